import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rows } from '../db/rows';

/**
 * The only writer of booking_fees (ADR 0079): a late-cancel or no-show fee is its own money line
 * on a booking, owed beside the court price and the add-ons (balances.ts feeOwedSql). Paying it
 * is a money row of target 'fee' (money-rows.ts) or a credits row of reason 'fee'.
 */
export type FeeKind = 'late_cancel' | 'no_show';

export async function addBookingFee(
  q: Queryable,
  f: { clubId: number; bookingId: number; kind: FeeKind; amountMinor: number },
): Promise<void> {
  if (f.amountMinor <= 0) return;
  await q.execute(
    sql`INSERT INTO booking_fees (club_id, booking_id, kind, amount_minor) VALUES (${f.clubId}, ${f.bookingId}, ${f.kind}, ${f.amountMinor})`,
  );
}

/** Deletes a booking's fees of one kind; returns what they came to. */
export async function removeBookingFees(q: Queryable, clubId: number, bookingId: number, kind: FeeKind): Promise<number> {
  const gone = await rows<{ amount: number }>(
    q,
    sql`DELETE FROM booking_fees WHERE club_id = ${clubId} AND booking_id = ${bookingId} AND kind = ${kind} RETURNING amount_minor::float8 AS amount`,
  );
  return gone.reduce((n, r) => n + r.amount, 0);
}

/** A booking's fee lines, oldest first (Booking Details). */
export async function bookingFeeLines(q: Queryable, clubId: number, bookingId: number) {
  return rows<{ id: number; kind: FeeKind; amountMinor: number; createdAt: string }>(
    q,
    sql`SELECT id, kind, amount_minor::float8 AS "amountMinor", to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"
        FROM booking_fees WHERE club_id = ${clubId} AND booking_id = ${bookingId} ORDER BY id`,
  );
}
