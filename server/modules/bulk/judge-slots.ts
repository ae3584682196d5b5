import { SlotStatus } from '../../../contract/availability';
import { UnavailableWording } from '../../../contract/bulk';
import type { DayOccupancy } from '../availability/day-occupancy';
import { slotState } from '../availability/slot-state';
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
