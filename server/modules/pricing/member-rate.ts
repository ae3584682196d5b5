import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { rows } from '../../db/rows';
import type { MemberPricing } from '../../../contract/club-settings';
import { arr } from '../../ledger/occupy-many';

/**
 * Of `dates`, those on which this member pays member prices (ADR 0075): by the club's setting,
 * a member with an active membership package that covers the date (its start to its renewal
 * date), or any registered member whose membership runs to that date.
 */
export async function memberRateDates(
  q: Queryable,
  clubId: number,
  memberId: number | null,
  rule: MemberPricing,
  dates: string[],
): Promise<Set<string>> {
  if (memberId === null || dates.length === 0) return new Set();
  const list = await rows<{ d: string }>(
    q,
    sql`SELECT d::text AS d FROM unnest(${arr([...new Set(dates)])}::date[]) AS d
        WHERE EXISTS (
          SELECT 1 FROM members m
          WHERE m.club_id = ${clubId} AND m.id = ${memberId} AND m.deleted_at IS NULL AND m.end_date >= d
            AND (${rule === 'registered'} OR EXISTS (
              SELECT 1 FROM member_subscriptions s
              WHERE s.club_id = m.club_id AND s.member_id = m.id AND s.status = 'active'
                AND s.start_date <= d AND s.renewal_date >= d)))`,
  );
  return new Set(list.map((r) => r.d));
}

interface RatedLine {
  id: number;
  slotDate: string;
  memberRate: boolean;
}

/** Sets each line's memberRate by whether its date is a member date; returns the lines that changed. */
export function applyMemberRates<L extends RatedLine>(lines: L[], memberDates: ReadonlySet<string>): L[] {
  const moved = lines.filter((l) => memberDates.has(l.slotDate) !== l.memberRate);
  for (const l of moved) l.memberRate = !l.memberRate;
  return moved;
}

/**
 * Prices the cart's lines for `memberId` (null: as a guest), each by whether the customer is a
 * member at its slot's date, and records whom the cart is priced for. Returns whether a line's
 * price level changed: the caller then drops the discount and credits worked out for the old total.
 */
export async function rateCartLines(
  tx: Tx,
  clubId: number,
  cartId: number,
  lines: RatedLine[],
  memberId: number | null,
  rule: MemberPricing,
): Promise<{ changed: boolean; anyMember: boolean }> {
  const dates = await memberRateDates(
    tx,
    clubId,
    memberId,
    rule,
    lines.map((l) => l.slotDate),
  );
  const flip = applyMemberRates(lines, dates);
  if (flip.length > 0) {
    await tx.execute(sql`UPDATE cart_slots SET member_rate = NOT member_rate
      WHERE club_id = ${clubId} AND cart_id = ${cartId} AND id = ANY(${arr(flip.map((l) => l.id))}::int[])`);
  }
  await tx.execute(sql`UPDATE carts SET price_member_id = ${memberId} WHERE club_id = ${clubId} AND id = ${cartId}`);
  return { changed: flip.length > 0, anyMember: lines.some((l) => l.memberRate) };
}
