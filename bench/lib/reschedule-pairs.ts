import type { FreeSlot } from './booking-run';

export interface ReschedulePair {
  from: FreeSlot;
  to: FreeSlot;
}

/**
 * Pairs free slots for the after-booking run: each booking is made at `from` and moved to `to`,
 * a slot of the SAME activity and date on ANOTHER court (a reschedule keeps the activity; a
 * different court can never overlap the booking's own time, whatever the slot lengths). No slot
 * is used twice, so no pair collides with another pair's booking.
 */
export function reschedulePairs(slots: readonly FreeSlot[], count: number): ReschedulePair[] {
  const pairs: ReschedulePair[] = [];
  const used = new Set<number>();
  for (let i = 0; i < slots.length && pairs.length < count; i++) {
    if (used.has(i)) continue;
    const from = slots[i];
    const j = slots.findIndex(
      (s, k) => k > i && !used.has(k) && s.activityId === from.activityId && s.date === from.date && s.courtId !== from.courtId,
    );
    if (j < 0) continue;
    used.add(i).add(j);
    pairs.push({ from, to: slots[j] });
  }
  return pairs;
}
