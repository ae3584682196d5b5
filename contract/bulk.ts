import { z } from 'zod';
import { reply } from './envelope';
import { isoDate, money, wireTime } from './booking-fields';
import { checkoutRequest } from './checkout';
import { strikeState } from './no-show-strikes';

/**
 * Bulk (pattern) bookings and the shared "check availability" form of spec 1 §2–§5 (issue 9).
 * Flag value 2 of a pattern's `cancelled` means partially cancelled everywhere (ADR 0025).
 */
export const BulkMessages = {
  selectActivity: 'Select an activity',
  selectSlotCount: 'Select Slot Count',
  selectCourt: 'Select at least one court',
  selectDay: 'Select at least one day',
  invalidDateRange: 'Invalid date range selected',
  invalidTimeRange: 'Invalid time range selected',
  rangeTooLong: 'Select a date range of at most 366 days',
  courtNotFound: 'Court not found',
  activityNotFound: 'Activity not found',
  noSlotsInPattern: 'The selected dates, days and times contain no slots',
  /** Ignore off and some slot of the pattern is taken: the whole pattern is refused. */
  someUnavailable: 'Some slots in the pattern are not available. Turn on Ignore unavailable slots to book the rest',
  noneAvailable: 'None of the slots are available for booking',
  patternCreated: 'Bulk booking confirmed',
  /** A member bulk booking for a mobile number that is not a member of the club. */
  memberRequired: 'This mobile number is not a member. Untick Member bulk booking or register the member first',
  patternNotFound: 'Bulk booking not found',
  // Result dialogs (spec 1 §4).
  followingUnavailable: 'Following slots are not available for booking',
  allAvailableIgnore: 'All the slots are available for booking. Only the available slots in the pattern will be booked',
  allAvailable: 'All the slots in the pattern will be booked',
} as const;

/** Statuses an unavailable slot shows in the result tables (spec 1 §4 wording). */
export const UnavailableWording = {
  booked: 'Already booked',
  blocked: 'Already blocked',
  inProgress: 'Booking in Progress',
  blockedNow: 'Blocked',
  /** A slot older than the club's look-back (ADR 0010, 0051); {hours} is pastBookingLookbackHours. */
  pastLookback: 'Ended more than {hours} hours ago',
} as const;

export const dayNumber = z.coerce.number().int().min(0).max(6);

/** The shared form (spec 1 §3 "Pattern booking data" + §7 verify). Emptiness is judged by the service, so each message is the spec's. */
export const patternForm = z.object({
  activityId: z.coerce.number().int().positive().nullish(),
  courts: z.array(z.coerce.number().int().positive()).max(100).nullish(),
  startDate: isoDate.nullish(),
  endDate: isoDate.nullish(),
  allSlots: z.boolean().nullish(),
  startTime: wireTime.nullish(),
  endTime: wireTime.nullish(),
  days: z.array(dayNumber).max(7).nullish(),
  slotCount: z.coerce.number().int().positive().max(10_000).nullish(),
  ignoreUnavailableSlots: z.boolean().nullish(),
  /** Member bulk booking (spec 1 §2): the customer must be a member of the club (ADR 0031). */
  memberBulkBooking: z.boolean().nullish(),
});
export type PatternForm = z.infer<typeof patternForm>;

export const verifiedSlot = z.object({
  slotDate: z.string(),
  slotTime: z.string(),
  endTime: z.string(),
  courtId: z.number().int(),
  courtName: z.string(),
  /** 'Available', or the wording of UnavailableWording. */
  status: z.string(),
  price: money,
});
export type VerifiedSlot = z.infer<typeof verifiedSlot>;

export const verifyData = z.object({
  availableSlots: z.array(verifiedSlot),
  bookedSlots: z.array(verifiedSlot),
  blockedSlots: z.array(verifiedSlot),
  /** Sum of the available slots' prices (each × slot count). */
  grossPrice: money,
  totalSlots: z.number().int(),
});
export type VerifyData = z.infer<typeof verifyData>;
/** POST /api/slots/availability/verify and POST /api/blocking/verify */
export const verifyReply = reply({ data: verifyData.optional() });
export type VerifyReply = z.infer<typeof verifyReply>;

/** POST /api/booking/pattern — the checkout payload with isPatternBooking and patternBookingData. */
/** `credits` (major units) pays part of the pattern with the member's credits after `memberPin` (ADR 0037). */
export const patternCheckoutRequest = checkoutRequest.extend({ patternBookingData: patternForm, memberPin: z.string().max(50).nullish() });
export type PatternCheckoutRequest = z.infer<typeof patternCheckoutRequest>;
export const patternCheckoutReply = reply({
  patternBookingId: z.number().int().optional(),
  bookedSlots: z.number().int().optional(),
  skippedSlots: z.number().int().optional(),
  /** The refusal is a fair-use limit: an admin may book the pattern past it with a reason (ADR 0078 addendum). */
  fairUseLimit: z.boolean().optional(),
  /** The refusal is the customer's no-show strikes: the desk may book with a reason (ADR 0081). */
  noShowStrikes: strikeState.optional(),
});

/** Pattern flag `cancelled` (ADR 0025). */
export const PatternFlag = { active: 0, cancelled: 1, partiallyCancelled: 2 } as const;
