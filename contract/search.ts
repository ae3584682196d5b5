import { z } from 'zod';
import { reply } from './envelope';
import { money } from './booking-fields';
import { paginationData } from './blocking';
import { textLength } from './text-length';

/** Longest Find Bookings text: a name, a phone number typed with spaces, or an id. */
export const SEARCH_INPUT_MAX = 50;
/** A name is searched from its third letter on (spec 2's member search by name). */
export const NAME_SEARCH_MIN = 3;

/** Find Bookings (spec 1 §2, §4, §5, §7; feature 6). */
export const SearchMessages = {
  inputRequired: 'Booking ID or phone number is required',
  noResults: 'No Matching Results. Try to find by some other details.',
  regularPlaceholder: 'Booking ID, Phone Number or Name',
  bulkPlaceholder: 'Pattern Booking ID, Phone Number or Name',
  inputTooLong: `Search cannot be longer than ${SEARCH_INPUT_MAX} characters`,
  idNotWhole: 'A booking ID is a positive whole number',
  nameTooShort: `Type at least ${NAME_SEARCH_MIN} letters of the name`,
} as const;

/**
 * What a Find Bookings text asks for (issue 27 item 6), judged the same in the console and on the
 * server: a text with a letter is a customer's name; anything else is an id or a phone number.
 * "-1" or "2.5" is refused rather than read as booking 1 or 25: a typed sign or point is never
 * dropped. Blank is judged by the caller (it means the default list on the wire).
 */
export function searchInputProblem(input: string): string | null {
  const text = input.trim();
  if (textLength(text) > SEARCH_INPUT_MAX) return SearchMessages.inputTooLong;
  if (isNameSearch(text)) return textLength(text) < NAME_SEARCH_MIN ? SearchMessages.nameTooShort : null;
  if (/^-\s*\d/.test(text) || /\d[.,]\d/.test(text)) return SearchMessages.idNotWhole;
  return null;
}

/** A name has a letter in it (any script); ids and phone numbers do not. */
export function isNameSearch(text: string): boolean {
  return /\p{L}/u.test(text);
}

export const SEARCH_PAGE_SIZE = 10;

/** GET /api/booking/search and /api/booking/pattern/search. No input = the default list (newest first). */
export const searchQuery = z.object({
  input: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      const problem = v === undefined ? null : searchInputProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  activityId: z.coerce.number().int().positive().optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

const customerDetails = z.object({
  customerName: z.string(),
  customerMobile: z.string(),
  customerEmail: z.string().nullable(),
  customerCountryCode: z.string(),
});

export const bookingStatus = z.enum(['Upcoming', 'Ongoing', 'Completed', 'Cancelled']);

export const foundBooking = z.object({
  bookingId: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string(),
  activityType: z.number().int(),
  customerDetails,
  dateBooked: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  courts: z.array(z.string()),
  slotCount: z.number().int(),
  bookingStatus,
  bookingCancelled: z.boolean(),
  isMarketplaceBooking: z.boolean(),
  place: z.string(),
  handler: z.string(),
  bookingTimestamp: z.string(),
  balance: money,
  paymentPending: z.boolean(),
});
export type FoundBooking = z.infer<typeof foundBooking>;
export const bookingSearchReply = reply({ bookingDetails: z.array(foundBooking).optional(), paginationData: paginationData.optional() });

export const foundPattern = z.object({
  patternBookingId: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string(),
  sport: z.string(),
  customerDetails,
  courts: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  allDay: z.boolean(),
  days: z.array(z.number().int()),
  slotCount: z.number().int(),
  timestamp: z.string(),
  place: z.string(),
  handler: z.string(),
  /** 0 active, 1 cancelled, 2 partially cancelled (ADR 0025). */
  cancelled: z.number().int(),
  /** What the search table shows: 'Ongoing', 'Completed' or 'Cancelled' (ADR 0025). */
  status: z.enum(['Ongoing', 'Completed', 'Cancelled']),
  isMarketplaceBooking: z.boolean(),
  occurrences: z.number().int(),
  cancelledOccurrences: z.number().int(),
  balance: money,
  paymentPending: z.boolean(),
  remarks: z.string().nullable(),
});
export type FoundPattern = z.infer<typeof foundPattern>;
export const patternSearchReply = reply({ patternBookings: z.array(foundPattern).optional(), paginationData: paginationData.optional() });
