import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { canOpen } from '../../lib/permissions/access';
import { useAccess } from '../../offline/use-access';

/** A section's URL opened without read access goes back to the landing route. */
export function SectionGate({ feature, children }: { feature: number; children: ReactNode }) {
  const access = useAccess();
  if (!access) return <PageLoader />;
  if (!canOpen(access, feature)) return <Navigate to="/" replace />;
  return children;
}
