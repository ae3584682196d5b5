import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { subscriptionBalanceSql, subscriptionOwedSql } from '../../ledger/balances';
import { listedSubscription, liveSubscription } from '../../ledger/subscriptions-listed';
import { toMajor } from '../../core/money';
import type { MembershipPackage, SubscriptionRow } from '../../../contract/packages';

export interface PackageRow {
  id: number;
  name: string;
  priceMinor: number;
  remarks: string;
  creditsMinor: number;
  memberLimit: number;
  soldTickets: number;
  additionalInfo: string[];
  type: number;
  isActive: boolean;
  startDate: string;
  endDate: string;
  period: number;
  subscribed: number;
}

const packageColumns = (
  today: string,
) => sql`p.id, p.name, p.price_minor::bigint AS "priceMinor", p.remarks, p.credits_minor AS "creditsMinor",
  p.member_limit AS "memberLimit", p.sold_tickets AS "soldTickets", p.additional_info AS "additionalInfo", p.type,
  p.is_active AS "isActive", p.start_date::text AS "startDate", (p.start_date + p.period)::text AS "endDate", p.period,
  (SELECT count(DISTINCT s.member_id)::int FROM member_subscriptions s
     WHERE s.club_id = p.club_id AND s.package_id = p.id AND ${liveSubscription} AND s.renewal_date >= ${today}) AS subscribed`;

export function toWire(p: PackageRow): MembershipPackage {
  return {
    packageId: p.id,
    packageName: p.name,
    packagePrice: toMajor(Number(p.priceMinor)),
    description: p.remarks,
    packageCredits: toMajor(Number(p.creditsMinor)),
    memberLimit: p.memberLimit,
    additionalInfo: p.additionalInfo,
    type: p.type,
    isActive: p.isActive,
    startDate: p.startDate,
    endDate: p.endDate,
    period: p.period,
    // The package is its own single "slot" of places (ADR 0018).
    slotId: p.id,
    availableTickets: p.memberLimit === 0 ? null : p.memberLimit - p.soldTickets,
    soldTickets: p.soldTickets,
    totalTickets: p.memberLimit,
    subscribed: p.subscribed,
  };
}

export async function listPackages(
  q: Queryable,
  clubId: number,
  today: string,
  opts: { page: number; pageSize: number; activeOnly: boolean },
) {
  const where = opts.activeOnly ? sql`p.club_id = ${clubId} AND p.is_active` : sql`p.club_id = ${clubId}`;
  const [count] = await rows<{ n: number }>(q, sql`SELECT count(*)::int AS n FROM membership_packages p WHERE ${where}`);
  const list = await rows<PackageRow>(
    q,
    sql`SELECT ${packageColumns(today)} FROM membership_packages p WHERE ${where}
        ORDER BY p.is_active DESC, p.id DESC LIMIT ${opts.pageSize} OFFSET ${(opts.page - 1) * opts.pageSize}`,
  );
  return { total: count.n, packages: list.map(toWire) };
}

export async function findPackage(
  q: Queryable,
  clubId: number,
  packageId: number,
  today: string,
  lock = false,
): Promise<PackageRow | undefined> {
  return firstRow<PackageRow>(
    q,
    sql`SELECT ${packageColumns(today)} FROM membership_packages p WHERE p.club_id = ${clubId} AND p.id = ${packageId}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
}

interface SubRowDb extends Omit<
  SubscriptionRow,
  'advance' | 'balance' | 'grossAmount' | 'discount' | 'packagePrice' | 'packageCredits' | 'availableTickets'
> {
  advanceMinor: string;
  balanceMinor: string;
  grossMinor: string;
  discountMinor: string;
  priceMinor: string;
  creditsMinor: string;
  memberLimit: number;
}

/** Subscription rows (All Members List): listed subscriptions of one package or all, soonest renewal first. */
export async function listSubscriptions(
  q: Queryable,
  clubId: number,
  today: string,
  packageId?: number,
  subscriptionId?: number,
): Promise<SubscriptionRow[]> {
  const list = await rows<SubRowDb>(
    q,
    sql`SELECT m.name AS "memberName", m.id AS "memberId", m.mobile AS "memberMobile", m.country_code AS "memberCountryCode",
               m.email AS "memberEmail", p.id AS "packageId", p.name AS "packageName", p.type, s.id AS "membershipId",
               s.id AS "subscriptionId", m.start_date::text AS "membershipStartDate", s.renewal_date::text AS "renewalDate",
               s.start_date::text AS "startDate", s.renewal_date::text AS "endDate",
               COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.subscription_id = s.id AND t.type IN (1, 3)), 0)::text AS "advanceMinor",
               ${subscriptionBalanceSql}::text AS "balanceMinor", s.gross_minor::text AS "grossMinor", s.discount_minor::text AS "discountMinor",
               p.price_minor::text AS "priceMinor", p.remarks AS "packageDescription", p.credits_minor::text AS "creditsMinor",
               p.member_limit AS "memberLimit", p.sold_tickets AS "soldTickets", p.member_limit AS "totalTickets",
               CASE WHEN s.renewal_date < ${today} THEN 'Expired' ELSE 'Active' END AS status, p.is_active AS "isActive",
               EXISTS (SELECT 1 FROM member_subscriptions r WHERE r.renews_id = s.id AND r.status = 'active') AS renewed
        FROM member_subscriptions s
        JOIN members m ON m.club_id = s.club_id AND m.id = s.member_id AND m.deleted_at IS NULL
        JOIN membership_packages p ON p.club_id = s.club_id AND p.id = s.package_id
        WHERE s.club_id = ${clubId} AND ${listedSubscription}
          ${packageId ? sql`AND s.package_id = ${packageId}` : sql``}
          ${subscriptionId ? sql`AND s.id = ${subscriptionId}` : sql``}
        ORDER BY s.renewal_date, s.id
        LIMIT 5000`,
  );
  return list.map(({ advanceMinor, balanceMinor, grossMinor, discountMinor, priceMinor, creditsMinor, memberLimit, ...r }) => ({
    ...r,
    advance: toMajor(Number(advanceMinor)),
    balance: toMajor(Number(balanceMinor)),
    grossAmount: toMajor(Number(grossMinor)),
    discount: toMajor(Number(discountMinor)),
    packagePrice: toMajor(Number(priceMinor)),
    packageCredits: toMajor(Number(creditsMinor)),
    availableTickets: memberLimit === 0 ? null : memberLimit - r.soldTickets,
  }));
}

/** The dashboard's Upcoming Membership Expiry: live memberships renewing in the next 30 days or lapsed in the last 7. */
export async function upcomingExpiry(q: Queryable, clubId: number, today: string) {
  return rows<{ memberName: string; packageName: string; renewalDate: string; subscriptionId: number }>(
    q,
    sql`SELECT m.name AS "memberName", p.name AS "packageName", s.renewal_date::text AS "renewalDate", s.id AS "subscriptionId"
        FROM member_subscriptions s
        JOIN members m ON m.club_id = s.club_id AND m.id = s.member_id AND m.deleted_at IS NULL
        JOIN membership_packages p ON p.club_id = s.club_id AND p.id = s.package_id
        WHERE s.club_id = ${clubId} AND ${liveSubscription}
          AND s.renewal_date BETWEEN (${today}::date - 7) AND (${today}::date + 30)
        ORDER BY s.renewal_date, s.id LIMIT 50`,
  );
}

export async function packageSummary(q: Queryable, clubId: number, today: string) {
  const row = await firstRow<{ packages: number; members: number; balance: string }>(
    q,
    sql`SELECT (SELECT count(*)::int FROM membership_packages WHERE club_id = ${clubId} AND is_active) AS packages,
               (SELECT count(DISTINCT s.member_id)::int FROM member_subscriptions s JOIN members m ON m.id = s.member_id AND m.deleted_at IS NULL
                  WHERE s.club_id = ${clubId} AND ${liveSubscription} AND s.renewal_date >= ${today}) AS members,
               (SELECT COALESCE(SUM(${subscriptionOwedSql}), 0)::text FROM member_subscriptions s
                  JOIN members m ON m.id = s.member_id AND m.deleted_at IS NULL
                  WHERE s.club_id = ${clubId} AND ${listedSubscription}) AS balance`,
  );
  return { membershipPackageCount: row!.packages, subscribedMembersCount: row!.members, balance: toMajor(Number(row!.balance)) };
}

/** Active members per month (last 12 months) and per active package now. */
export async function graphData(q: Queryable, clubId: number, today: string) {
  const membersCount = await rows<{ month: string; count: number }>(
    q,
    sql`SELECT to_char(mon, 'YYYY-MM') AS month,
               (SELECT count(DISTINCT s.member_id)::int FROM member_subscriptions s
                  WHERE s.club_id = ${clubId} AND s.start_date <= (mon + interval '1 month' - interval '1 day')::date
                    AND s.renewal_date >= mon::date
                    AND (s.status = 'active' OR s.cancelled_at >= mon)) AS count
        FROM generate_series(date_trunc('month', ${today}::date) - interval '11 months', date_trunc('month', ${today}::date), interval '1 month') AS mon
        ORDER BY mon`,
  );
  const packageMembersCount = await rows<{ packageName: string; count: number }>(
    q,
    sql`SELECT p.name AS "packageName",
               (SELECT count(DISTINCT s.member_id)::int FROM member_subscriptions s
                  WHERE s.club_id = p.club_id AND s.package_id = p.id AND ${liveSubscription} AND s.renewal_date >= ${today}) AS count
        FROM membership_packages p WHERE p.club_id = ${clubId} AND p.is_active ORDER BY p.id`,
  );
  return { membersCount, packageMembersCount };
}
