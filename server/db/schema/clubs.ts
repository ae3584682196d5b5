import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Settings of a club the console reads (sent as userAuth.config). */
export interface ClubConfig {
  /** How long a cart holds its slots. */
  cartHoldMinutes: number;
  /** Checkout demands a customer email. */
  emailRequired: boolean;
  [key: string]: unknown;
}

export const DEFAULT_CLUB_CONFIG: ClubConfig = { cartHoldMinutes: 10, emailRequired: false };

export const clubs = pgTable('clubs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  callingCode: text('calling_code').notNull().default('+91'),
  currency: text('currency').notNull().default('rs'),
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  config: jsonb('config').$type<Partial<ClubConfig>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
