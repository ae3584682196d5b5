import { z } from 'zod';
import { feeLine } from './cancel-fees';
import { reply } from './envelope';
import { idNumber, money } from './booking-fields';

export const BookingMessages = { notFound: 'Booking not found' } as const;

/** GET /api/booking/details?bookingId= */
export const bookingDetailsQuery = z.object({ bookingId: idNumber });

/** `gst`: GST added on top of the price when the club's prices exclude tax (ADR 0082); 0 or absent otherwise. */
export const moneySummary = z.object({ gross: money, discount: money, gst: money.optional(), advance: money, balance: money });
export const bookingDetailsSchema = z.object({
  bookingId: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string(),
  activityType: z.number().int(),
  dateBooked: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  slotCount: z.number().int(),
  courts: z.array(z.string()),
  bookedCourts: z.array(z.object({ courtName: z.string(), time: z.string(), count: z.number().int() })),
  customerDetails: z.object({
    customerName: z.string(),
    customerEmail: z.string().nullable(),
    customerMobile: z.string(),
    customerCountryCode: z.string(),
  }),
  isMarketplaceBooking: z.boolean(),
  bookingCancelled: z.boolean(),
  bookingStatus: z.enum(['Upcoming', 'Ongoing', 'Completed', 'Cancelled']),
  place: z.string(),
  handler: z.string(),
  bookingTimestamp: z.string(),
  credits: money,
  balance: money,
  paymentPending: z.boolean(),
  remarks: z.string().nullable(),
  summary: moneySummary,
  courtSummary: moneySummary,
  extrasSummary: moneySummary,
  /** Late-cancel and no-show fees (ADR 0079): their own money line, in the balance above. */
  feeSummary: moneySummary.optional(),
  fees: z.array(feeLine).optional(),
  extras: z.array(
    z.object({
      id: z.number().int(),
      items: z.string(),
      quantity: z.number().int(),
      grossAmount: money,
      advance: money,
      discount: money,
      netAmount: money,
      balance: money,
    }),
  ),
});
export type BookingDetails = z.infer<typeof bookingDetailsSchema>;
export const bookingDetailsReply = reply({ bookingDetails: bookingDetailsSchema.optional() });

/** Server-sent event payload of GET /api/live?token= (event name 'change'). */
export const liveChangeEvent = z.object({ activityId: z.number().int(), date: z.string(), kind: z.string() });
export type LiveChangeEvent = z.infer<typeof liveChangeEvent>;
export const LIVE_EVENT_NAME = 'change';
