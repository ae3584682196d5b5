import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rows } from '../db/rows';
import { InputError } from '../core/input-error';
import { UtrMessages } from '../../contract/upi';

/**
 * One money movement (DESIGN "Money"). Payments are positive; a refund is its own row with a
 * negative amount and kind 'refund', so summing a booking's rows gives what the club holds for it.
 */
export interface NewTransaction {
  clubId: number;
  /** Transaction type code of spec 1 §9 / spec 2 §9. */
  type: number;
  /** Payment mode 0–4 (4: UPI, ADR 0082). */
  mode: number;
  /** The UPI payment's 12-digit UTR, when the desk recorded it (mode 4 only; ADR 0082 addendum). */
  utr?: string | null;
  amountMinor: number;
  target: 'court' | 'extras' | 'member' | 'subscription' | 'event' | 'fee';
  kind?: 'payment' | 'refund';
  bookingId?: number | null;
  memberId?: number | null;
  patternId?: number | null;
  subscriptionId?: number | null;
  eventRegistrationId?: number | null;
  refundOf?: number | null;
  /** The add-on line a payment is for (Pay Now (Addons)). */
  bookingExtraId?: number | null;
  remarks?: string | null;
  /**
   * Money the venue's previous software took (an imported booking or subscription, ADR 0074):
   * it counts toward balances, never toward takings (dashboard, master report, cash close).
   */
  opening?: boolean;
  handler: string;
  place: string;
  userId: number | null;
}

/**
 * The INSERT of some money rows as one SQL statement, for a caller that embeds it in a larger
 * statement (the checkout writes its booking and payment together): `bookingId` then stands for
 * every row's booking (e.g. `(SELECT id FROM b)`, a CTE of that statement). recordTransactions
 * runs the same INSERT on its own: one column list for every money row.
 */
export function insertTransactionsSql(list: NewTransaction[], links: { bookingId?: SQL } = {}): SQL {
  const values = list.map(
    (
      t,
    ) => sql`(${t.clubId}, ${t.type}, ${t.mode}, ${t.amountMinor}, ${t.target}, ${t.kind ?? 'payment'}, ${links.bookingId ?? t.bookingId ?? null},
               ${t.memberId ?? null}, ${t.patternId ?? null}, ${t.subscriptionId ?? null}, ${t.eventRegistrationId ?? null},
               ${t.refundOf ?? null}, ${t.remarks ?? null}, ${t.handler}, ${t.place}, ${t.userId}, ${t.bookingExtraId ?? null}, ${t.opening ?? false}, ${t.utr ?? null})`,
  );
  return sql`INSERT INTO transactions (club_id, type, mode, amount_minor, target, kind, booking_id, member_id, pattern_id,
                                  subscription_id, event_registration_id, refund_of, remarks, handler, place, user_id, booking_extra_id, opening, utr)
        VALUES ${sql.join(values, sql`, `)} RETURNING id`;
}

/**
 * One bank payment is one money row: a UTR already recorded in the club is refused with the
 * field named, before anything is written (a unique index is the last line). Every writer of a
 * row with a UTR calls it; recordTransactions does so itself.
 */
export async function refuseRecordedUtr(q: Queryable, list: readonly NewTransaction[]): Promise<void> {
  for (const t of list) {
    if (!t.utr) continue;
    // Racing desks typing the same UTR queue here until the first commits, then see its row: a
    // refusal naming the field, never the unique index's error.
    await q.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`utr:${t.clubId}:${t.utr}`}, 0))`);
    const [seen] = await rows<{ id: number }>(q, sql`SELECT id FROM transactions WHERE club_id = ${t.clubId} AND utr = ${t.utr} LIMIT 1`);
    if (seen) throw new InputError('utr', UtrMessages.taken);
  }
}

/** Writes money rows in one statement (the caller's transaction); returns their ids in order. */
export async function recordTransactions(q: Queryable, list: NewTransaction[]): Promise<number[]> {
  if (list.length === 0) return [];
  await refuseRecordedUtr(q, list);
  const out = await rows<{ id: number }>(q, insertTransactionsSql(list));
  return out.map((r) => r.id);
}
