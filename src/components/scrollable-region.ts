/**
 * Props for a DataTable whose rows can be wider than a tablet (its scroll area scrolls by itself):
 * a Tab stop and a name on the viewport, so the keyboard can scroll it too (WCAG 2.1.1, axe's
 * scrollable-region-focusable; ADR 0083).
 */
export function scrollableRegion(label: string) {
  return { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': `${label}, scrollable` } };
}
