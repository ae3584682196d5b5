import { z } from 'zod';
import { reply } from './envelope';
import { idNumber, isoDate, money, wireTime } from './booking-fields';

/** Slot statuses of spec 1 §4, exactly as the calendar shows them. */
export const SlotStatus = {
  book: 'Book',
  booked: 'Booked',
  blocked: 'Blocked',
  /** Occupied only through a brother court (courtBrothers). */
  locked: 'Locked',
  /** Held by another desk's cart. */
  inProgress: 'Booking in Progress',
  /** Held by this desk's own cart. */
  carted: 'Carted',
} as const;
export type SlotStatusText = (typeof SlotStatus)[keyof typeof SlotStatus];
export const slotStatus = z.enum(['Book', 'Booked', 'Blocked', 'Locked', 'Booking in Progress', 'Carted']);

export const AvailabilityMessages = {
  activityNotFound: 'Activity not found',
  slotNotFound: 'Slot not found',
  slotLocked: 'This slot is locked by the brother courts concept',
  slotNotLocked: 'This slot is not locked',
} as const;

/** POST /api/availability */
export const availabilityRequest = z.object({ activityId: idNumber, date: isoDate });
export type AvailabilityRequest = z.infer<typeof availabilityRequest>;

/** Slot of spec 1 §3. Prices are for one unit (one court, or one place of a group slot). */
export const slotSchema = z.object({
  slotTime: z.string(),
  endTime: z.string(),
  /** Price of the slot before cart volume discounts. */
  price: money,
  grossPrice: money,
  /** Places still free: 1/0 for type 0, remaining count for type 1. */
  available: z.number().int(),
  maxSlotCount: z.number().int(),
  status: slotStatus,
  courtId: z.number().int(),
  courtName: z.string(),
  activityId: z.number().int(),
  activityType: z.number().int(),
  slotDate: z.string(),
  /** Booked slots (type 0): the booking occupying it. */
  bookingId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  paymentPending: z.boolean(),
  /** Places already sold (type 1). */
  count: z.number().int(),
  blocked: z.boolean(),
  blockingId: z.number().int().nullable(),
  /** Why a blocked slot is blocked: its block's remark (absent or null without one). */
  blockRemark: z.string().nullable().optional(),
  /** Volume discounts of the slot's price slot: slot count → percent. */
  slotDiscount: z.record(z.string(), z.number()),
  /**
   * Not sent by /api/availability: the console fills them from the day's waitlist (GET
   * /api/waitlist, ADR 0080). A held slot offered to a waitlisted customer, and how many wait for it.
   */
  offeredTo: z.string().nullable().optional(),
  waiting: z.number().int().optional(),
});
export type Slot = z.infer<typeof slotSchema>;

export const courtSchema = z.object({
  courtId: z.number().int(),
  courtName: z.string(),
  openTime: z.string(),
  closeTime: z.string(),
  courtBrothers: z.array(z.number().int()),
  courtInfo: z.string().nullable(),
  courtOffset: z.number().int(),
  courtPriceClass: z.number().int().nullable(),
  peoplePerCourt: z.number().int().nullable(),
  slotDuration: z.number().int(),
  slots: z.array(slotSchema),
});
export type AvailabilityCourt = z.infer<typeof courtSchema>;

/**
 * The lean wire shape of POST /api/availability (ADR 0023). The console (and every other reader)
 * expands it back into `courtSchema` / `slotSchema` with `expandAvailability`
 * (contract/availability-wire.ts), so every field of the spec's Slot is still there; the wire
 * only stops repeating what the court or the day already says.
 *
 * Per court, slots are implicit: open → close in `slotDuration` steps (close 00:00 = midnight),
 * and each slot's facts sit in short columns:
 * - `status`: one letter per slot (SlotCode);
 * - `prices`: runs over the day's price tiers, `[tier, count, tier, count, …]`;
 * - `refs`: for each 'B' slot of a whole-court (type 0) activity and each 'X' slot, in slot
 *   order, the booking id ('B') or blocking id ('X', 0 = none);
 * - `places` (group activities, type 1, only): per slot `available, count, paymentPending (0/1)`.
 * The day says each booking's customer name and whether it owes money (`bookings`), and
 * `carted` lists the asking desk's own held slots (`[courtId, slotIndex]`), which read
 * 'Carted' for it instead of the shared letter.
 */
export const SlotCode: Record<string, SlotStatusText> = {
  o: SlotStatus.book,
  B: SlotStatus.booked,
  X: SlotStatus.blocked,
  L: SlotStatus.locked,
  P: SlotStatus.inProgress,
  C: SlotStatus.carted,
};
export const slotCodeOf: Record<SlotStatusText, string> = Object.fromEntries(
  Object.entries(SlotCode).map(([code, status]) => [status, code]),
) as Record<SlotStatusText, string>;

export const priceTierSchema = z.object({
  price: money,
  grossPrice: money,
  slotDiscount: z.record(z.string(), z.number()),
});
export type PriceTier = z.infer<typeof priceTierSchema>;

export const leanCourtSchema = courtSchema.omit({ slots: true }).extend({
  status: z.string().regex(/^[oBXLPC]*$/),
  prices: z.array(z.number().int().nonnegative()),
  refs: z.array(z.number().int().nonnegative()),
  places: z.array(z.number().int()).optional(),
});
export type LeanCourt = z.infer<typeof leanCourtSchema>;

export const availabilityReply = reply({
  activityId: z.number().int().optional(),
  activityType: z.number().int().optional(),
  maxSlotCount: z.number().int().optional(),
  date: z.string().optional(),
  prices: z.array(priceTierSchema).optional(),
  /** Booking id → [customer name, 1 when it still owes money]. */
  bookings: z.record(z.string(), z.tuple([z.string().nullable(), z.number().int()])).optional(),
  /** Block id → its remark, for the day's blocked slots whose block has one (issue 27 item 7). */
  blocks: z.record(z.string(), z.string()).optional(),
  courts: z.array(leanCourtSchema).optional(),
  /** The asking desk's own held slots: [courtId, slot index]. */
  carted: z.array(z.tuple([z.number().int(), z.number().int()])).optional(),
});
export type AvailabilityReply = z.infer<typeof availabilityReply>;

/** GET /api/slot/locked/status — which brother court locks this slot. */
export const slotLockedStatusQuery = z.object({
  activityId: idNumber,
  date: isoDate,
  slot: wireTime,
  courtId: idNumber,
});
export const slotLockedStatusReply = reply({
  locked: z.boolean().optional(),
  lockedBy: z.array(z.object({ courtId: z.number().int(), courtName: z.string(), status: slotStatus })).optional(),
});

/** POST /api/slot/booking/details — the bookings inside a group (type 1) slot. */
export const slotBookingDetailsRequest = z.object({
  activityId: idNumber,
  slot: wireTime,
  date: isoDate,
  courtId: idNumber,
});
export const slotBookingEntry = z.object({
  bookingId: z.number().int(),
  slotCount: z.number().int(),
  customerName: z.string(),
  customerMobile: z.string(),
  paymentPending: z.boolean(),
  balance: money,
});
export const slotBookingDetailsReply = reply({
  available: z.number().int().optional(),
  maxSlotCount: z.number().int().optional(),
  bookings: z.array(slotBookingEntry).optional(),
});
