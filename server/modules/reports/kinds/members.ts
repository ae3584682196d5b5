import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { rows } from '../../../db/rows';
import { LIFETIME_DATE, TransactionType } from '../../../../contract/codes';
import { subscriptionOwedSql } from '../../../ledger/balances';
import { inPeriod, localStamp, type ReportScope } from '../period';
import { modeName, toMajor, type KindResult } from './shared';

/** Recharge report: credit recharges (type 5) taken in the period, with the credits they gave. */
export async function rechargeReport(q: Queryable, s: ReportScope, paidOnly: boolean): Promise<KindResult> {
  const list = await rows<{
    ts: string;
    name: string | null;
    mobile: string | null;
    email: string | null;
    amount: number;
    credits: number;
    mode: number;
    handler: string;
  }>(
    q,
    sql`SELECT ${localStamp(sql`t.created_at`, s.timeZone)} AS ts, m.name, m.mobile, m.email, t.amount_minor::float8 AS amount, t.mode, t.handler,
               COALESCE((SELECT SUM(e.amount_minor) FROM member_credit_entries e WHERE e.transaction_id = t.id), 0)::float8 AS credits
          FROM transactions t LEFT JOIN members m ON m.id = t.member_id
         WHERE t.club_id = ${s.clubId} AND t.type = ${TransactionType.creditRecharge} AND t.kind = 'payment' AND ${inPeriod(sql`t.created_at`, s)}
           ${paidOnly ? sql`AND t.amount_minor <> 0 AND t.mode <> 0` : sql``}
         ORDER BY t.created_at, t.id`,
  );
  const byMode = (mode: number) => list.filter((r) => r.mode === mode).reduce((n, r) => n + r.amount, 0);
  return {
    rows: list.map((r) => ({
      timestamp: r.ts,
      customerName: r.name,
      customerMobile: r.mobile,
      customerEmail: r.email,
      amount: toMajor(r.amount),
      credits: toMajor(r.credits),
      mode: modeName(r.mode),
      handler: r.handler,
    })),
    summaryMinor: {
      recharges: list.length,
      cash: byMode(1),
      card: byMode(2),
      other: list.filter((r) => r.mode !== 1 && r.mode !== 2 && r.mode !== 4).reduce((n, r) => n + r.amount, 0),
      // UPI (mode 4) is its own mode, never "Other" (ADR 0082 addendum).
      upi: byMode(4),
      amount: list.reduce((n, r) => n + r.amount, 0),
      credits: list.reduce((n, r) => n + r.credits, 0),
    },
  };
}

/**
 * Credits report: members whose credits moved in the period or who still hold credits at its
 * end; the balance is the credit ledger summed up to the end of the period.
 */
export async function creditsReport(q: Queryable, s: ReportScope): Promise<KindResult> {
  const list = await rows<{
    name: string;
    mobile: string;
    email: string | null;
    balance: number;
    last: string | null;
    expiry: string | null;
  }>(
    q,
    sql`SELECT m.name, m.mobile, m.email, x.balance, ${localStamp(sql`x.last`, s.timeZone)} AS last, m.credits_expiry::text AS expiry
          FROM members m
          JOIN (SELECT e.member_id, SUM(e.amount_minor)::float8 AS balance, MAX(e.created_at) AS last,
                       bool_or(${inPeriod(sql`e.created_at`, s)}) AS moved
                  FROM member_credit_entries e
                 WHERE e.club_id = ${s.clubId} AND e.created_at < ((${s.endDate}::date + 1)::timestamp AT TIME ZONE ${s.timeZone})
                 GROUP BY e.member_id) x ON x.member_id = m.id
         WHERE m.club_id = ${s.clubId} AND m.deleted_at IS NULL AND (x.moved OR x.balance <> 0)
         ORDER BY m.name, m.id`,
  );
  return {
    rows: list.map((r) => ({
      member: r.name,
      mobile: r.mobile,
      email: r.email,
      balance: toMajor(r.balance),
      lastTransaction: r.last,
      // 9999-12-31 (and no expiry set) read 'Lifetime' (spec 2 §9).
      creditsExpiry: r.expiry === null || r.expiry === LIFETIME_DATE ? 'Lifetime' : r.expiry,
    })),
    summaryMinor: { members: list.length, balance: list.reduce((n, r) => n + r.balance, 0) },
  };
}

/** Packages report: subscriptions taken in the period, with what was paid and what is still owed (nothing once cancelled). */
export async function packagesReport(q: Queryable, s: ReportScope): Promise<KindResult> {
  const list = await rows<{
    ts: string;
    pkg: string;
    name: string;
    mobile: string;
    start: string;
    renewal: string;
    status: string;
    gross: number;
    discount: number;
    paid: number;
    balance: number;
  }>(
    q,
    sql`SELECT ${localStamp(sql`s.created_at`, s.timeZone)} AS ts, pk.name AS pkg, m.name, m.mobile, s.start_date::text AS start,
               s.renewal_date::text AS renewal, s.status, s.gross_minor::float8 AS gross, s.discount_minor::float8 AS discount,
               COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.subscription_id = s.id AND t.type IN (1, 3)), 0)::float8 AS paid,
               ${subscriptionOwedSql}::float8 AS balance
          FROM member_subscriptions s JOIN members m ON m.id = s.member_id JOIN membership_packages pk ON pk.id = s.package_id
         WHERE s.club_id = ${s.clubId} AND ${inPeriod(sql`s.created_at`, s)}
         ORDER BY s.created_at, s.id`,
  );
  const sum = (pick: (r: (typeof list)[number]) => number) => list.reduce((n, r) => n + pick(r), 0);
  return {
    rows: list.map((r) => ({
      timestamp: r.ts,
      packageName: r.pkg,
      member: r.name,
      mobile: r.mobile,
      startDate: r.start,
      renewalDate: r.renewal,
      status: r.status === 'active' ? 'Active' : 'Cancelled',
      gross: toMajor(r.gross),
      discount: toMajor(r.discount),
      paid: toMajor(r.paid),
      balance: toMajor(r.balance),
    })),
    summaryMinor: {
      subscriptions: list.length,
      gross: sum((r) => r.gross),
      discount: sum((r) => r.discount),
      paid: sum((r) => r.paid),
      balance: sum((r) => r.balance),
    },
  };
}
