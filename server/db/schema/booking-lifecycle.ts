import { bigint, date, integer, pgTable, text, time, timestamp, unique } from 'drizzle-orm/pg-core';

/** 0040_booking_lifecycle: attendees checked in, one row each. */
export const bookingCheckins = pgTable(
  'booking_checkins',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clubId: integer('club_id').notNull(),
    bookingId: integer('booking_id').notNull(),
    attendeeId: integer('attendee_id').notNull(),
    handler: text('handler').notNull(),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.bookingId, t.attendeeId)],
);

/** Where a booking was before each reschedule. */
export const bookingReschedules = pgTable('booking_reschedules', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  bookingId: integer('booking_id').notNull(),
  courtName: text('court_name').notNull(),
  slotDate: date('slot_date').notNull(),
  startTime: time('start_time').notNull(),
  endTime: time('end_time').notNull(),
  grossMinor: bigint('gross_minor', { mode: 'number' }).notNull(),
  handler: text('handler').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
