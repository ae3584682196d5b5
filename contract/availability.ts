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
  /** Volume discounts of the slot's price slot: slot count → percent. */
  slotDiscount: z.record(z.string(), z.number()),
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

export const availabilityReply = reply({
  activityId: z.number().int().optional(),
  activityType: z.number().int().optional(),
  maxSlotCount: z.number().int().optional(),
  date: z.string().optional(),
  courts: z.array(courtSchema).optional(),
  /** Server time (ISO 8601) the data was read: the console shows the age of mirrored days. */
  fetchedAt: z.string().optional(),
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
  lockedBy: z
    .array(z.object({ courtId: z.number().int(), courtName: z.string(), status: slotStatus }))
    .optional(),
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
