import { integer, pgTable, smallint, text, time, timestamp } from 'drizzle-orm/pg-core';

export const activities = pgTable('activities', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  name: text('name').notNull(),
  /** 0: courts booked whole; 1: group session sold by the head up to maxSlotCount. */
  type: smallint('type').$type<0 | 1>().notNull(),
  maxSlotCount: integer('max_slot_count').notNull().default(1),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const priceClasses = pgTable('price_classes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  activityId: integer('activity_id').notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const courts = pgTable('courts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  activityId: integer('activity_id').notNull(),
  name: text('name').notNull(),
  /** HH:mm:ss in the club's time zone. */
  openTime: time('open_time').notNull(),
  /** HH:mm:ss; 00:00:00 means open until midnight. */
  closeTime: time('close_time').notNull(),
  slotDurationMinutes: integer('slot_duration_minutes').notNull(),
  /** Courts sharing ground with this one: booking one locks the others. */
  brothers: integer('brothers').array().notNull().default([]),
  priceClassId: integer('price_class_id'),
  peoplePerCourt: integer('people_per_court').notNull().default(1),
  info: text('info').notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
