import { SlotStatus, type SlotStatusText } from '../../../contract/availability';
import { isOwnHold } from '../../core/hold-owner';
import type { DayOccupancy } from './day-occupancy';

export interface SlotState {
  status: SlotStatusText;
  available: number;
  maxSlotCount: number;
  count: number;
  bookingId: number | null;
  customerName: string | null;
  paymentPending: boolean;
  blocked: boolean;
  blockingId: number | null;
}

const base = { count: 0, bookingId: null, customerName: null, paymentPending: false, blocked: false, blockingId: null };

/**
 * Status of one slot from the live occupancy rows overlapping it. Precedence for whole courts:
 * Blocked, Booked, Carted (own hold) / Booking in Progress (another desk's hold), Locked
 * (only a brother court is taken), Book. Group slots stay bookable while places remain.
 */
export function slotState(type: number, maxSlotCount: number, overlapping: DayOccupancy[], userId: number): SlotState {
  const direct = overlapping.filter((o) => !o.viaBrother);
  const block = direct.find((o) => o.kind === 'block' && o.exclusive);
  if (block) {
    return { ...base, status: SlotStatus.blocked, available: 0, maxSlotCount, blocked: true, blockingId: block.blockId };
  }
  if (type === 1) return groupState(maxSlotCount, direct, userId);

  const booking = direct.find((o) => o.kind === 'booking');
  if (booking) {
    return {
      ...base,
      status: SlotStatus.booked,
      available: 0,
      maxSlotCount: 1,
      count: 1,
      bookingId: booking.bookingId,
      customerName: booking.customerName,
      paymentPending: (booking.balanceMinor ?? 0) > 0,
    };
  }
  const hold = direct.find((o) => o.kind === 'hold');
  if (hold) {
    const status = isOwnHold(hold.cartSessionId, userId) ? SlotStatus.carted : SlotStatus.inProgress;
    return { ...base, status, available: 0, maxSlotCount: 1 };
  }
  if (overlapping.some((o) => o.viaBrother)) return { ...base, status: SlotStatus.locked, available: 0, maxSlotCount: 1 };
  return { ...base, status: SlotStatus.book, available: 1, maxSlotCount: 1 };
}

function groupState(maxSlotCount: number, direct: DayOccupancy[], userId: number): SlotState {
  const places = direct.filter((o) => !o.exclusive);
  const used = places.reduce((sum, o) => sum + o.count, 0);
  const bookings = places.filter((o) => o.kind === 'booking');
  const holds = places.filter((o) => o.kind === 'hold');
  const available = Math.max(0, maxSlotCount - used);
  const state = {
    ...base,
    available,
    maxSlotCount,
    count: bookings.reduce((sum, o) => sum + o.count, 0),
    paymentPending: bookings.some((o) => (o.balanceMinor ?? 0) > 0),
  };
  if (holds.some((o) => isOwnHold(o.cartSessionId, userId))) return { ...state, status: SlotStatus.carted };
  if (available > 0) return { ...state, status: SlotStatus.book };
  return { ...state, status: holds.length > 0 ? SlotStatus.inProgress : SlotStatus.booked };
}
