import { bigint, boolean, date, integer, jsonb, pgTable, primaryKey, smallint, text, time, timestamp } from 'drizzle-orm/pg-core';

export const bookings = pgTable('bookings', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  activityId: integer('activity_id').notNull(),
  bookingDate: date('booking_date').notNull(),
  startTime: time('start_time').notNull(),
  endTime: time('end_time').notNull(),
  slotCount: integer('slot_count').notNull(),
  memberId: integer('member_id'),
  customerId: integer('customer_id'),
  customerName: text('customer_name').notNull(),
  customerCountryCode: text('customer_country_code').notNull(),
  customerMobile: text('customer_mobile').notNull(),
  customerEmail: text('customer_email'),
  remarks: text('remarks'),
  courtGrossMinor: bigint('court_gross_minor', { mode: 'number' }).notNull(),
  volumeDiscountMinor: bigint('volume_discount_minor', { mode: 'number' }).notNull().default(0),
  clubDiscountMinor: bigint('club_discount_minor', { mode: 'number' }).notNull().default(0),
  creditsMinor: bigint('credits_minor', { mode: 'number' }).notNull().default(0),
  isMarketplace: boolean('is_marketplace').notNull().default(false),
  cancelled: boolean('cancelled').notNull().default(false),
  place: text('place').notNull(),
  handler: text('handler').notNull(),
  userId: integer('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set on the occurrences of a pattern booking (schema/patterns.ts). */
  patternId: integer('pattern_id'),
  // 0040_booking_lifecycle
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  cancelRemarks: text('cancel_remarks'),
  marketplaceCancelRemarks: text('marketplace_cancel_remarks'),
  refundType: smallint('refund_type'),
  noShow: boolean('no_show').notNull().default(false),
  rescheduleEnabled: boolean('reschedule_enabled').notNull().default(false),
  checkinSecret: text('checkin_secret').notNull(),
});

export const bookingSlots = pgTable('booking_slots', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  bookingId: integer('booking_id').notNull(),
  courtId: integer('court_id').notNull(),
  slotDate: date('slot_date').notNull(),
  slotTime: time('slot_time').notNull(),
  endTime: time('end_time').notNull(),
  count: integer('count').notNull().default(1),
  grossMinor: bigint('gross_minor', { mode: 'number' }).notNull(),
  priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
});

export const bookingExtras = pgTable('booking_extras', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  bookingId: integer('booking_id').notNull(),
  extraId: integer('extra_id'),
  name: text('name').notNull(),
  priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
  quantity: integer('quantity').notNull(),
  isRent: boolean('is_rent').notNull().default(false),
  discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
});

/** Every money movement; balances are derived from these rows. */
export const transactions = pgTable('transactions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  type: smallint('type').notNull(),
  mode: smallint('mode').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  target: text('target').$type<'court' | 'extras' | 'member' | 'subscription' | 'event'>().notNull().default('court'),
  bookingId: integer('booking_id'),
  memberId: integer('member_id'),
  handler: text('handler').notNull(),
  place: text('place').notNull(),
  userId: integer('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  kind: text('kind').$type<'payment' | 'refund'>().notNull().default('payment'),
  patternId: integer('pattern_id'),
  subscriptionId: integer('subscription_id'),
  eventRegistrationId: integer('event_registration_id'),
  refundOf: integer('refund_of'),
  remarks: text('remarks'),
  bookingExtraId: integer('booking_extra_id'),
});

export const notificationOutbox = pgTable('notification_outbox', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  // 0070: null for mail that belongs to no club yet (a Get in touch from the login page).
  clubId: integer('club_id'),
  channel: text('channel').$type<'sms' | 'email' | 'payment_link'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  bookingId: integer('booking_id'),
  status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  // 0003: delivery bookkeeping of the dispatcher (server/modules/outbox).
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  unsentLoggedAt: timestamp('unsent_logged_at', { withTimezone: true }),
  // 0042: the booking's check-in code on a confirmation; email attaches its QR.
  checkinCode: text('checkin_code'),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    clubId: integer('club_id').notNull(),
    // 0011: keys are scoped to the user who sent them; request_hash = digest of the request.
    userId: integer('user_id').notNull().default(0),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.userId, t.route, t.key] })],
);

export const changeLog = pgTable('change_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  activityId: integer('activity_id').notNull(),
  slotDate: date('slot_date').notNull(),
  kind: text('kind').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The booking invariant (0002_booking.sql): occupancy rows of bookings, holds and blocks; an
 * exclusion constraint forbids two exclusive rows with one lock key and overlapping times.
 * `during` (tsrange) is written through raw SQL; drizzle has no range type.
 */
export const occupancy = pgTable('occupancy', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  courtId: integer('court_id').notNull(),
  activityId: integer('activity_id').notNull(),
  lockKey: text('lock_key').notNull(),
  kind: text('kind').$type<'booking' | 'hold' | 'block'>().notNull(),
  exclusive: boolean('exclusive').notNull().default(true),
  count: integer('count').notNull().default(1),
  viaBrother: boolean('via_brother').notNull().default(false),
  sourceCourtId: integer('source_court_id').notNull(),
  bookingId: integer('booking_id'),
  bookingSlotId: integer('booking_slot_id'),
  cartSlotId: integer('cart_slot_id'),
  blockId: integer('block_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
