import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** 0070: "Get in touch" enquiries; see server/modules/support. */
export const partnerEnquiries = pgTable('partner_enquiries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id'),
  userId: integer('user_id'),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  venue: text('venue'),
  message: text('message').notNull(),
  ip: text('ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
