import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import type { SaleTax } from '../../ledger/tax-on-top';

/** A new member_subscriptions row. */
export interface NewSubscription {
  clubId: number;
  memberId: number;
  packageId: number;
  renewsId: number | null;
  startDate: string;
  renewalDate: string;
  period: number;
  grossMinor: number;
  discountMinor: number;
  tookTicket: boolean;
  userId: number | null;
  /** GST on top fixed at the sale (ADR 0082); none when prices include tax (and for imports). */
  tax?: SaleTax;
}

/**
 * The one INSERT of subscriptions: the desk's Subscribe (one row) and the importer (a batch)
 * both write here, so every subscription gets the same columns. One statement for any number;
 * returns the ids in the order given (a set never holds two terms of one member and package
 * starting the same day).
 */
export async function insertSubscriptions(q: Queryable, list: NewSubscription[]): Promise<number[]> {
  if (list.length === 0) return [];
  const out = await rows<{ id: number; memberId: number; packageId: number; startDate: string }>(
    q,
    sql`INSERT INTO member_subscriptions (club_id, member_id, package_id, renews_id, start_date, renewal_date, period,
                                          gross_minor, discount_minor, took_ticket, user_id, tax_rate_bp, tax_inter_state)
        SELECT x.club_id, x.member_id, x.package_id, x.renews_id, x.start_date, x.renewal_date, x.period,
               x.gross_minor, x.discount_minor, x.took_ticket, x.user_id, x.tax_rate_bp, x.tax_inter_state
        FROM jsonb_to_recordset(${JSON.stringify(
          list.map((s) => ({
            club_id: s.clubId,
            member_id: s.memberId,
            package_id: s.packageId,
            renews_id: s.renewsId,
            start_date: s.startDate,
            renewal_date: s.renewalDate,
            period: s.period,
            gross_minor: s.grossMinor,
            discount_minor: s.discountMinor,
            took_ticket: s.tookTicket,
            user_id: s.userId,
            tax_rate_bp: s.tax?.rateBp ?? 0,
            tax_inter_state: s.tax?.interState ?? false,
          })),
        )}::jsonb)
          AS x(club_id int, member_id int, package_id int, renews_id int, start_date date, renewal_date date, period int,
               gross_minor bigint, discount_minor bigint, took_ticket boolean, user_id int, tax_rate_bp int, tax_inter_state boolean)
        RETURNING id, member_id AS "memberId", package_id AS "packageId", start_date::text AS "startDate"`,
  );
  // RETURNING promises no order: each row is found again by what tells it apart in the set.
  const key = (s: { memberId: number; packageId: number; startDate: string }) => `${s.memberId}|${s.packageId}|${s.startDate}`;
  const ids = new Map(out.map((r) => [key(r), r.id]));
  return list.map((s) => ids.get(key(s))!);
}
