import { sql, type SQL } from 'drizzle-orm';
import type { DbHandle, Queryable } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { firstRow, rows } from '../../db/rows';
import { subscriptionBalanceSql } from '../../ledger/balances';
import { listedSubscription } from '../../ledger/subscriptions-listed';
import { toMajor } from '../../core/money';
import { TransactionType } from '../../../contract/codes';
import type { Member, MemberPackage } from '../../../contract/members';
import type { Phone } from '../../core/phone';

/** A member row as the member calls read it (credits summed from the ledger, never stored). */
interface MemberRow {
  id: number;
  name: string;
  countryCode: string;
  mobile: string;
  email: string | null;
  gender: 'M' | 'F' | 'O' | null;
  address: string | null;
  startDate: string;
  endDate: string;
  creditsMinor: number;
  creditsExpiry: string | null;
  pinSet: boolean;
  feeMinor: number;
}

const memberColumns = sql`m.id, m.name, m.country_code AS "countryCode", m.mobile, m.email, m.gender, m.address,
  m.start_date::text AS "startDate", m.end_date::text AS "endDate", m.credits_expiry::text AS "creditsExpiry",
  (m.pin_hash IS NOT NULL) AS "pinSet",
  COALESCE((SELECT SUM(e.amount_minor) FROM member_credit_entries e WHERE e.member_id = m.id), 0)::bigint AS "creditsMinor",
  COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.member_id = m.id AND t.type = ${TransactionType.memberRegistration}), 0)::bigint AS "feeMinor"`;

const live = (clubId: number): SQL => sql`m.club_id = ${clubId} AND m.deleted_at IS NULL`;

/** Live (not deleted) member by phone; `lock` holds its row to the end of the transaction. */
export async function memberIdByPhone(q: Queryable, clubId: number, phone: Phone, lock = false) {
  return firstRow<{ id: number; pinHash: string | null; creditsExpiry: string | null; endDate: string; name: string }>(
    q,
    sql`SELECT m.id, m.pin_hash AS "pinHash", m.credits_expiry::text AS "creditsExpiry", m.end_date::text AS "endDate", m.name
        FROM members m WHERE ${live(clubId)} AND m.country_code = ${phone.countryCode} AND m.mobile = ${phone.mobile}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
}

export async function lockMemberById(q: Queryable, clubId: number, memberId: number) {
  return firstRow<{ id: number; name: string; countryCode: string; mobile: string; endDate: string; email: string | null }>(
    q,
    sql`SELECT m.id, m.name, m.country_code AS "countryCode", m.mobile, m.end_date::text AS "endDate", m.email
        FROM members m WHERE ${live(clubId)} AND m.id = ${memberId} FOR UPDATE`,
  );
}

/**
 * One page of members (newest first), or the one member with a phone. The search and a member's
 * details are what a desk reads all day: both run through a kept plan (ADR 0103).
 */
export async function listMembers(handle: DbHandle, clubId: number, opts: { phone?: Phone; page: number; pageSize: number }) {
  const where = opts.phone
    ? sql`${live(clubId)} AND m.country_code = ${opts.phone.countryCode} AND m.mobile = ${opts.phone.mobile}`
    : live(clubId);
  // The total rides on the page's rows (one round trip); only a page past the end counts apart.
  const list = await withPackagesRead(
    handle,
    clubId,
    sql`SELECT ${memberColumns}, count(*) OVER ()::int AS total FROM members m WHERE ${where}
        ORDER BY m.id DESC LIMIT ${opts.pageSize} OFFSET ${(opts.page - 1) * opts.pageSize}`,
  );
  const total =
    list[0]?.total ??
    (opts.page === 1
      ? 0
      : ((await firstRow<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM members m WHERE ${where}`))?.n ?? 0));
  return { total, members: list.map(toMember) };
}

export async function memberById(handle: DbHandle, clubId: number, memberId: number): Promise<Member | undefined> {
  const [found] = await withPackagesRead(
    handle,
    clubId,
    sql`SELECT ${memberColumns} FROM members m WHERE ${live(clubId)} AND m.id = ${memberId}`,
  );
  return found && toMember(found);
}

type PackageRow = MemberPackage & { grossMinor: number; balanceMinor: number };
type MemberWithPackages = MemberRow & { total?: number; packages: Omit<PackageRow, 'grossAmount' | 'balance'>[] };

/** The columns of a listed package, named as the reply names them (one list for both reads below). */
const packageColumns = sql`s.id AS "subscriptionId", p.id AS "packageId", p.name AS "packageName",
  p.remarks AS "packageDescription", p.additional_info AS "additionalInfo", p.type, s.gross_minor AS "grossMinor",
  s.period, s.start_date::text AS "startDate", s.renewal_date::text AS "renewalDate",
  ${subscriptionBalanceSql} AS "balanceMinor", s.status`;
const packagesFrom = (clubId: number) =>
  sql`member_subscriptions s JOIN membership_packages p ON p.club_id = s.club_id AND p.id = s.package_id
      WHERE s.club_id = ${clubId} AND ${listedSubscription}`;

/**
 * Members and their listed packages in one statement: a search is one round trip, not two
 * (on the embedded database each statement costs a fixed ~0.3–0.5 ms, ADR 0094). The members
 * are read first and their packages gathered per row after the page is cut.
 */
function withPackagesRead(handle: DbHandle, clubId: number, members: SQL): Promise<MemberWithPackages[]> {
  return preparedRows<MemberWithPackages>(
    handle,
    sql`SELECT picked.*, COALESCE((
          SELECT json_agg(listed ORDER BY listed."renewalDate", listed."subscriptionId")
            FROM (SELECT ${packageColumns} FROM ${packagesFrom(clubId)} AND s.member_id = picked.id) listed), '[]'::json) AS packages
        FROM (${members}) picked ORDER BY picked.id DESC`,
  );
}

function toPackage({ grossMinor, balanceMinor, ...rest }: Omit<PackageRow, 'grossAmount' | 'balance'>): MemberPackage {
  return { ...rest, grossAmount: toMajor(Number(grossMinor)), balance: toMajor(Number(balanceMinor)) };
}

function toMember(m: MemberWithPackages): Member {
  return {
    memberId: m.id,
    memberName: m.name,
    memberCountryCode: m.countryCode,
    memberMobile: m.mobile,
    memberEmail: m.email,
    memberGender: m.gender,
    address: m.address,
    startDate: m.startDate,
    endDate: m.endDate,
    credits: toMajor(Number(m.creditsMinor)),
    creditsExpiry: m.creditsExpiry,
    isPasswordProtected: m.pinSet,
    registrationFee: toMajor(Number(m.feeMinor)),
    packages: m.packages.map(toPackage),
  };
}

/**
 * The packages shown on members: live subscriptions not yet renewed by a later one (a renewal
 * replaces its predecessor on the member) and renewed ones that still owe money, oldest renewal first.
 */
export async function packagesOf(q: Queryable, clubId: number, memberIds: number[]): Promise<Map<number, MemberPackage[]>> {
  const out = new Map<number, MemberPackage[]>();
  if (memberIds.length === 0) return out;
  const list = await rows<Omit<PackageRow, 'grossAmount' | 'balance'> & { memberId: number }>(
    q,
    sql`SELECT s.member_id AS "memberId", ${packageColumns} FROM ${packagesFrom(clubId)}
          AND s.member_id IN (${sql.join(
            memberIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        ORDER BY s.renewal_date, s.id`,
  );
  for (const { memberId, ...r } of list) out.set(memberId, [...(out.get(memberId) ?? []), toPackage(r)]);
  return out;
}

export async function memberTransactions(q: Queryable, clubId: number, memberId: number) {
  const list = await rows<{
    transactionId: number;
    type: number;
    timestamp: string;
    place: string;
    handler: string;
    amountMinor: number;
    mode: number;
  }>(
    q,
    sql`SELECT t.id AS "transactionId", t.type, to_char(t.created_at AT TIME ZONE c.time_zone, 'YYYY-MM-DD HH24:MI:SS') AS timestamp,
               t.place, t.handler, t.amount_minor AS "amountMinor", t.mode
        FROM transactions t JOIN clubs c ON c.id = t.club_id
        WHERE t.club_id = ${clubId} AND t.member_id = ${memberId}
        ORDER BY t.created_at DESC, t.id DESC LIMIT 200`,
  );
  return list.map(({ amountMinor, ...t }) => ({ ...t, amount: toMajor(Number(amountMinor)) }));
}

/** The member's bookings, newest first (the drawer's See Bookings). */
export async function memberBookings(q: Queryable, clubId: number, memberId: number) {
  return rows<{ bookingId: number; activityName: string; bookingDate: string; startTime: string; endTime: string; status: string }>(
    q,
    sql`SELECT b.id AS "bookingId", a.name AS "activityName", b.booking_date::text AS "bookingDate",
               b.start_time::text AS "startTime", b.end_time::text AS "endTime",
               CASE WHEN b.cancelled THEN 'Cancelled' ELSE 'Booked' END AS status
        FROM bookings b JOIN activities a ON a.id = b.activity_id
        WHERE b.club_id = ${clubId} AND b.member_id = ${memberId}
        ORDER BY b.booking_date DESC, b.start_time DESC LIMIT 100`,
  );
}
