import { useMemo } from 'react';
import { useHiddenSections } from '../../lib/permissions/hidden-sections';
import { useAccess } from '../../offline/use-access';
import { visibleSections, type SectionDef } from '../section-model';
import { SECTIONS } from '../sections';

/** The built sections this user may open; undefined while permissions load. */
export function useVisibleSections(): SectionDef[] | undefined {
  const access = useAccess();
  const hidden = useHiddenSections((state) => state.hidden);
  return useMemo(() => (access ? visibleSections(SECTIONS, access, hidden) : undefined), [access, hidden]);
}
