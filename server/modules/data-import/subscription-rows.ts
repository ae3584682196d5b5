import { sql } from 'drizzle-orm';
import { ImportMessages, SUBSCRIPTION_FIELD_LABELS as L, type ImportRowResult, type RowError } from '../../../contract/data-import';
import { PackageMessages } from '../../../contract/packages';
import type { ClubContext } from '../../core/club-context';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import { checkPhone } from '../members/validate';
import { dateCell, moneyCell, nameKey } from './cells';
import { recordRow, type Checked, type Passed } from './import-flow';
import { phoneKey } from './member-rows';

/** A subscription row that passed every check. */
export interface SubscriptionIn {
  row: number;
  memberId: number;
  packageId: number;
  startDate: string;
  renewalDate: string;
  paidMinor: number;
  balanceMinor: number;
}

interface PackageRef {
  id: number;
  name: string;
  memberLimit: number;
  soldTickets: number;
}

interface ExistingSub {
  id: number;
  memberId: number;
  packageId: number;
  startDate: string;
  renewalDate: string;
  grossMinor: number;
  discountMinor: number;
  active: boolean;
  openingMinor: number;
}

/** What the club has that the rows are checked against: packages by name, members by mobile, subscriptions. */
async function clubState(q: Queryable, clubId: number) {
  const packages = await rows<PackageRef>(
    q,
    sql`SELECT id, name, member_limit AS "memberLimit", sold_tickets AS "soldTickets" FROM membership_packages WHERE club_id = ${clubId}`,
  );
  const members = await rows<{ id: number; countryCode: string; mobile: string }>(
    q,
    sql`SELECT id, country_code AS "countryCode", mobile FROM members WHERE club_id = ${clubId} AND deleted_at IS NULL`,
  );
  const subs = await rows<ExistingSub>(
    q,
    sql`SELECT s.id, s.member_id AS "memberId", s.package_id AS "packageId", s.start_date::text AS "startDate",
               s.renewal_date::text AS "renewalDate", s.gross_minor::float8 AS "grossMinor", s.discount_minor::float8 AS "discountMinor",
               s.status = 'active' AS active,
               COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.subscription_id = s.id AND t.opening), 0)::float8 AS "openingMinor"
        FROM member_subscriptions s WHERE s.club_id = ${clubId}`,
  );
  const byName = new Map<string, PackageRef[]>();
  for (const p of packages) byName.set(nameKey(p.name), [...(byName.get(nameKey(p.name)) ?? []), p]);
  return { byName, members: new Map(members.map((m) => [phoneKey(m.countryCode, m.mobile), m.id])), subs };
}

/**
 * Every subscription row checked against the club as it is now (the Subscribe screen's rules:
 * a live member, a package of the club, no two terms of one package overlapping, the package's
 * member limit) plus the file's own: dates, amounts, a row repeated. A subscription already in
 * Courtdesk with the same member, package and start is 'unchanged' when its figures match.
 */
export async function checkSubscriptions(
  q: Queryable,
  club: ClubContext,
  today: string,
  rowsIn: { row: number; cells: Record<string, string> }[],
): Promise<Checked<SubscriptionIn>> {
  const { byName, members, subs } = await clubState(q, club.clubId);
  const results: ImportRowResult[] = [];
  const passed: Passed<SubscriptionIn>[] = [];
  const seen = new Map<string, number>();
  const places = new Map<number, number>();
  const terms: { memberId: number; packageId: number; start: string; end: string; id?: number }[] = subs
    .filter((s) => s.active)
    .map((s) => ({ memberId: s.memberId, packageId: s.packageId, start: s.startDate, end: s.renewalDate, id: s.id }));
  for (const { row, cells } of rowsIn) {
    const errors: RowError[] = [];
    const named = byName.get(nameKey(cells.package ?? '')) ?? [];
    if (named.length === 0) errors.push({ field: 'package', message: ImportMessages.packageNotFound });
    if (named.length > 1) errors.push({ field: 'package', message: ImportMessages.packageAmbiguous });
    const pkg = named.length === 1 ? named[0]! : null;
    const phone = checkPhone(cells.mobile, cells.countryCode, club.callingCode);
    const memberId = phone.ok ? members.get(phoneKey(phone.value.countryCode, phone.value.mobile)) : undefined;
    if (!phone.ok) errors.push({ field: 'mobile', message: phone.message });
    else if (memberId === undefined) errors.push({ field: 'mobile', message: ImportMessages.memberNotFound });
    const start = dateCell(cells.startDate, 'startDate', L.startDate, errors);
    const end = dateCell(cells.renewalDate, 'renewalDate', L.renewalDate, errors);
    if (start && end && end <= start) errors.push({ field: 'renewalDate', message: ImportMessages.renewalNotAfterStart });
    else if (end && end < today) errors.push({ field: 'renewalDate', message: ImportMessages.renewalPast });
    const paidMinor = moneyCell(cells.amountPaid, 'amountPaid', L.amountPaid, errors);
    const balanceMinor = moneyCell(cells.balance, 'balance', L.balance, errors);
    if (errors.length > 0 || !pkg || memberId === undefined || !start || !end || paidMinor === null || balanceMinor === null) {
      recordRow(results, row, errors, 'create');
      continue;
    }
    const value: SubscriptionIn = { row, memberId, packageId: pkg.id, startDate: start, renewalDate: end, paidMinor, balanceMinor };
    const key = `${memberId}|${pkg.id}|${start}`;
    const first = seen.get(key);
    if (first !== undefined) {
      recordRow(results, row, [{ field: 'startDate', message: ImportMessages.subscriptionTwice(first) }], 'create');
      continue;
    }
    seen.set(key, row);
    const same = subs.find((s) => s.memberId === memberId && s.packageId === pkg.id && s.startDate === start);
    if (same) {
      // Matched by member, package and start: a re-run. Its figures must be the file's.
      const equal =
        same.renewalDate === end && same.grossMinor - same.discountMinor === paidMinor + balanceMinor && same.openingMinor === paidMinor;
      if (recordRow(results, row, equal ? [] : [{ field: 'startDate', message: ImportMessages.subscriptionDiffers }], 'unchanged')) {
        passed.push({ row, action: 'unchanged', value });
      }
      continue;
    }
    const clash = terms.some((t) => t.memberId === memberId && t.packageId === pkg.id && t.start < end && t.end > start);
    if (clash) errors.push({ field: 'startDate', message: PackageMessages.overlapping });
    const taken = (places.get(pkg.id) ?? 0) + 1;
    if (pkg.memberLimit > 0 && pkg.soldTickets + taken > pkg.memberLimit)
      errors.push({ field: 'package', message: ImportMessages.packageFull });
    if (recordRow(results, row, errors, 'create')) {
      places.set(pkg.id, taken);
      terms.push({ memberId, packageId: pkg.id, start, end });
      passed.push({ row, action: 'create', value });
    }
  }
  return { results, passed };
}
