import { clubContextColumns, clubContextOf, type ClubContext, type ClubContextRow } from '../../core/club-context';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import type { ExtraLine } from './extra-rules';
import type { CartOwner } from '../../core/hold-owner';

export interface CartRow {
  id: number;
  clubDiscountMinor: number;
  creditsMinor: number;
  creditsMemberId: number | null;
  /** The member the lines are priced for (null: as a guest; ADR 0075). */
  priceMemberId: number | null;
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
  /** The member price of one place (null: the guest price) and whether the line is charged it. */
  memberPriceMinor: number | null;
  memberRate: boolean;
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

const cartColumns = sql`id, club_discount_minor AS "clubDiscountMinor", credits_minor AS "creditsMinor", credits_member_id AS "creditsMemberId",
  price_member_id AS "priceMemberId"`;

export async function findCart(q: Queryable, clubId: number, owner: CartOwner): Promise<CartRow | undefined> {
  return firstRow<CartRow>(q, sql`SELECT ${cartColumns} FROM carts WHERE club_id = ${clubId} AND session_id = ${owner.sessionId}`);
}

/** The upsert that creates the terminal's cart on first use and row-locks it (RETURNING its columns). */
export function lockCartSql(clubId: number, owner: CartOwner): SQL {
  return sql`INSERT INTO carts (club_id, user_id, session_id) VALUES (${clubId}, ${owner.userId}, ${owner.sessionId})
        ON CONFLICT (club_id, session_id) DO UPDATE SET updated_at = now()
        RETURNING ${cartColumns}`;
}

/** The terminal's cart, created on first use and row-locked so one cart's writes queue up. */
export async function lockCart(q: Queryable, clubId: number, owner: CartOwner): Promise<CartRow> {
  const row = await firstRow<CartRow>(q, lockCartSql(clubId, owner));
  return row!;
}

/** The cart's slots as loadCartSlots returns them (a sub-select the checkout's one read embeds). */
export function cartSlotsSql(clubId: number, cartId: number | SQL): SQL {
  return sql`SELECT cs.id, cs.activity_id AS "activityId", a.name AS "activityName", cs.activity_type::int AS "activityType",
               a.max_slot_count AS "maxSlotCount", cs.court_id AS "courtId", c.name AS "courtName",
               ARRAY(SELECT DISTINCT b FROM (
                 SELECT unnest(c.brothers) AS b
                 UNION SELECT x.id FROM courts x WHERE x.club_id = c.club_id AND c.id = ANY(x.brothers)) s
                 WHERE b <> c.id ORDER BY b) AS "courtBrothers",
               cs.slot_date::text AS "slotDate", cs.slot_time::text AS "slotTime", cs.end_time::text AS "endTime",
               cs.count, cs.unit_price_minor AS "unitPriceMinor",
               cs.member_price_minor AS "memberPriceMinor", cs.member_rate AS "memberRate", cs.price_slot_key AS "priceSlotKey",
               cs.slot_discount AS "slotDiscount",
               (extract(epoch FROM cs.hold_expires_at) * 1000)::float8 AS "holdExpiresAtMs",
               cs.hold_expires_at > now() AS "holdLive",
               GREATEST(0, ceil(extract(epoch FROM cs.hold_expires_at - now())))::int AS "holdSecondsLeft"
        FROM cart_slots cs
        JOIN activities a ON a.id = cs.activity_id AND a.club_id = cs.club_id
        JOIN courts c ON c.id = cs.court_id AND c.club_id = cs.club_id
        WHERE cs.club_id = ${clubId} AND cs.cart_id = ${cartId}
        ORDER BY cs.slot_date, cs.slot_time, c.position, c.id`;
}

export async function loadCartSlots(q: Queryable, clubId: number, cartId: number): Promise<CartSlotRow[]> {
  return rows<CartSlotRow>(q, cartSlotsSql(clubId, cartId));
}

/** The cart's add-on lines as loadCartExtras returns them. */
export function cartExtrasSql(clubId: number, cartId: number | SQL): SQL {
  return sql`SELECT id, extra_id AS "extraId", name, price_minor AS "priceMinor", quantity, is_rent AS "isRent",
               advance_minor AS "advanceMinor", discount_minor AS "discountMinor", mode::int AS mode,
               use_credits AS "useCredits"
        FROM cart_extras WHERE club_id = ${clubId} AND cart_id = ${cartId} ORDER BY id`;
}

export async function loadCartExtras(q: Queryable, clubId: number, cartId: number): Promise<CartExtraRow[]> {
  return rows<CartExtraRow>(q, cartExtrasSql(clubId, cartId));
}

/** A terminal's cart as the console shows it, read at once (see loadCartAtOnce). */
export interface CartAtOnce {
  cart: CartRow | undefined;
  slots: CartSlotRow[];
  extras: CartExtraRow[];
  /** The credits-redeeming member's balance (memberCredits) and mobile, when the cart names one. */
  memberCredits: number;
  memberMobile: string | null;
  /** The club's GST settings and today (its time zone): the rates a checkout would fix (ADR 0082). */
  club: ClubContext;
}

/**
 * The terminal's cart, its slots and add-ons and its credits member in ONE query (issue 14): the
 * same sub-selects findCart, loadCartSlots, loadCartExtras and memberCredits run, handed back as
 * JSON text. A slot add reads the cart before and after itself: two round trips, not eight.
 */
export async function loadCartAtOnce(q: Queryable, clubId: number, owner: CartOwner): Promise<CartAtOnce> {
  const cartId = sql`(SELECT id FROM carts WHERE club_id = ${clubId} AND session_id = ${owner.sessionId})`;
  const row = await firstRow<{ cart: string | null; slots: string; extras: string; member: string | null; club: string | null }>(
    q,
    sql`SELECT (SELECT row_to_json(k) FROM (SELECT ${clubContextColumns} FROM clubs WHERE id = ${clubId}) k)::text AS club,
               (SELECT row_to_json(c) FROM (SELECT ${cartColumns} FROM carts WHERE club_id = ${clubId} AND session_id = ${owner.sessionId}) c)::text AS cart,
               (SELECT COALESCE(json_agg(s), '[]'::json) FROM (${cartSlotsSql(clubId, cartId)}) s)::text AS slots,
               (SELECT COALESCE(json_agg(e), '[]'::json) FROM (${cartExtrasSql(clubId, cartId)}) e)::text AS extras,
               (SELECT json_build_object('mobile', m.mobile, 'credits',
                  CASE WHEN m.credits_expiry IS NOT NULL AND m.credits_expiry < CURRENT_DATE THEN 0
                       ELSE COALESCE((SELECT SUM(e.amount_minor) FROM member_credit_entries e WHERE e.member_id = m.id), 0) END::bigint)
                FROM carts c JOIN members m ON m.club_id = c.club_id AND m.id = c.credits_member_id
                WHERE c.club_id = ${clubId} AND c.session_id = ${owner.sessionId})::text AS member`,
  );
  const member = row?.member ? (JSON.parse(row.member) as { mobile: string; credits: number }) : null;
  return {
    cart: row?.cart ? (JSON.parse(row.cart) as CartRow) : undefined,
    slots: JSON.parse(row?.slots ?? '[]') as CartSlotRow[],
    extras: JSON.parse(row?.extras ?? '[]') as CartExtraRow[],
    memberCredits: member?.credits ?? 0,
    memberMobile: member?.mobile ?? null,
    club: clubContextOf(clubId, row?.club ? (JSON.parse(row.club) as ClubContextRow) : undefined),
  };
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
  // The next customer's lines start at guest prices.
  await q.execute(sql`UPDATE carts SET price_member_id = NULL WHERE club_id = ${clubId} AND id = ${cartId}`);
}

/** The UPDATE that drops a cart's credits (and its discount unless kept), for a statement to run or embed. */
export function resetAdjustmentsSql(clubId: number, cartId: number, keepDiscount = false): SQL {
  return sql`UPDATE carts SET credits_minor = 0, credits_member_id = NULL,
      club_discount_minor = ${keepDiscount ? sql`club_discount_minor` : sql`0`}, updated_at = now()
    WHERE club_id = ${clubId} AND id = ${cartId}`;
}

export async function resetAdjustments(q: Queryable, clubId: number, cartId: number, keepDiscount = false): Promise<void> {
  await q.execute(resetAdjustmentsSql(clubId, cartId, keepDiscount));
}
