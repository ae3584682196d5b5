import { bigint, boolean, date, integer, jsonb, pgTable, smallint, text, time, timestamp } from 'drizzle-orm/pg-core';
import type { SlotDiscountMap } from './booking-pricing';

export const clubExtras = pgTable('club_extras', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  /** null = club-wide add-on. */
  activityId: integer('activity_id'),
  name: text('name').notNull(),
  priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
  isRent: boolean('is_rent').notNull().default(false),
  quantity: integer('quantity').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const carts = pgTable('carts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  userId: integer('user_id').notNull(),
  // 0012: the terminal (session) the cart belongs to; unique per club.
  sessionId: bigint('session_id', { mode: 'number' }).notNull(),
  clubDiscountMinor: bigint('club_discount_minor', { mode: 'number' }).notNull().default(0),
  creditsMinor: bigint('credits_minor', { mode: 'number' }).notNull().default(0),
  creditsMemberId: integer('credits_member_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartSlots = pgTable('cart_slots', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  cartId: integer('cart_id').notNull(),
  activityId: integer('activity_id').notNull(),
  activityType: smallint('activity_type').notNull(),
  courtId: integer('court_id').notNull(),
  slotDate: date('slot_date').notNull(),
  slotTime: time('slot_time').notNull(),
  endTime: time('end_time').notNull(),
  count: integer('count').notNull().default(1),
  unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
  priceSlotKey: text('price_slot_key').notNull(),
  slotDiscount: jsonb('slot_discount').$type<SlotDiscountMap>().notNull().default({}),
  holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartExtras = pgTable('cart_extras', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  cartId: integer('cart_id').notNull(),
  extraId: integer('extra_id'),
  name: text('name').notNull(),
  priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
  quantity: integer('quantity').notNull(),
  isRent: boolean('is_rent').notNull().default(false),
  advanceMinor: bigint('advance_minor', { mode: 'number' }).notNull().default(0),
  discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
  mode: smallint('mode').notNull().default(0),
  useCredits: boolean('use_credits').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
