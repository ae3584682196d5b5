import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rows } from '../db/rows';
import type { TransactionRow } from '../../contract/booking-actions';
import { toMajor } from '../core/money';

/** Transactions (Booking Id): every money row of one booking of the club, oldest first. */
export async function bookingTransactions(q: Queryable, clubId: number, bookingId: number): Promise<TransactionRow[]> {
  const list = await rows<
    Omit<TransactionRow, 'amount' | 'credits' | 'utr'> & { amountMinor: number; creditsMinor: number | null; utr: string | null }
  >(
    q,
    sql`SELECT t.id AS "transactionId", t.type::int AS type, t.kind, t.target,
               to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS timestamp,
               t.place, t.handler, t.amount_minor::float8 AS "amountMinor", t.mode::int AS mode, t.utr,
               (SELECT abs(SUM(e.amount_minor))::float8 FROM member_credit_entries e WHERE e.transaction_id = t.id) AS "creditsMinor"
        FROM transactions t WHERE t.club_id = ${clubId} AND t.booking_id = ${bookingId} ORDER BY t.id`,
  );
  // Credits that moved with a row (a fee paid from credits, given back: ADR 0079 addendum).
  return list.map(({ amountMinor, creditsMinor, utr, ...t }) => ({
    ...t,
    amount: toMajor(amountMinor),
    ...(utr ? { utr } : {}),
    ...(creditsMinor ? { credits: toMajor(creditsMinor) } : {}),
  }));
}
