import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { cartExtrasSql, cartSlotsSql, lockCartSql, type CartExtraRow, type CartRow, type CartSlotRow } from '../cart/repository';
import type { CartOwner } from '../../core/hold-owner';
import { clubContextColumns, clubContextOf, type ClubContext, type ClubContextRow } from '../../core/club-context';
import { memberByPhoneSql, type MemberRow } from '../customers/service';
import type { Phone } from '../../core/phone';

/** What a checkout validates against, read at once. */
export interface CheckoutRead {
  slots: CartSlotRow[];
  extras: CartExtraRow[];
  /** The live member of the customer's phone number (not locked: see createBooking). */
  member: MemberRow | undefined;
}

/**
 * The cart's slots and add-ons and the customer's member row in ONE query (issue 14): each the
 * same sub-select its own reader runs (loadCartSlots, loadCartExtras, findMemberByPhone), handed
 * back as JSON text, which both drivers parse natively. Run it after lockCart, so the cart
 * cannot change under it.
 */
export async function readCheckout(tx: Tx, clubId: number, cartId: number, phone: Phone): Promise<CheckoutRead> {
  const row = await firstRow<{ slots: string; extras: string; member: string | null }>(
    tx,
    sql`SELECT (SELECT COALESCE(json_agg(s), '[]'::json) FROM (${cartSlotsSql(clubId, cartId)}) s)::text AS slots,
               (SELECT COALESCE(json_agg(e), '[]'::json) FROM (${cartExtrasSql(clubId, cartId)}) e)::text AS extras,
               (SELECT row_to_json(m) FROM (${memberByPhoneSql(clubId, phone)}) m)::text AS member`,
  );
  return {
    slots: JSON.parse(row!.slots) as CartSlotRow[],
    extras: JSON.parse(row!.extras) as CartExtraRow[],
    member: row!.member ? (JSON.parse(row!.member) as MemberRow) : undefined,
  };
}

/**
 * The terminal's cart, created on first use and row-locked (lockCart), and the club with its
 * settings (loadClub), in one statement: the checkout's first.
 */
export async function lockCartAndClub(tx: Tx, clubId: number, owner: CartOwner): Promise<{ cart: CartRow; club: ClubContext }> {
  const row = await firstRow<CartRow & { club: string | null }>(
    tx,
    sql`WITH c AS (${lockCartSql(clubId, owner)})
        SELECT c.*, (SELECT row_to_json(k) FROM (SELECT ${clubContextColumns} FROM clubs WHERE id = ${clubId}) k)::text AS club FROM c`,
  );
  const { club, ...cart } = row!;
  return { cart, club: clubContextOf(clubId, club ? (JSON.parse(club) as ClubContextRow) : undefined) };
}
