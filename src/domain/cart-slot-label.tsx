import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CartSlot } from '../../contract/cart';
import { displayDate, shortTime } from '../lib/time/club-date';

/** A carted slot as the cart drawer and the checkout summary both name it. */
export function CartSlotLabel({ slot }: { slot: CartSlot }) {
  const { t } = useTranslation('holds');
  return (
    <>
      <Text size="sm" fw={600}>
        {slot.activityName} · {slot.courtName}
      </Text>
      <Text size="xs" c="dimmed">
        {displayDate(slot.slotDate)}, {shortTime(slot.slotTime)} – {shortTime(slot.endTime)}
        {slot.activityType === 1 ? t('holds:slotCount', { n: slot.count }) : ''}
      </Text>
    </>
  );
}
