import { Text } from '@mantine/core';
import type { CartSlot } from '../../contract/cart';
import { useSession } from '../lib/session/session-store';
import { clockTimeIn } from '../lib/time/club-date';

export const HoldTexts = {
  heldUntil: (time: string) => `Held until ${time}`,
  ranOut: (time: string) => `Hold ran out at ${time}`,
} as const;

/** "Held until 16:10" or, once expired, "Hold ran out at 16:10": club time, not the browser's. */
export function HoldNote({ slot, expired }: { slot: CartSlot; expired: boolean }) {
  const timeZone = useSession()?.timeZone;
  const until = new Date(slot.holdExpiresAt);
  if (Number.isNaN(until.getTime())) return null;
  const time = clockTimeIn(timeZone, until);
  return (
    <Text size="xs" c={expired ? 'red.7' : 'dimmed'} fw={expired ? 600 : undefined}>
      {expired ? HoldTexts.ranOut(time) : HoldTexts.heldUntil(time)}
    </Text>
  );
}
