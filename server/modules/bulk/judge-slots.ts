import { SlotStatus } from '../../../contract/availability';
import { UnavailableWording } from '../../../contract/bulk';
import type { DayOccupancy } from '../availability/day-occupancy';
import { slotState } from '../availability/slot-state';
import { lockKeys } from '../../ledger/occupancy';
import type { PatternSlot } from './pattern-slots';

/** What a range check is for: booking places, blocking court time, or finding blocks to lift. */
export type CheckPurpose = 'book' | 'block' | 'unblock';

export interface Judged {
  slot: PatternSlot;
  /** Book / block: free for it. Unblock: blocked (so it can be unblocked). */
  ok: boolean;
  /** 'Available', 'Blocked' (unblock), or an UnavailableWording. */
  status: string;
  blockId: number | null;
}

/**
 * Judges each slot of a pattern against the live occupancy of its court and day, with the
 * calendar's own slot rules (slotState): blocks first, then bookings, holds and brother locks;
 * group slots need `slotCount` free places. A block needs the slot wholly free: it may not
 * overlap any booking, place or hold (DESIGN "Booking invariants").
 */
export function judgeSlots(
  slots: PatternSlot[],
  occupancy: Map<string, DayOccupancy[]>,
  activity: { type: number; maxSlotCount: number },
  slotCount: number,
  purpose: CheckPurpose,
  userId: number,
): Judged[] {
  return slots.map((slot) => {
    const overlapping = (occupancy.get(`${slot.courtId}|${slot.date}`) ?? []).filter((o) => o.start < slot.end && o.end > slot.start);
    const state = slotState(activity.type, activity.maxSlotCount, overlapping, userId);
    if (purpose === 'unblock') {
      return state.blocked
        ? { slot, ok: true, status: UnavailableWording.blockedNow, blockId: state.blockingId }
        : { slot, ok: false, status: 'Not blocked', blockId: null };
    }
    if (state.blocked) return { slot, ok: false, status: UnavailableWording.blocked, blockId: state.blockingId };
    const free =
      purpose === 'block'
        ? overlapping.length === 0
        : activity.type === 1
          ? state.available >= slotCount && !overlapping.some((o) => o.exclusive)
          : state.status === SlotStatus.book;
    if (free) return { slot, ok: true, status: 'Available', blockId: null };
    const taken = overlapping.some((o) => o.kind === 'booking' && !o.viaBrother) || state.status === SlotStatus.locked;
    return { slot, ok: false, status: taken ? UnavailableWording.booked : UnavailableWording.inProgress, blockId: null };
  });
}

/**
 * Slots of one pattern can clash with each other: a full pitch and its half at the same time
 * share a brother key (lockKeys). In pattern order, the first keeps the slot and a later one
 * that overlaps a key already taken reads 'Locked' (not free), as the calendar would show it.
 */
export function markSelfConflicts(judged: Judged[], brothers: Map<number, number[]>): Judged[] {
  const taken = new Map<string, { start: number; end: number }[]>();
  return judged.map((j) => {
    if (!j.ok) return j;
    const keys = lockKeys(j.slot.courtId, brothers.get(j.slot.courtId) ?? []).map((k) => `${k.lockKey}@${j.slot.date}`);
    if (keys.some((k) => (taken.get(k) ?? []).some((w) => w.start < j.slot.end && w.end > j.slot.start))) {
      return { ...j, ok: false, status: SlotStatus.locked };
    }
    for (const k of keys) taken.set(k, [...(taken.get(k) ?? []), { start: j.slot.start, end: j.slot.end }]);
    return j;
  });
}
