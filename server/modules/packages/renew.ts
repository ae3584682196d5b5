import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow } from '../../db/rows';
import { PackageMessages, PackageType } from '../../../contract/packages';
import { BusinessError } from '../../core/business-error';
import type { Checked } from '../members/validate';
import { quote, type Quote } from './validate';

export interface RenewedTerm {
  id: number;
  memberId: number;
  renewalDate: string;
  tookTicket: boolean;
}

/**
 * The term a renewal continues: an active subscription of this package (and member, when known)
 * that no live renewal continues yet. `lock` holds it while the renewal is written.
 */
export async function termToRenew(
  q: Queryable,
  clubId: number,
  subscriptionId: number,
  packageId: number,
  memberId: number | null,
  lock: boolean,
): Promise<RenewedTerm> {
  const prev = await firstRow<RenewedTerm & { renewed: boolean }>(
    q,
    sql`SELECT s.id, s.member_id AS "memberId", s.renewal_date::text AS "renewalDate", s.took_ticket AS "tookTicket",
               EXISTS (SELECT 1 FROM member_subscriptions r WHERE r.renews_id = s.id AND r.status = 'active') AS renewed
          FROM member_subscriptions s JOIN members m ON m.id = s.member_id AND m.deleted_at IS NULL
         WHERE s.club_id = ${clubId} AND s.id = ${subscriptionId} AND s.package_id = ${packageId} AND s.status = 'active'
           ${memberId === null ? sql`` : sql`AND s.member_id = ${memberId}`}
           ${lock ? sql`FOR UPDATE OF s` : sql``}`,
  );
  if (!prev) throw new BusinessError(PackageMessages.renewNotFound);
  if (prev.renewed) throw new BusinessError(PackageMessages.alreadyRenewed);
  const { renewed: _r, ...term } = prev;
  void _r;
  return term;
}

/** A renewal starts where the renewed term ends; once that day has passed, today (nothing is sold in the past). */
export const renewalStart = (renewalDate: string, today: string): string => (renewalDate > today ? renewalDate : today);

/**
 * Price and term of a renewal (ADR 0046): it starts on the renewal date and nowhere else, and is
 * priced from that day like any subscription. A pro-rata package whose period ends on or before
 * that day has nothing left to sell.
 */
export function renewalQuote(
  pkg: Parameters<typeof quote>[0],
  renewalDate: string,
  requestedStart: string | null,
  today: string,
): Checked<Quote & { startDate: string }> {
  const startDate = renewalStart(renewalDate, today);
  if (requestedStart !== null && requestedStart !== startDate) return { ok: false, message: PackageMessages.renewStartDate };
  if (pkg.type !== PackageType.rotational && startDate >= pkg.endDate) return { ok: false, message: PackageMessages.renewNoDaysLeft };
  return withStart(quote(pkg, startDate, today), startDate);
}

export const withStart = (q: Checked<Quote>, startDate: string): Checked<Quote & { startDate: string }> =>
  q.ok ? { ok: true, value: { ...q.value, startDate } } : q;

/** One member never holds two active subscriptions of one package over the same days. */
export async function refuseOverlap(
  q: Queryable,
  clubId: number,
  memberId: number,
  packageId: number,
  start: string,
  end: string,
): Promise<void> {
  const clash = await firstRow<{ id: number }>(
    q,
    sql`SELECT id FROM member_subscriptions
         WHERE club_id = ${clubId} AND member_id = ${memberId} AND package_id = ${packageId} AND status = 'active'
           AND start_date < ${end}::date AND renewal_date > ${start}::date
         LIMIT 1`,
  );
  if (clash) throw new BusinessError(PackageMessages.overlapping);
}
