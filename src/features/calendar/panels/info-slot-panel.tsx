import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Feature } from '../../../../contract/features';
import type { Slot } from '../../../../contract/availability';
import { WriteButton } from '../../../components/write-button';
import { SlotHeading } from './slot-heading';
import { UnblockSlotButton } from './unblock-slot-button';

export const SlotPanelTexts = {
  blocked: 'This slot is blocked.',
  inProgress: "Another desk has this slot in its cart. It frees itself if they don't check out in time.",
  carted: 'This slot is in your cart.',
  booked: 'This slot has just been booked.',
  changed: 'This slot has changed. Choose it again on the grid.',
  offered: (name: string) => `This slot is held for ${name}, offered from the waitlist.`,
} as const;

interface InfoSlotPanelProps {
  slot: Slot;
  busy?: boolean;
  onRemoveFromCart?: () => void;
  onOpenCart?: () => void;
  /** A slot booked while its panel was open: show that booking. */
  onOpenBooking?: () => void;
  /** Shown under the panel's own actions: the slot's waitlist (ADR 0080). */
  children?: ReactNode;
}

function panelText({ status, offeredTo }: Slot): string {
  if (status === 'Booking in Progress' && offeredTo) return SlotPanelTexts.offered(offeredTo);
  switch (status) {
    case 'Blocked':
      return SlotPanelTexts.blocked;
    case 'Carted':
      return SlotPanelTexts.carted;
    case 'Booked':
      return SlotPanelTexts.booked;
    case 'Booking in Progress':
      return SlotPanelTexts.inProgress;
    default:
      return SlotPanelTexts.changed;
  }
}

/**
 * Blocked, Booking in Progress and Carted slots: what the cell means and what can be done. The
 * panel follows live changes: a slot booked by another desk while open says so (not "in a cart").
 */
export function InfoSlotPanel({ slot, busy, onRemoveFromCart, onOpenCart, onOpenBooking, children }: InfoSlotPanelProps) {
  const text = panelText(slot);
  return (
    <Stack gap="xs">
      <SlotHeading slot={slot} />
      <Text size="sm">{text}</Text>
      {slot.status === 'Blocked' && slot.blockRemark && (
        <Text size="sm" data-testid="block-remark">
          Remark: {slot.blockRemark}
        </Text>
      )}
      {slot.status === 'Booked' && onOpenBooking && (
        <Button size="xs" variant="light" onClick={onOpenBooking}>
          View booking
        </Button>
      )}
      {slot.status === 'Blocked' && <UnblockSlotButton slot={slot} />}
      {slot.status === 'Carted' && (
        <>
          {onOpenCart && (
            <Button size="xs" variant="light" onClick={onOpenCart}>
              View cart
            </Button>
          )}
          {onRemoveFromCart && (
            <WriteButton feature={Feature.bookingCalendar} size="xs" color="red" variant="subtle" loading={busy} onClick={onRemoveFromCart}>
              Remove from cart
            </WriteButton>
          )}
        </>
      )}
      {children}
    </Stack>
  );
}
