import { Drawer, Title } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { useTopEscape } from '../../../components/use-top-escape';

export type RightDrawerMode = { kind: 'summary' } | { kind: 'details'; bookingId: number } | null;

/**
 * Spec 1 §2: opening the drawer changes the right panel from viewport − 240 px to viewport − 640 px,
 * i.e. the drawer takes 400 px beside the grid. The page makes room for it (see CalendarPage).
 */
export const RIGHT_DRAWER_WIDTH = 400;

interface RightDrawerProps {
  mode: RightDrawerMode;
  onClose: () => void;
  summary: ReactNode;
  details: (bookingId: number) => ReactNode;
}

/**
 * The calendar's right drawer: Booking Summary (cart) or Booking Details (spec 1 §2). Docked, not
 * modal: no overlay, no focus trap, clicks outside do not close it, so the desk keeps using the
 * grid beside it (another booked cell replaces the details shown). × closes it, and so does
 * Escape when nothing is open above it (a dialog of the details closes alone).
 */
export function RightDrawer({ mode, onClose, summary, details }: RightDrawerProps) {
  const title = mode?.kind === 'details' ? 'Booking Details' : 'Booking Summary';
  const body = useRef<HTMLDivElement>(null);
  useTopEscape(body, mode !== null, onClose);
  return (
    <Drawer
      opened={mode !== null}
      onClose={onClose}
      position="right"
      size={RIGHT_DRAWER_WIDTH}
      withOverlay={false}
      lockScroll={false}
      trapFocus={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      shadow="md"
      title={<Title order={4}>{title}</Title>}
    >
      <div ref={body}>
        {mode?.kind === 'summary' && summary}
        {mode?.kind === 'details' && details(mode.bookingId)}
      </div>
    </Drawer>
  );
}
