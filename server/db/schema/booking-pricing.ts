import { bigint, date, integer, jsonb, pgTable, primaryKey, smallint, text, time, timestamp } from 'drizzle-orm/pg-core';

/** Volume discounts of a price slot: slot count (as text) → percent. */
export type SlotDiscountMap = Record<string, number>;

export const pricingRules = pgTable('pricing_rules', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  priceClassId: integer('price_class_id').notNull(),
  priceType: text('price_type').$type<'regular' | 'holiday' | 'special'>().notNull(),
  /** 0-6 Monday-Sunday, 7 holiday. */
  startDay: smallint('start_day').notNull(),
  endDay: smallint('end_day').notNull(),
  periodStart: date('period_start'),
  periodEnd: date('period_end'),
  slotMinutes: integer('slot_minutes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const priceSlots = pgTable('price_slots', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  ruleId: integer('rule_id').notNull(),
  startTime: time('start_time').notNull(),
  endTime: time('end_time').notNull(),
  priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
  slotDiscount: jsonb('slot_discount').$type<SlotDiscountMap>().notNull().default({}),
});

export const holidays = pgTable(
  'holidays',
  { clubId: integer('club_id').notNull(), holidayDate: date('holiday_date').notNull() },
  (t) => [primaryKey({ columns: [t.clubId, t.holidayDate] })],
);
