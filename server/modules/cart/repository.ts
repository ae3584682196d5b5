import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import type { ExtraLine } from './extra-rules';
import type { CartOwner } from './owner';

export interface CartRow {
  id: number;
  clubDiscountMinor: number;
  creditsMinor: number;
  creditsMemberId: number | null;
}

export interface CartSlotRow {
  id: number;
  activityId: number;
  activityName: string;
  activityType: number;
  maxSlotCount: number;
  courtId: number;
  courtName: string;
  courtBrothers: number[];
  slotDate: string;
  slotTime: string;
  endTime: string;
  count: number;
  unitPriceMinor: number;
  priceSlotKey: string;
  slotDiscount: Record<string, number>;
  holdExpiresAtMs: number;
  holdLive: boolean;
  holdSecondsLeft: number;
}

/** A carted add-on: the checked line plus its row id. */
export interface CartExtraRow extends ExtraLine {
  id: number;
}

const cartColumns = sql`id, club_discount_minor AS "clubDiscountMinor", credits_minor AS "creditsMinor", credits_member_id AS "creditsMemberId"`;

export async function findCart(q: Queryable, clubId: number, owner: CartOwner): Promise<CartRow | undefined> {
  return firstRow<CartRow>(q, sql`SELECT ${cartColumns} FROM carts WHERE club_id = ${clubId} AND session_id = ${owner.sessionId}`);
}

/** The terminal's cart, created on first use and row-locked so one cart's writes queue up. */
export async function lockCart(q: Queryable, clubId: number, owner: CartOwner): Promise<CartRow> {
  const row = await firstRow<CartRow>(
    q,
    sql`INSERT INTO carts (club_id, user_id, session_id) VALUES (${clubId}, ${owner.userId}, ${owner.sessionId})
        ON CONFLICT (club_id, session_id) DO UPDATE SET updated_at = now()
        RETURNING ${cartColumns}`,
  );
  return row!;
}

export async function loadCartSlots(q: Queryable, clubId: number, cartId: number): Promise<CartSlotRow[]> {
  return rows<CartSlotRow>(
    q,
    sql`SELECT cs.id, cs.activity_id AS "activityId", a.name AS "activityName", cs.activity_type::int AS "activityType",
               a.max_slot_count AS "maxSlotCount", cs.court_id AS "courtId", c.name AS "courtName",
               ARRAY(SELECT DISTINCT b FROM (
                 SELECT unnest(c.brothers) AS b
                 UNION SELECT x.id FROM courts x WHERE x.club_id = c.club_id AND c.id = ANY(x.brothers)) s
                 WHERE b <> c.id ORDER BY b) AS "courtBrothers",
               cs.slot_date::text AS "slotDate", cs.slot_time::text AS "slotTime", cs.end_time::text AS "endTime",
               cs.count, cs.unit_price_minor AS "unitPriceMinor", cs.price_slot_key AS "priceSlotKey",
               cs.slot_discount AS "slotDiscount",
               (extract(epoch FROM cs.hold_expires_at) * 1000)::float8 AS "holdExpiresAtMs",
               cs.hold_expires_at > now() AS "holdLive",
               GREATEST(0, ceil(extract(epoch FROM cs.hold_expires_at - now())))::int AS "holdSecondsLeft"
        FROM cart_slots cs
        JOIN activities a ON a.id = cs.activity_id AND a.club_id = cs.club_id
        JOIN courts c ON c.id = cs.court_id AND c.club_id = cs.club_id
        WHERE cs.club_id = ${clubId} AND cs.cart_id = ${cartId}
        ORDER BY cs.slot_date, cs.slot_time, c.position, c.id`,
  );
}

export async function loadCartExtras(q: Queryable, clubId: number, cartId: number): Promise<CartExtraRow[]> {
  return rows<CartExtraRow>(
    q,
    sql`SELECT id, extra_id AS "extraId", name, price_minor AS "priceMinor", quantity, is_rent AS "isRent",
               advance_minor AS "advanceMinor", discount_minor AS "discountMinor", mode::int AS mode,
               use_credits AS "useCredits"
        FROM cart_extras WHERE club_id = ${clubId} AND cart_id = ${cartId} ORDER BY id`,
  );
}

/** Member credits: the ledger sum, 0 once the credits have expired. */
export async function memberCredits(q: Queryable, clubId: number, memberId: number): Promise<number> {
  const row = await firstRow<{ credits: number }>(
    q,
    sql`SELECT CASE WHEN m.credits_expiry IS NOT NULL AND m.credits_expiry < CURRENT_DATE THEN 0
                    ELSE COALESCE((SELECT SUM(e.amount_minor) FROM member_credit_entries e WHERE e.member_id = m.id), 0) END::bigint AS credits
        FROM members m WHERE m.club_id = ${clubId} AND m.id = ${memberId}`,
  );
  return row?.credits ?? 0;
}

/** Empties a cart: slots (their holds go with them, ON DELETE CASCADE), extras, discount, credits. */
export async function emptyCart(q: Queryable, clubId: number, cartId: number): Promise<void> {
  await q.execute(sql`DELETE FROM cart_slots WHERE club_id = ${clubId} AND cart_id = ${cartId}`);
  await q.execute(sql`DELETE FROM cart_extras WHERE club_id = ${clubId} AND cart_id = ${cartId}`);
  await resetAdjustments(q, clubId, cartId);
}

export async function resetAdjustments(q: Queryable, clubId: number, cartId: number, keepDiscount = false): Promise<void> {
  await q.execute(sql`UPDATE carts SET credits_minor = 0, credits_member_id = NULL,
      club_discount_minor = ${keepDiscount ? sql`club_discount_minor` : sql`0`}, updated_at = now()
    WHERE club_id = ${clubId} AND id = ${cartId}`);
}
