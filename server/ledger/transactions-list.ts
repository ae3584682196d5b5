import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rows } from '../db/rows';
import type { TransactionRow } from '../../contract/booking-actions';
import { toMajor } from '../core/money';

/** Transactions (Booking Id): every money row of one booking of the club, oldest first. */
export async function bookingTransactions(q: Queryable, clubId: number, bookingId: number): Promise<TransactionRow[]> {
  const list = await rows<Omit<TransactionRow, 'amount'> & { amountMinor: number }>(
    q,
    sql`SELECT id AS "transactionId", type::int AS type, kind, target,
               to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS timestamp,
               place, handler, amount_minor::float8 AS "amountMinor", mode::int AS mode
        FROM transactions WHERE club_id = ${clubId} AND booking_id = ${bookingId} ORDER BY id`,
  );
  return list.map(({ amountMinor, ...t }) => ({ ...t, amount: toMajor(amountMinor) }));
}
