// config holds the club's settings: contract/club-settings.ts, read through server/modules/club-settings.
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const clubs = pgTable('clubs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  callingCode: text('calling_code').notNull().default('+91'),
  currency: text('currency').notNull().default('rs'),
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
