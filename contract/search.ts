import { z } from 'zod';
import { reply } from './envelope';
import { money } from './booking-fields';
import { paginationData } from './blocking';

/** Find Bookings (spec 1 §2, §4, §5, §7; feature 6). */
export const SearchMessages = {
  inputRequired: 'Booking ID or phone number is required',
  noResults: 'No Matching Results. Try to find by some other details.',
  regularPlaceholder: 'Booking ID or Phone Number',
  bulkPlaceholder: 'Pattern Booking ID or Phone Number',
} as const;

export const SEARCH_PAGE_SIZE = 10;

/** GET /api/booking/search and /api/booking/pattern/search. No input = the default list (newest first). */
export const searchQuery = z.object({
  input: z.string().max(40).optional(),
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
