import { Drawer, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
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
  const { t } = useTranslation('calendar');
  const title = mode?.kind === 'details' ? t('calendar:drawer.details') : t('calendar:drawer.summary');
  const body = useRef<HTMLDivElement>(null);
  useTopEscape(body, mode !== null, onClose);
  useDrawerFocus(body, mode === null ? null : mode.kind === 'details' ? `details ${mode.bookingId}` : 'summary');
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
      {/* Marked so the keyboard shortcuts keep working beside it (src/lib/shortcuts). */}
      <div ref={body} data-docked-drawer>
        {mode?.kind === 'summary' && summary}
        {mode?.kind === 'details' && details(mode.bookingId)}
      </div>
    </Drawer>
  );
}

/**
 * Opened (or showing another booking), the drawer takes the focus, so a keyboard user is in it at
 * once; closed, the focus goes back to where it was (a grid cell, the cart button) if it was left
 * nowhere. Mantine returns the focus only for drawers that trap it, and this one does not.
 */
function useDrawerFocus(body: RefObject<HTMLDivElement | null>, shown: string | null) {
  const before = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!shown) return;
    if (!before.current) before.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The drawer's content appears with its transition: wait for it.
    let frame = requestAnimationFrame(function focus() {
      const dialog = body.current?.closest<HTMLElement>('[role="dialog"]');
      if (dialog) {
        if (!dialog.contains(document.activeElement)) dialog.focus();
      } else frame = requestAnimationFrame(focus);
    });
    return () => cancelAnimationFrame(frame);
  }, [body, shown]);
  useEffect(() => {
    if (shown) return;
    const back = before.current;
    before.current = null;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (back?.isConnected && lost) back.focus();
  }, [shown]);
}
