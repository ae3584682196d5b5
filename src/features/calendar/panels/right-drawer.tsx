import { Drawer, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type RightDrawerMode = { kind: 'summary' } | { kind: 'details'; bookingId: number } | null;

interface RightDrawerProps {
  mode: RightDrawerMode;
  onClose: () => void;
  summary: ReactNode;
  details: (bookingId: number) => ReactNode;
}

/** The calendar's right drawer: Booking Summary (cart) or Booking Details (spec 1 §2). */
export function RightDrawer({ mode, onClose, summary, details }: RightDrawerProps) {
  const title = mode?.kind === 'details' ? 'Booking Details' : 'Booking Summary';
  return (
    <Drawer opened={mode !== null} onClose={onClose} position="right" size="md" title={<Title order={4}>{title}</Title>}>
      {mode?.kind === 'summary' && summary}
      {mode?.kind === 'details' && details(mode.bookingId)}
    </Drawer>
  );
}
