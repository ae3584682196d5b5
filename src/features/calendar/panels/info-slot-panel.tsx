import { Button, Stack, Text } from '@mantine/core';
import { Feature } from '../../../../contract/features';
import type { Slot } from '../../../../contract/availability';
import { WriteButton } from '../../../components/write-button';
import { SlotHeading } from './slot-heading';
import { UnblockSlotButton } from './unblock-slot-button';

export const SlotPanelTexts = {
  blocked: 'This slot is blocked.',
  inProgress: "Another desk has this slot in its cart. It frees itself if they don't check out in time.",
  carted: 'This slot is in your cart.',
} as const;

interface InfoSlotPanelProps {
  slot: Slot;
  busy?: boolean;
  onRemoveFromCart?: () => void;
  onOpenCart?: () => void;
}

/** Blocked, Booking in Progress and Carted slots: what the cell means and what can be done. */
export function InfoSlotPanel({ slot, busy, onRemoveFromCart, onOpenCart }: InfoSlotPanelProps) {
  const text = slot.status === 'Blocked' ? SlotPanelTexts.blocked : slot.status === 'Carted' ? SlotPanelTexts.carted : SlotPanelTexts.inProgress;
  return (
    <Stack gap="xs">
      <SlotHeading slot={slot} />
      <Text size="sm">{text}</Text>
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
    </Stack>
  );
}
