import { useMemo, type ReactNode } from 'react';
import { AppPromotionPage } from './app-promotion-page';
import { currentDeviceHints, isMobileOnly } from './mobile-only';

/** Phones get the app-promotion page instead of `/` and `/login` (spec 1 §2). */
export function DesktopOnly({ children }: { children: ReactNode }) {
  const mobile = useMemo(() => isMobileOnly(currentDeviceHints()), []);
  return mobile ? <AppPromotionPage /> : children;
}
