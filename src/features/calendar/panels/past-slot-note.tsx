import { Text } from '@mantine/core';
import { PastSlotTexts, type PastSlot } from './past-slot';

/** Said beside the booking buttons of a slot that has ended; beyond the look-back it is why they are off. */
export function PastSlotNote({ past }: { past: PastSlot }) {
  if (!past.ended) return null;
  return (
    <Text size="xs" c={past.tooOld ? 'red.7' : 'orange.8'} data-testid="past-slot-note">
      {past.tooOld ? PastSlotTexts.tooOld(past.lookbackHours) : PastSlotTexts.ended}
    </Text>
  );
}
