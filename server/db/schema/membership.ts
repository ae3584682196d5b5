import { bigint, boolean, date, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Membership packages (migration 0050). memberLimit 0 = no limit. */
export const membershipPackages = pgTable('membership_packages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  name: text('name').notNull(),
  priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
  remarks: text('remarks').notNull().default(''),
  creditsMinor: bigint('credits_minor', { mode: 'number' }).notNull().default(0),
  memberLimit: integer('member_limit').notNull().default(0),
  soldTickets: integer('sold_tickets').notNull().default(0),
  additionalInfo: jsonb('additional_info').$type<string[]>().notNull().default([]),
  /** 1 rotational, 2 pro-rata. */
  type: smallint('type').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  startDate: date('start_date').notNull(),
  period: integer('period').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's subscription to a package; balance = net − payments linked by subscription_id. */
export const memberSubscriptions = pgTable('member_subscriptions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  memberId: integer('member_id').notNull(),
  packageId: integer('package_id').notNull(),
  renewsId: integer('renews_id'),
  startDate: date('start_date').notNull(),
  renewalDate: date('renewal_date').notNull(),
  period: integer('period').notNull(),
  grossMinor: bigint('gross_minor', { mode: 'number' }).notNull(),
  discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
  tookTicket: boolean('took_ticket').notNull(),
  status: text('status').$type<'active' | 'cancelled'>().notNull().default('active'),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  userId: integer('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One renewal reminder per subscription and renewal date. */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    clubId: integer('club_id').notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    renewalDate: date('renewal_date').notNull(),
    outboxId: integer('outbox_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.renewalDate] })],
);
