import { bigint, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Columns every person a club books for has (members and non-members); fresh per table. */
function personColumns() {
  return {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clubId: integer('club_id').notNull(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull().default('+91'),
    mobile: text('mobile').notNull(),
    email: text('email'),
  };
}

export const members = pgTable('members', {
  ...personColumns(),
  gender: text('gender').$type<'M' | 'F' | 'O'>(),
  address: text('address'),
  uniqueId: text('unique_id'),
  /** scrypt hash of the PIN (server/lib/passwords.ts). */
  pinHash: text('pin_hash'),
  creditsExpiry: date('credits_expiry'),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when the member is deleted: their bookings and money rows keep pointing at the row. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** Transaction id of the last change (set by a trigger): the members mirror syncs from it. */
  syncXid: bigint('sync_xid', { mode: 'number' }).notNull().default(0),
});

/** Ledger of member credits: the balance is the sum of amountMinor. */
export const memberCreditEntries = pgTable('member_credit_entries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  memberId: integer('member_id').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  reason: text('reason').$type<'recharge' | 'package' | 'redeem' | 'refund' | 'adjust'>().notNull(),
  bookingId: integer('booking_id'),
  transactionId: integer('transaction_id'),
  /** A pattern paid (negative) or refunded (positive) with credits (migration 0105, ADR 0037). */
  patternId: integer('pattern_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Non-members who booked. */
export const customers = pgTable('customers', {
  ...personColumns(),
  uniqueId: text('unique_id'),
  company: text('company'),
  additionalInfo: text('additional_info'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
