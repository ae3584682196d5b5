import { z } from 'zod';
import { reply } from './envelope';
import { idNumber, isoDate, wireTime } from './booking-fields';
import { isEmail, MAX_EMAIL_LENGTH } from './email';

export const MarketplaceMessages = {
  invalidKey: 'Invalid or revoked API key',
  keyCreated: 'API key created. Copy it now: it is not shown again',
  keyRevoked: 'API key revoked',
  keyNotFound: 'API key not found',
  nameRequired: 'Name is required',
  booked: 'Booking confirmed',
  rescheduleNotEnabled: 'The club has not enabled reschedule for this booking',
  paidTooMuch: 'Paid amount cannot be greater than the price',
  limitSaved: 'Request limit saved',
  /** 429: the key sent more requests this minute than its limit allows (Retry-After says when to try again). */
  tooManyRequests: 'Too many requests for this API key: try again in a minute',
} as const;

/** Requests a key may send per minute unless its admin sets another limit (ADR 0070). */
export const DEFAULT_KEY_PER_MINUTE = 120;
export const MAX_KEY_PER_MINUTE = 6_000;
/** A key's request limit, refused by name when it is not a whole number in range (never clamped). */
export const keyPerMinute = z
  .number({ error: 'Requests per minute must be a number' })
  .int('Requests per minute must be a whole number')
  .min(1, 'Requests per minute must be at least 1')
  .max(MAX_KEY_PER_MINUTE, `Requests per minute cannot be more than ${MAX_KEY_PER_MINUTE.toLocaleString('en-IN')}`);

/** The header the marketplace sends its key in (Authorization: Bearer <key> works too). */
export const MARKETPLACE_KEY_HEADER = 'x-api-key';

export const marketplaceKeyView = z.object({
  id: z.number().int(),
  name: z.string(),
  keyPrefix: z.string(),
  /** Requests the key may send per minute; more are answered 429 with Retry-After. */
  perMinute: z.number().int(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type MarketplaceKeyView = z.infer<typeof marketplaceKeyView>;
export const marketplaceKeysReply = reply({ keys: z.array(marketplaceKeyView).optional() });
export const createKeyRequest = z.object({ name: z.string().max(60), perMinute: keyPerMinute.optional() });
export const createKeyReply = reply({ key: z.string().optional(), keyInfo: marketplaceKeyView.optional() });
export const revokeKeyRequest = z.object({ id: idNumber });
export const keyLimitRequest = z.object({ id: idNumber, perMinute: keyPerMinute });

/** A partner's customer e-mail: absent, or an address under the product's one rule (blank is not one). */
const marketplaceEmail = z.string().trim().max(MAX_EMAIL_LENGTH).refine(isEmail, 'Invalid email').nullish();

/** POST /api/marketplace/bookings: a court sold online (unpaid = pay later at the venue). */
export const marketplaceBookingRequest = z.object({
  activityId: idNumber,
  courtId: idNumber,
  date: isoDate,
  time: wireTime,
  customer: z.object({
    name: z.string().min(1).max(100),
    countryCode: z.string().max(6).default('+91'),
    mobile: z.string().max(20),
    email: marketplaceEmail,
  }),
  paidAmount: z.number().min(0).default(0),
});
export const marketplaceBookingReply = reply({ bookingId: z.number().int().optional(), price: z.number().optional() });
export const marketplaceCancelRequest = z.object({ bookingId: idNumber, remarks: z.string().max(200).nullish() });
export const marketplaceRescheduleRequest = z.object({
  bookingId: idNumber,
  rescheduleDate: isoDate,
  startTime: wireTime,
  courtId: idNumber,
});

const marketplaceCustomer = z.object({
  name: z.string().min(1).max(100),
  countryCode: z.string().max(6).default('+91'),
  mobile: z.string().max(20),
  email: marketplaceEmail,
});

/** GET /api/marketplace/events: what can be registered for now (active, not yet closed). */
export const marketplaceEventsReply = reply({
  events: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        categories: z.array(
          z.object({
            id: z.number().int(),
            name: z.string(),
            price: z.number(),
            ticketsLeft: z.number().int(),
            startDate: z.string(),
            endDate: z.string(),
            subCategories: z.array(z.object({ id: z.number().int(), name: z.string() })),
          }),
        ),
      }),
    )
    .optional(),
});

/** POST /api/marketplace/events/registration: tickets sold online (paid online, or pay later at the venue). */
export const marketplaceRegistrationRequest = z.object({
  eventId: idNumber,
  categoryId: idNumber,
  subCategoryId: idNumber.nullish(),
  tickets: z.number().int().min(1).max(1000),
  customer: marketplaceCustomer,
  paidAmount: z.number().min(0).max(100_000_000).default(0),
});
export const marketplaceRegistrationReply = reply({ registrationId: z.number().int().optional(), total: z.number().optional() });
