import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { COUPON_CODE_PATTERN, CouponMessages } from '../../../contract/coupons';
import { BusinessError } from '../../core/business-error';
import { recordHistory, type Actor } from '../../ledger/history';
import { endMinutesOf, minutesOf, weekdayOf } from '../../core/dates';
import { percentOf } from '../../core/money';

/** What a coupon is checked against: the cart's slots and the slots' net price. */
export interface CouponCart {
  slots: { activityId: number; slotDate: string; slotTime: string; endTime: string }[];
  /** Slots after volume and club discounts and credits, minor units. */
  slotsNetMinor: number;
  today: string;
}

interface CodeRow {
  codeId: number;
  usage: number;
  maxUsage: number;
  expired: boolean;
  activities: number[] | null;
  startDate: string;
  endDate: string;
  days: number[];
  startTime: string | null;
  endTime: string | null;
  amountMinor: number | null;
  percent: string | null;
  upperLimitMinor: number | null;
  isMultipleSlot: boolean;
}

export function normalizeCode(raw: string): string | null {
  const code = raw.trim();
  return COUPON_CODE_PATTERN.test(code) ? code : null;
}

async function findCode(q: Queryable, clubId: number, code: string): Promise<CodeRow | undefined> {
  return firstRow<CodeRow>(
    q,
    sql`SELECT k.id AS "codeId", k.usage, k.max_usage AS "maxUsage", k.expired, d.activities, d.start_date::text AS "startDate",
               d.end_date::text AS "endDate", d.days::int[] AS days, d.start_time::text AS "startTime", d.end_time::text AS "endTime",
               d.amount_minor::float8 AS "amountMinor", d.percent::text AS percent, d.upper_limit_minor::float8 AS "upperLimitMinor",
               d.is_multiple_slot AS "isMultipleSlot"
        FROM coupon_codes k JOIN coupon_details d ON d.id = k.detail_id
        WHERE k.club_id = ${clubId} AND k.code = ${code}`,
  );
}

/** The terms of spec 2 checked in the order a person would fix them; returns the discount. */
function discountOf(c: CodeRow, cart: CouponCart): number {
  if (c.expired || c.endDate < cart.today) throw new BusinessError(CouponMessages.expired);
  if (c.usage >= c.maxUsage) throw new BusinessError(CouponMessages.usedUp);
  if (!c.isMultipleSlot && cart.slots.length > 1) throw new BusinessError(CouponMessages.singleSlot);
  for (const s of cart.slots) {
    if (c.activities && !c.activities.includes(s.activityId)) throw new BusinessError(CouponMessages.wrongActivity);
    if (s.slotDate < c.startDate || s.slotDate > c.endDate) throw new BusinessError(CouponMessages.wrongDates);
    if (!c.days.includes(weekdayOf(s.slotDate))) throw new BusinessError(CouponMessages.wrongDays);
    if (c.startTime && c.endTime) {
      const start = minutesOf(s.slotTime);
      const end = endMinutesOf(s.endTime) <= start ? 1440 : endMinutesOf(s.endTime);
      if (start < minutesOf(c.startTime) || end > endMinutesOf(c.endTime)) throw new BusinessError(CouponMessages.wrongTimes);
    }
  }
  if (cart.slotsNetMinor <= 0) throw new BusinessError(CouponMessages.zeroNet);
  const raw = c.amountMinor ?? Math.min(percentOf(cart.slotsNetMinor, Number(c.percent)), c.upperLimitMinor ?? Infinity);
  return Math.min(raw, cart.slotsNetMinor);
}

/** The checkout field's check: would this code apply to this cart, and for how much. */
export async function previewCoupon(q: Queryable, clubId: number, rawCode: string, cart: CouponCart): Promise<number> {
  const code = normalizeCode(rawCode);
  const row = code ? await findCode(q, clubId, code) : undefined;
  if (!row) throw new BusinessError(CouponMessages.invalidCode);
  return discountOf(row, cart);
}

/**
 * Takes one use of the code inside the booking's transaction. The guarded UPDATE is the
 * limit: a second desk's update of the same row waits for the first to commit, then sees the
 * new usage and matches nothing (and the CHECK usage <= max_usage backs it up).
 */
export async function takeCoupon(
  tx: Tx,
  clubId: number,
  rawCode: string,
  cart: CouponCart,
): Promise<{ codeId: number; discountMinor: number }> {
  const code = normalizeCode(rawCode);
  const row = code ? await findCode(tx, clubId, code) : undefined;
  if (!row) throw new BusinessError(CouponMessages.invalidCode);
  const discountMinor = discountOf(row, cart);
  const taken = await rows(
    tx,
    sql`UPDATE coupon_codes SET usage = usage + 1 WHERE id = ${row.codeId} AND NOT expired AND usage < max_usage RETURNING id`,
  );
  if (taken.length === 0) throw new BusinessError(CouponMessages.usedUp);
  return { codeId: row.codeId, discountMinor };
}

/** Links the use to the booking once it exists (same transaction). */
export async function recordCouponUse(tx: Tx, clubId: number, codeId: number, bookingId: number, discountMinor: number, actor: Actor) {
  await tx.execute(sql`INSERT INTO coupon_redemptions (club_id, code_id, booking_id, discount_minor)
    VALUES (${clubId}, ${codeId}, ${bookingId}, ${discountMinor})`);
  await recordHistory(tx, {
    clubId,
    entity: 'coupon_code',
    entityId: codeId,
    action: 'redeem',
    actor,
    after: { bookingId, discountMinor },
  });
}

/**
 * Gives a cancelled booking's coupon use back (call it in the cancellation's transaction).
 * Idempotent: a use already given back is not given back twice. Returns the uses released.
 */
export async function releaseCouponUse(tx: Tx, clubId: number, bookingId: number, actor: Actor): Promise<number> {
  const released = await rows<{ codeId: number }>(
    tx,
    sql`UPDATE coupon_redemptions SET released_at = now()
        WHERE club_id = ${clubId} AND booking_id = ${bookingId} AND released_at IS NULL
        RETURNING code_id AS "codeId"`,
  );
  for (const r of released) {
    await tx.execute(sql`UPDATE coupon_codes SET usage = usage - 1 WHERE id = ${r.codeId} AND usage > 0`);
    await recordHistory(tx, { clubId, entity: 'coupon_code', entityId: r.codeId, action: 'release', actor, after: { bookingId } });
  }
  return released.length;
}
