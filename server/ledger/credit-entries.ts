import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';

/**
 * The only writer of member_credit_entries (issue 25): a member's credits are the sum of their
 * rows, so every recharge, package grant, redemption and refund of credits is one row here.
 * Credits spent or given back are not takings (the money came in at the recharge), so a redeem or
 * refund carries no transactions row; a paid recharge points at its money row.
 */
export type CreditReason = 'recharge' | 'package' | 'redeem' | 'refund' | 'opening' | 'fee' | 'fee_refund';

export interface CreditEntry {
  clubId: number;
  memberId: number;
  /** Signed: what the member gains (recharge, package, refund) or, negative, spends (redeem). */
  amountMinor: number;
  reason: CreditReason;
  transactionId?: number | null;
  patternId?: number | null;
  bookingId?: number | null;
}

const INSERT = sql`INSERT INTO member_credit_entries (club_id, member_id, amount_minor, reason, transaction_id, pattern_id, booking_id)`;

/** Writes one credits row. */
export async function recordCreditEntry(q: Queryable, e: CreditEntry): Promise<void> {
  await q.execute(
    sql`${INSERT} VALUES (${e.clubId}, ${e.memberId}, ${e.amountMinor}, ${e.reason}, ${e.transactionId ?? null},
      ${e.patternId ?? null}, ${e.bookingId ?? null})`,
  );
}

/** Writes many credits rows in one statement (an import's batch). */
export async function recordCreditEntries(q: Queryable, list: CreditEntry[]): Promise<void> {
  if (list.length === 0) return;
  const values = list.map(
    (e) =>
      sql`(${e.clubId}, ${e.memberId}, ${e.amountMinor}, ${e.reason}, ${e.transactionId ?? null}, ${e.patternId ?? null}, ${e.bookingId ?? null})`,
  );
  await q.execute(sql`${INSERT} VALUES ${sql.join(values, sql`, `)}`);
}

/**
 * The INSERT of one credits row whose booking is selected by `bookingFrom` (a CTE of the
 * embedding statement yielding `id`, e.g. the booking a checkout has just written).
 */
export function creditEntryForBookingSql(e: Omit<CreditEntry, 'bookingId'>, bookingFrom: SQL): SQL {
  return sql`${INSERT} SELECT ${e.clubId}::int, ${e.memberId}::int, ${e.amountMinor}::bigint, ${e.reason}::text,
    ${e.transactionId ?? null}::int, ${e.patternId ?? null}::int, id FROM ${bookingFrom}`;
}
