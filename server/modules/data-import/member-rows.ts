import { sql } from 'drizzle-orm';
import { LIFETIME, MemberMessages } from '../../../contract/members';
import { ImportMessages, type RowError } from '../../../contract/data-import';
import { parseMoneyText } from '../../../contract/money-input';
import type { ClubContext } from '../../core/club-context';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import { checkExpiry, checkPerson, checkPhone, text, type PersonFields } from '../members/validate';

/** A member row that passed every check of the member screens. */
export interface MemberIn extends PersonFields {
  row: number;
  countryCode: string;
  mobile: string;
  /** The credits the member brings, minor units; null = the file says nothing. */
  creditsMinor: number | null;
  creditsExpiry: string | null;
  endDate: string | null;
}

/** A live member of the club as the importer compares them. */
export interface Existing {
  id: number;
  name: string;
  email: string | null;
  gender: string | null;
  address: string | null;
  endDate: string;
  creditsExpiry: string | null;
  creditsMinor: number;
  openingMinor: number;
}

export const phoneKey = (countryCode: string, mobile: string) => `${countryCode} ${mobile}`;

/**
 * Every live member of the club, by phone, with their credits and the part of it imported before.
 * Two plain reads merged here: a join of members to their summed credits let the planner of a
 * freshly loaded club (no statistics yet) pick a nested loop, minutes for 50,000 members.
 */
export async function existingMembers(q: Queryable, clubId: number): Promise<Map<string, Existing>> {
  const list = await rows<Omit<Existing, 'creditsMinor' | 'openingMinor'> & { countryCode: string; mobile: string }>(
    q,
    sql`SELECT m.id, m.name, m.email, m.gender, m.address, m.end_date::text AS "endDate", m.credits_expiry::text AS "creditsExpiry",
          m.country_code AS "countryCode", m.mobile
        FROM members m WHERE m.club_id = ${clubId} AND m.deleted_at IS NULL`,
  );
  const sums = await rows<{ memberId: number; total: number; opening: number }>(
    q,
    sql`SELECT member_id AS "memberId", SUM(amount_minor)::float8 AS total,
          COALESCE(SUM(amount_minor) FILTER (WHERE reason = 'opening'), 0)::float8 AS opening
        FROM member_credit_entries WHERE club_id = ${clubId} GROUP BY member_id`,
  );
  const credits = new Map(sums.map((s) => [s.memberId, s]));
  return new Map(
    list.map((m) => {
      const c = credits.get(m.id);
      return [phoneKey(m.countryCode, m.mobile), { ...m, creditsMinor: c?.total ?? 0, openingMinor: c?.opening ?? 0 }];
    }),
  );
}

// checkPerson stops at its first refusal; each of its messages belongs to one field.
const PERSON_FIELD: Record<string, string> = {
  [MemberMessages.nameRequired]: 'name',
  'Name cannot be longer than 100 characters': 'name',
  [MemberMessages.invalidEmail]: 'email',
  [MemberMessages.addressTooLong]: 'address',
  [MemberMessages.invalidGender]: 'gender',
};

/** A validity cell: a date, 'max' or 'Lifetime'; blank is null (nothing to set). */
function validity(raw: string | undefined, today: string, field: string, errors: RowError[]): string | null {
  const v = text(raw);
  if (!v) return null;
  const checked = checkExpiry(/^lifetime$/i.test(v) ? 'max' : v, today, LIFETIME);
  if (!checked.ok) {
    errors.push({ field, message: checked.message });
    return null;
  }
  return checked.value;
}

/** One member row checked with the member screens' rules (spec 2 §5); errors name the field. */
export function checkMemberRow(
  cells: Record<string, string>,
  row: number,
  club: ClubContext,
  today: string,
): { ok: true; value: MemberIn } | { ok: false; errors: RowError[] } {
  const errors: RowError[] = [];
  const phone = checkPhone(cells.mobile, cells.countryCode, club.callingCode);
  if (!phone.ok) errors.push({ field: 'mobile', message: phone.message });
  const person = checkPerson({ name: cells.name, email: cells.email, address: cells.address, gender: cells.gender?.toUpperCase() });
  if (!person.ok) errors.push({ field: PERSON_FIELD[person.message] ?? 'name', message: person.message });
  if (person.ok && !person.value.email && club.emailRequired) errors.push({ field: 'email', message: MemberMessages.emailRequired });
  const credits = parseMoneyText(cells.credits, { field: 'Credits' });
  if (!credits.ok) errors.push({ field: 'credits', message: credits.message });
  const creditsExpiry = validity(cells.creditsValidity, today, 'creditsValidity', errors);
  const endDate = validity(cells.membershipExpiry, today, 'membershipExpiry', errors);
  if (errors.length > 0 || !phone.ok || !person.ok || !credits.ok) return { ok: false, errors };
  return {
    ok: true,
    value: { row, ...person.value, ...phone.value, creditsMinor: credits.value, creditsExpiry, endDate },
  };
}

export type MemberAction = 'create' | 'update' | 'unchanged';

/**
 * What committing a checked row does to the member with its mobile. A blank cell leaves what
 * the member has; credits set the member's opening balance (what earlier imports brought), so a
 * re-run of the same file is 'unchanged'.
 */
export function memberAction(m: MemberIn, existing: Existing | undefined): { action: MemberAction; error?: RowError } {
  if (!existing) return { action: 'create' };
  const delta = m.creditsMinor === null ? 0 : m.creditsMinor - existing.openingMinor;
  if (existing.creditsMinor + delta < 0) {
    return { action: 'update', error: { field: 'credits', message: 'Credits cannot be lower than what the member has already spent' } };
  }
  const same =
    existing.name === m.name &&
    (m.email === null || existing.email === m.email) &&
    (m.gender === null || existing.gender === m.gender) &&
    (m.address === null || existing.address === m.address) &&
    (m.endDate === null || existing.endDate === m.endDate) &&
    (m.creditsExpiry === null || existing.creditsExpiry === m.creditsExpiry) &&
    delta === 0;
  return { action: same ? 'unchanged' : 'update' };
}

/** Refuses a mobile the file has already used: the second row would overwrite the first. */
export function duplicateError(seen: Map<string, number>, m: MemberIn): RowError | null {
  const key = phoneKey(m.countryCode, m.mobile);
  const first = seen.get(key);
  if (first !== undefined) return { field: 'mobile', message: ImportMessages.duplicateMobile(first) };
  seen.set(key, m.row);
  return null;
}
