import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

const styles = { root: { minWidth: 'max-content', overflow: 'visible' }, label: { overflow: 'visible' } };

/**
 * A status or payment badge that is never cut to "CANCEL…" (issue 27 item 6). Mantine's label
 * hides its overflow, which lets a narrow table column squeeze the badge below its text; at its
 * text's width the column grows instead.
 */
export function WholeBadge({ children, ...props }: BadgeProps & { children: ReactNode }) {
  return (
    <Badge {...props} styles={styles} data-whole-badge>
      {children}
    </Badge>
  );
}
