import type { Slot } from '../../../../contract/availability';
import { i18n } from '../../../lib/i18n/i18n';

export interface PastSlot {
  /** The slot's end has gone by (club time). */
  ended: boolean;
  /** It ended longer ago than the club's look-back: the server refuses to book it. */
  tooOld: boolean;
  lookbackHours: number;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Where a slot stands against the clock, in club wall time: walk-ins are recorded after play,
 * with a confirmation, up to `lookbackHours` after the slot ended (club setting).
 */
export function pastSlot(
  slot: Pick<Slot, 'slotDate' | 'slotTime' | 'endTime'>,
  today: string,
  nowTime: string,
  lookbackHours: number,
): PastSlot {
  const start = minutes(slot.slotTime);
  const rawEnd = minutes(slot.endTime);
  // An end at or before the start (00:00) is midnight of the slot's day.
  const end = rawEnd <= start ? 1440 : rawEnd;
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${slot.slotDate}T00:00:00Z`)) / 86_400_000;
  const sinceEnd = days * 1440 + minutes(nowTime) - end;
  return { ended: sinceEnd >= 0, tooOld: sinceEnd > lookbackHours * 60, lookbackHours };
}

/** What an ended slot says, in the language on screen. */
export const PastSlotTexts = {
  get ended() {
    return i18n.t('calendar:past.ended');
  },
  get confirmTitle() {
    return i18n.t('calendar:past.confirmTitle');
  },
  confirmBody: (when: string) => i18n.t('calendar:past.confirmBody', { when }),
  get confirm() {
    return i18n.t('calendar:past.confirm');
  },
  tooOld: (hours: number) => i18n.t('calendar:past.tooOld', { hours }),
};
