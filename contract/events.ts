import { z } from 'zod';
import { utrWire } from './upi';
import { wireAmount } from './money-input';
import { reply } from './envelope';
import { idNumber, isoDate, money } from './booking-fields';
import { INT4_MAX } from './wire-checks';

export const EventMessages = {
  notAvailable: 'Events Are Not Available',
  selectCategory: 'Please select a category',
  eventCreated: 'Event created',
  categoryCreated: 'Category created',
  subCategoryCreated: 'Sub-category created',
  statusUpdated: 'Category status updated',
  ticketsUpdated: 'Tickets updated',
  ticketsBelowSold: 'Total tickets cannot be less than sold tickets ({sold})',
  invalidTickets: 'Total tickets must be a whole number of 0 or more',
  nameRequired: 'Name is required',
  invalidPrice: 'Price must be a number of 0 or more',
  invalidDates: 'Please Select Valid Dates',
  eventNotFound: 'Event not found',
  categoryNotFound: 'Category not found',
  subCategoryNotFound: 'Sub-category not found',
  registered: 'Registration confirmed',
  soldOut: 'Only {left} ticket(s) left in this category',
  categoryInactive: 'This category is not active',
  outsideDates: 'Registrations for this category are closed',
  ticketCount: 'Tickets must be a whole number of 1 or more',
  paidTooHigh: 'Amount paid cannot be greater than the total',
  bookingNotFound: 'Registration not found',
  eventUpdated: 'Event updated',
  categoryUpdated: 'Category updated',
  subCategoryUpdated: 'Sub-category updated',
} as const;

export const EVENT_PAGE_SIZE = 10;
/** The downloaded file's fixed name (spec 2 §9). */
export const EVENT_EXPORT_FILE = 'event_booking.xlsx';
/** subCategory -1 = all sub-categories (spec 2 §7). */
export const ALL_SUB_CATEGORIES = -1;

export const eventListReply = reply({ eventList: z.array(z.object({ id: z.number().int(), name: z.string() })).optional() });

export const categorySchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  price: money,
  totalTickets: z.number().int(),
  soldTickets: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
});
export type EventCategory = z.infer<typeof categorySchema>;
export const subCategorySchema = z.object({ id: z.number().int(), categoryId: z.number().int(), name: z.string() });
export type EventSubCategory = z.infer<typeof subCategorySchema>;
export const categoryQuery = z.object({ eventId: idNumber });
export const categoryReply = reply({
  categoryList: z.array(categorySchema).optional(),
  subCategoryList: z.array(subCategorySchema).optional(),
});

/** Filters of the summary, the list and the export: no event = every event; subCategory -1 = all. */
export const eventFilterQuery = z.object({
  eventId: idNumber.optional(),
  categoryId: idNumber.optional(),
  // An id past int4 names no sub-category (0 matches none; -1 would mean all).
  subCategory: z.coerce
    .number()
    .int()
    .min(-1)
    .max(Number.MAX_SAFE_INTEGER)
    .transform((id) => (id > INT4_MAX ? 0 : id))
    .optional(),
});
export const summarySchema = z.object({
  totalTickets: z.number().int(),
  totalSoldTickets: z.number().int(),
  totalRegistrations: z.number().int(),
  paidRegistrations: z.number().int(),
  totalGross: money,
  totalPaid: money,
});
export type EventSummary = z.infer<typeof summarySchema>;
export const summaryReply = reply({ summaryDetails: summarySchema.optional() });

export const EVENT_SORTS = ['id', 'date', 'name'] as const;
export const bookingListQuery = eventFilterQuery.extend({
  page: z.coerce.number().int().min(1).default(1),
  sort: z.enum(EVENT_SORTS).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export const eventBookingSchema = z.object({
  bookingId: z.number().int(),
  dateBooked: z.string(),
  customerDetails: z.object({ customerName: z.string(), customerMobile: z.string(), customerEmail: z.string().nullable() }),
  slotCount: z.number().int(),
  source: z.enum(['desk', 'marketplace']),
  summary: z.object({ gross: money, advance: money }),
  subCategory: z.string().nullable(),
  categoryName: z.string(),
  eventName: z.string(),
});
export type EventBooking = z.infer<typeof eventBookingSchema>;
export const bookingListReply = reply({
  bookingDetails: z.array(eventBookingSchema).optional(),
  /** next = -1 on the last page; total = pages; records = registrations matching. */
  paginationData: z.object({ next: z.number().int(), total: z.number().int(), records: z.number().int() }).optional(),
});

export const eventBookingDetailsQuery = z.object({ bookingId: idNumber });
export const eventBookingDetailsReply = reply({
  booking: eventBookingSchema
    .extend({
      handler: z.string(),
      transactions: z.array(
        z.object({ transactionId: z.number().int(), amount: money, mode: z.number().int(), timestamp: z.string(), handler: z.string() }),
      ),
    })
    .optional(),
});

export const categoryStatusRequest = z.object({ categoryId: idNumber, status: z.boolean() });
export const categoryTicketsRequest = z.object({ categoryId: idNumber.nullish(), tickets: z.union([z.number(), z.string()]) });

const loose = z.union([z.number(), z.string()]).nullish();
export const eventCreateRequest = z.object({ name: z.string().max(200) });
export const categoryCreateRequest = z.object({
  eventId: idNumber,
  name: z.string().max(200),
  price: wireAmount('Registration fee'),
  totalTickets: loose,
  startDate: isoDate,
  endDate: isoDate,
  active: z.boolean().default(true),
});
export const subCategoryCreateRequest = z.object({ categoryId: idNumber, name: z.string().max(200) });
/** Edits (admins and managers with Events write): the same rules as creating. */
export const eventUpdateRequest = z.object({ eventId: idNumber, name: z.string().max(200) });
export const categoryUpdateRequest = categoryCreateRequest.omit({ eventId: true }).extend({ categoryId: idNumber });
export const subCategoryUpdateRequest = z.object({ subCategoryId: idNumber, name: z.string().max(200) });
export const createdReply = reply({ id: z.number().int().optional() });

/** POST /api/event/registration — a desk registration with payment. */
export const registrationRequest = z.object({
  eventId: idNumber,
  categoryId: idNumber,
  subCategoryId: idNumber.nullish(),
  tickets: loose,
  customerDetails: z.object({
    name: z.string().nullish(),
    countryCode: z.string().nullish(),
    mobile: z.string().nullish(),
    email: z.string().nullish(),
  }),
  paidAmount: wireAmount('Amount paid'),
  paymentMode: z.coerce.number().int().min(0).max(4).default(0),
  /** The UPI payment's UTR (mode 4 only, 12 digits; ADR 0082 addendum). */
  utr: utrWire,
});
export const registrationReply = reply({ bookingId: z.number().int().optional() });
