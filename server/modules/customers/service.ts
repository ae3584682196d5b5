import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow } from '../../db/rows';
import { toMajor } from '../../core/money';
import type { Phone } from '../../core/phone';

export interface MemberRow {
  id: number;
  name: string;
  email: string | null;
  countryCode: string;
  mobile: string;
  uniqueId: string | null;
  pinHash: string | null;
  creditsExpiry: string | null;
  credits: number;
}

const memberColumns = sql`m.id, m.name, m.email, m.country_code AS "countryCode", m.mobile, m.unique_id AS "uniqueId",
               m.pin_hash AS "pinHash", m.credits_expiry::text AS "creditsExpiry",
               CASE WHEN m.credits_expiry IS NOT NULL AND m.credits_expiry < CURRENT_DATE THEN 0
                    ELSE COALESCE((SELECT SUM(e.amount_minor) FROM member_credit_entries e WHERE e.member_id = m.id), 0) END::bigint AS credits`;

/** The live member of a phone number as findMemberByPhone reads it (a sub-select the checkout's one read embeds). */
export function memberByPhoneSql(clubId: number, phone: Phone, lock = false): SQL {
  return sql`SELECT ${memberColumns}
        FROM members m
        WHERE m.club_id = ${clubId} AND m.country_code = ${phone.countryCode} AND m.mobile = ${phone.mobile}
          AND m.end_date >= CURRENT_DATE AND m.deleted_at IS NULL
        ${lock ? sql`FOR UPDATE OF m` : sql``}`;
}

export async function findMemberByPhone(q: Queryable, clubId: number, phone: Phone, lock = false): Promise<MemberRow | undefined> {
  return firstRow<MemberRow>(q, memberByPhoneSql(clubId, phone, lock));
}

/** A live member of the club by id (a pattern's member paying with credits), same columns as by phone. */
export async function findMemberById(q: Queryable, clubId: number, memberId: number, lock = false): Promise<MemberRow | undefined> {
  return firstRow<MemberRow>(
    q,
    sql`SELECT ${memberColumns}
        FROM members m
        WHERE m.club_id = ${clubId} AND m.id = ${memberId} AND m.end_date >= CURRENT_DATE AND m.deleted_at IS NULL
        ${lock ? sql`FOR UPDATE OF m` : sql``}`,
  );
}

export async function findCustomerByPhone(q: Queryable, clubId: number, phone: Phone) {
  return firstRow<{ id: number; name: string; email: string | null; countryCode: string; mobile: string; uniqueId: string | null }>(
    q,
    sql`SELECT id, name, email, country_code AS "countryCode", mobile, unique_id AS "uniqueId"
        FROM customers WHERE club_id = ${clubId} AND country_code = ${phone.countryCode} AND mobile = ${phone.mobile}`,
  );
}

/** The checkout's customer lookup: a member, a known non-member, or someone to register. */
export async function lookupCustomer(q: Queryable, clubId: number, phone: Phone) {
  const member = await findMemberByPhone(q, clubId, phone);
  if (member) {
    return {
      toBeRegistered: false,
      isMember: true,
      isNonMember: false,
      customerDetails: {
        id: member.id,
        customerName: member.name,
        customerEmail: member.email,
        customerMobile: member.mobile,
        customerCountryCode: member.countryCode,
        credits: toMajor(member.credits),
        creditsExpiry: member.creditsExpiry,
        uniqueId: member.uniqueId,
        isPasswordProtected: member.pinHash !== null,
      },
    };
  }
  const customer = await findCustomerByPhone(q, clubId, phone);
  if (customer) {
    return {
      toBeRegistered: false,
      isMember: false,
      isNonMember: true,
      customerDetails: {
        id: customer.id,
        customerName: customer.name,
        customerEmail: customer.email,
        customerMobile: customer.mobile,
        customerCountryCode: customer.countryCode,
        credits: 0,
        creditsExpiry: null,
        uniqueId: customer.uniqueId,
        isPasswordProtected: false,
      },
    };
  }
  return { toBeRegistered: true, isMember: false, isNonMember: false, customerDetails: null };
}
