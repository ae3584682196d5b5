import { bigint, boolean, date, integer, jsonb, pgTable, smallint, text, time, timestamp } from 'drizzle-orm/pg-core';

/** Pattern (bulk) bookings: migration 0080; occurrences are bookings rows with pattern_id. */
export const patternBookings = pgTable('pattern_bookings', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  activityId: integer('activity_id').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  startTime: time('start_time').notNull(),
  endTime: time('end_time').notNull(),
  allDay: boolean('all_day').notNull().default(false),
  days: smallint('days').array().notNull(),
  courts: integer('courts').array().notNull(),
  slotCount: integer('slot_count').notNull().default(1),
  ignoreUnavailable: boolean('ignore_unavailable').notNull(),
  memberId: integer('member_id'),
  customerId: integer('customer_id'),
  customerName: text('customer_name').notNull(),
  customerCountryCode: text('customer_country_code').notNull(),
  customerMobile: text('customer_mobile').notNull(),
  customerEmail: text('customer_email'),
  remarks: text('remarks'),
  courtGrossMinor: bigint('court_gross_minor', { mode: 'number' }).notNull(),
  cancelFeeMinor: bigint('cancel_fee_minor', { mode: 'number' }).notNull().default(0),
  /** 0 active, 1 cancelled, 2 partially cancelled (ADR 0025). */
  cancelled: smallint('cancelled').notNull().default(0),
  skipped: jsonb('skipped').notNull().default([]),
  isMarketplace: boolean('is_marketplace').notNull().default(false),
  place: text('place').notNull(),
  handler: text('handler').notNull(),
  userId: integer('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Blocks: what was asked; the court time is occupancy rows of kind 'block' with block_id. */
export const blocks = pgTable('blocks', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  activityId: integer('activity_id').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  startTime: time('start_time').notNull(),
  endTime: time('end_time').notNull(),
  fullDay: boolean('full_day').notNull().default(false),
  days: smallint('days').array().notNull(),
  courts: integer('courts').array().notNull(),
  remarks: text('remarks'),
  handler: text('handler').notNull(),
  userId: integer('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Add-ons of a pattern booking: migration 0081; their money is transactions with pattern_id, target 'extras'. */
export const patternExtras = pgTable('pattern_extras', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  patternId: integer('pattern_id').notNull(),
  extraId: integer('extra_id'),
  name: text('name').notNull(),
  priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
  quantity: integer('quantity').notNull(),
  isRent: boolean('is_rent').notNull().default(false),
  discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
  handler: text('handler').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
