import { z } from 'zod';
import { reply } from './envelope';
import { idNumber, isoDate, wireTime } from './booking-fields';
import { callingCodeField } from './calling-codes';
import { isBlankOrEmail, MAX_EMAIL_LENGTH } from './email';
import { isValidMobile } from './mobile';

/**
 * The waitlist (issue 28 part 1, ADR 0080). The spec is silent; the wire is ours. A desk (or the
 * marketplace) puts a customer on the waitlist of a booked or held slot, for one court or any
 * court of the activity (`courtId: null`). When the court time frees, the first matching entry is
 * offered it: the slot is held for that customer for the club's offer time.
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'removed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
/** Longest customer name the waitlist keeps (the bookings' own bound). */
export const WAITLIST_NAME_MAX = 100;

export const WaitlistMessages = {
  added: 'Added to the waitlist',
  removed: 'Removed from the waitlist',
  converted: 'Offer moved to the cart: complete the booking at checkout',
  entryNotFound: 'Waitlist entry not found',
  activityNotFound: 'Activity not found',
  courtNotFound: 'Court not found',
  slotNotFound: 'Slot not found',
  groupActivity: 'Group sessions have no waitlist: book a free place instead',
  slotFree: 'This slot is free: book it instead',
  slotStarted: 'This slot has already started',
  alreadyWaiting: 'This customer is already on the waitlist for this slot',
  notLive: 'This entry is no longer on the waitlist',
  notOffered: 'This entry has no offer to book',
  nameRequired: 'Name is required',
  nameTooLong: `Name cannot be longer than ${WAITLIST_NAME_MAX} characters`,
  mobileRequired: 'Mobile is required',
  invalidMobile: 'Invalid mobile number',
  invalidEmail: 'Invalid email',
} as const;

/** The customer waiting: the checkout's customer fields, checked the way the checkout checks them. */
export const waitlistCustomer = z
  .object({
    name: z.string().trim().min(1, WaitlistMessages.nameRequired).max(WAITLIST_NAME_MAX, WaitlistMessages.nameTooLong),
    countryCode: callingCodeField,
    mobile: z.string().trim().min(1, WaitlistMessages.mobileRequired).max(30, WaitlistMessages.invalidMobile),
    email: z
      .string()
      .trim()
      .max(MAX_EMAIL_LENGTH, WaitlistMessages.invalidEmail)
      .refine(isBlankOrEmail, WaitlistMessages.invalidEmail)
      .optional()
      .default(''),
  })
  .superRefine((c, ctx) => {
    // An empty calling code is the club's own: the server checks the number against it.
    if (c.mobile !== '' && c.countryCode.trim() !== '' && !isValidMobile(c.countryCode, c.mobile)) {
      ctx.addIssue({ code: 'custom', path: ['mobile'], message: WaitlistMessages.invalidMobile });
    }
  });
export type WaitlistCustomer = z.infer<typeof waitlistCustomer>;

/** POST /api/waitlist and POST /api/marketplace/waitlist */
export const waitlistAddRequest = z.object({
  activityId: idNumber,
  date: isoDate,
  time: wireTime,
  /** One court, or null: any court of the activity at that time. */
  courtId: idNumber.nullable(),
  customerDetails: waitlistCustomer,
});
export type WaitlistAddRequest = z.infer<typeof waitlistAddRequest>;
export const waitlistAddReply = reply({ entryId: z.number().int().optional() });

/** GET /api/waitlist?activityId=&date= */
export const waitlistQuery = z.object({ activityId: idNumber, date: isoDate });

/** POST /api/waitlist/remove and POST /api/waitlist/convert */
export const waitlistEntryRequest = z.object({ entryId: idNumber });

export const waitlistEntrySchema = z.object({
  entryId: z.number().int(),
  /** 1-based place among the day's entries of the same slot that are still waiting or offered; null otherwise. */
  position: z.number().int().nullable(),
  activityId: z.number().int(),
  date: z.string(),
  time: z.string(),
  courtId: z.number().int().nullable(),
  courtName: z.string().nullable(),
  customerName: z.string(),
  countryCode: z.string(),
  mobile: z.string(),
  email: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  source: z.enum(['desk', 'marketplace']),
  createdAt: z.string(),
  /** While offered (and after): the court offered. */
  offeredCourtId: z.number().int().nullable(),
  offeredCourtName: z.string().nullable(),
  /** While offered: when the offer runs out (ISO instant). */
  offerExpiresAt: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export const waitlistReply = reply({ entries: z.array(waitlistEntrySchema).optional() });

/** POST /api/waitlist/convert: the offer is now a hold in the desk's cart, for this customer. */
export const waitlistConvertReply = reply({
  customerDetails: z.object({ name: z.string(), countryCode: z.string(), mobile: z.string(), email: z.string() }).optional(),
});
