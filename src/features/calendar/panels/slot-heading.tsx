import { Text } from '@mantine/core';
import type { Slot } from '../../../../contract/availability';
import { displayDate, shortTime } from '../../../lib/time/club-date';

export function SlotHeading({ slot }: { slot: Slot }) {
  return (
    <div>
      <Text fw={600} size="sm">
        {slot.courtName}
      </Text>
      <Text size="xs" c="dimmed">
        {displayDate(slot.slotDate)}, {shortTime(slot.slotTime)} – {shortTime(slot.endTime)}
      </Text>
    </div>
  );
}
