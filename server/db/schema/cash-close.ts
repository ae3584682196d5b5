import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** 0090: end-of-shift cash closes; see server/modules/cash-close. */
export const cashCloses = pgTable('cash_closes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  userId: integer('user_id').notNull(),
  handler: text('handler').notNull(),
  periodFrom: timestamp('period_from', { withTimezone: true }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  expectedCashMinor: bigint('expected_cash_minor', { mode: 'number' }).notNull(),
  cardMinor: bigint('card_minor', { mode: 'number' }).notNull(),
  otherMinor: bigint('other_minor', { mode: 'number' }).notNull(),
  countedCashMinor: bigint('counted_cash_minor', { mode: 'number' }).notNull(),
  differenceMinor: bigint('difference_minor', { mode: 'number' }).notNull(),
  remarks: text('remarks'),
});
