import { SlotStatus, type SlotStatusText } from '../../../contract/availability';
import { isOwnHold } from '../../core/hold-owner';
import type { DayOccupancy } from './day-occupancy';

export interface SlotState {
  readonly status: SlotStatusText;
  readonly available: number;
  readonly maxSlotCount: number;
  readonly count: number;
  readonly bookingId: number | null;
  readonly customerName: string | null;
  readonly paymentPending: boolean;
  readonly blocked: boolean;
  readonly blockingId: number | null;
}

/**
 * Every state is built here, fields always in one order: a 332-court day judges about 16,000
 * slots per read, and object spreads of a shared base cost V8 a slow copy each (a third of the
 * day's first read went to slotState and the garbage it left, ADR 0091).
 */
function state(
  status: SlotStatusText,
  available: number,
  maxSlotCount: number,
  count = 0,
  bookingId: number | null = null,
  customerName: string | null = null,
  paymentPending = false,
  blockingId: number | null = null,
): SlotState {
  return {
    status,
    available,
    maxSlotCount,
    count,
    bookingId,
    customerName,
    paymentPending,
    blocked: status === SlotStatus.blocked,
    blockingId,
  };
}

/** The whole-court states without anything of their own: one object each, never changed (readonly). */
const FREE = Object.freeze(state(SlotStatus.book, 1, 1));
const LOCKED = Object.freeze(state(SlotStatus.locked, 0, 1));
const IN_PROGRESS = Object.freeze(state(SlotStatus.inProgress, 0, 1));
const CARTED = Object.freeze(state(SlotStatus.carted, 0, 1));

/**
 * Status of one slot from the live occupancy rows overlapping it. Precedence for whole courts:
 * Blocked, Booked, Carted (own hold) / Booking in Progress (another desk's hold), Locked
 * (only a brother court is taken), Book. Group slots stay bookable while places remain.
 */
export function slotState(type: number, maxSlotCount: number, overlapping: readonly DayOccupancy[], userId: number): SlotState {
  let block: DayOccupancy | undefined;
  let booking: DayOccupancy | undefined;
  let hold: DayOccupancy | undefined;
  let viaBrother = false;
  for (const o of overlapping) {
    if (o.viaBrother) viaBrother = true;
    else if (o.kind === 'block') {
      if (o.exclusive) block ??= o;
    } else if (o.kind === 'booking') booking ??= o;
    else if (o.kind === 'hold') hold ??= o;
  }
  if (block) return state(SlotStatus.blocked, 0, maxSlotCount, 0, null, null, false, block.blockId);
  if (type === 1) return groupState(maxSlotCount, overlapping, userId);
  if (booking) {
    return state(SlotStatus.booked, 0, 1, 1, booking.bookingId, booking.customerName, (booking.balanceMinor ?? 0) > 0);
  }
  if (hold) return isOwnHold(hold.cartSessionId, userId) ? CARTED : IN_PROGRESS;
  return viaBrother ? LOCKED : FREE;
}

function groupState(maxSlotCount: number, overlapping: readonly DayOccupancy[], userId: number): SlotState {
  let used = 0;
  let count = 0;
  let pending = false;
  let holds = 0;
  let own = false;
  for (const o of overlapping) {
    if (o.viaBrother || o.exclusive) continue;
    used += o.count;
    if (o.kind === 'booking') {
      count += o.count;
      pending ||= (o.balanceMinor ?? 0) > 0;
    } else if (o.kind === 'hold') {
      holds++;
      own ||= isOwnHold(o.cartSessionId, userId);
    }
  }
  const available = Math.max(0, maxSlotCount - used);
  const status = own ? SlotStatus.carted : available > 0 ? SlotStatus.book : holds > 0 ? SlotStatus.inProgress : SlotStatus.booked;
  return state(status, available, maxSlotCount, count, null, null, pending);
}
