import { Group, Stack, Text } from '@mantine/core';
import { Feature } from '../../../../contract/features';
import type { Slot } from '../../../../contract/availability';
import { WriteButton } from '../../../components/write-button';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { SlotHeading } from './slot-heading';

interface FreeSlotPanelProps {
  slot: Slot;
  busy: boolean;
  onBookNow: () => void;
  onAddToCart: () => void;
}

/** Book Now / Add to cart for a free slot (spec 1 §2). */
export function FreeSlotPanel({ slot, busy, onBookNow, onAddToCart }: FreeSlotPanelProps) {
  const symbol = useCurrencySymbol();
  return (
    <Stack gap="xs">
      <SlotHeading slot={slot} />
      <Text size="sm">
        {formatMoney(slot.price, symbol)}
        {slot.grossPrice !== slot.price && (
          <Text span size="xs" c="dimmed" td="line-through" ml={6}>
            {formatMoney(slot.grossPrice, symbol)}
          </Text>
        )}
      </Text>
      <Group gap="xs" grow>
        <WriteButton feature={Feature.bookingCalendar} size="xs" loading={busy} onClick={onBookNow}>
          Book Now
        </WriteButton>
        <WriteButton feature={Feature.bookingCalendar} size="xs" variant="light" loading={busy} onClick={onAddToCart}>
          Add to cart
        </WriteButton>
      </Group>
    </Stack>
  );
}
