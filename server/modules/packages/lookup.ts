import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow } from '../../db/rows';
import type { Phone } from '../../core/phone';

/**
 * The package checkout's lookup (spec 2 §4): a member whose membership runs today fills the
 * form; a member whose membership has ended, or a known non-member, is "Member Not Found"; a
 * number the club has never seen is "unknown" (add the member first).
 */
export async function lookupForPackage(q: Queryable, clubId: number, phone: Phone, today: string) {
  const m = await firstRow<{ id: number; name: string; email: string | null; endDate: string }>(
    q,
    sql`SELECT id, name, email, end_date::text AS "endDate" FROM members
        WHERE club_id = ${clubId} AND country_code = ${phone.countryCode} AND mobile = ${phone.mobile} AND deleted_at IS NULL`,
  );
  if (m && m.endDate >= today) return { result: 'member' as const, member: { memberId: m.id, memberName: m.name, memberEmail: m.email } };
  if (m) return { result: 'nonMember' as const, member: null };
  const c = await firstRow<{ id: number }>(
    q,
    sql`SELECT id FROM customers WHERE club_id = ${clubId} AND country_code = ${phone.countryCode} AND mobile = ${phone.mobile}`,
  );
  return { result: c ? ('nonMember' as const) : ('unknown' as const), member: null };
}
