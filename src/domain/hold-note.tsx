import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CartSlot } from '../../contract/cart';
import { i18n } from '../lib/i18n/i18n';
import { useSession } from '../lib/session/session-store';
import { clockTimeIn } from '../lib/time/club-date';

/** A carted slot's hold, in the language on screen. */
export const HoldTexts = {
  heldUntil: (time: string) => i18n.t('holds:heldUntil', { time }),
  ranOut: (time: string) => i18n.t('holds:ranOut', { time }),
};

/** "Held until 16:10" or, once expired, "Hold ran out at 16:10": club time, not the browser's. */
export function HoldNote({ slot, expired }: { slot: CartSlot; expired: boolean }) {
  useTranslation('holds');
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
