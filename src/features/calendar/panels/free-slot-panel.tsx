import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Feature } from '../../../../contract/features';
import type { Slot } from '../../../../contract/availability';
import { WriteButton } from '../../../components/write-button';
import { WriteReason } from '../../../components/write-reason';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import type { PastSlot } from './past-slot';
import { PastSlotNote } from './past-slot-note';
import { SlotHeading } from './slot-heading';

interface FreeSlotPanelProps {
  slot: Slot;
  busy: boolean;
  /** Where the slot stands against the clock (an ended slot asks before booking). */
  past?: PastSlot;
  onBookNow: () => void;
  onAddToCart: () => void;
}

/** Book Now / Add to cart for a free slot (spec 1 §2). */
export function FreeSlotPanel({ slot, busy, past, onBookNow, onAddToCart }: FreeSlotPanelProps) {
  const { t } = useTranslation('calendar');
  const symbol = useCurrencySymbol();
  const tooOld = past?.tooOld ?? false;
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
      {past && <PastSlotNote past={past} />}
      <Group gap="xs" grow>
        <WriteButton feature={Feature.bookingCalendar} size="xs" loading={busy} disabled={tooOld} onClick={onBookNow}>
          {t('calendar:panel.bookNow')}
        </WriteButton>
        <WriteButton feature={Feature.bookingCalendar} size="xs" variant="light" loading={busy} disabled={tooOld} onClick={onAddToCart}>
          {t('calendar:panel.addToCart')}
        </WriteButton>
      </Group>
      <WriteReason feature={Feature.bookingCalendar} />
    </Stack>
  );
}
