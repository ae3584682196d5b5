import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { AvailabilityMessages } from '../../../contract/availability';
import { CART_MAX_EXTRAS, CartMessages, type Cart, type CartExtraAddRequest, type CartSlotAddRequest } from '../../../contract/cart';
import { BusinessError } from '../../core/business-error';
import { findSlot } from '../../core/court-slots';
import { firstRow, rows } from '../../db/rows';
import { changeSql, groupSlotUsage, occupySql, recordChange, releaseHoldsAndLock } from '../../ledger/occupancy';
import { priceSlot } from '../pricing/engine';
import { memberRateDates } from '../pricing/member-rate';
import { readSlotAdd } from './slot-read';
import { checkedExtraLine } from './extra-line';
import { emptyCart, loadCartAtOnce, loadCartSlots, lockCart, resetAdjustments, resetAdjustmentsSql, type CartAtOnce } from './repository';
import { checkLookback } from './past-slot';
import { assertRentalStock, rentalWindow } from '../addons/rental-limit';
import { cartView } from './totals';
import type { CartOwner } from '../../core/hold-owner';

/** A cart read at once (loadCartAtOnce) as the console shows it. */
function cartOf(read: CartAtOnce): Cart {
  // As memberCredits: no member on the cart (or none found) means nothing to redeem.
  return cartView(read.cart, read.slots, read.extras, read.cart?.creditsMemberId ? read.memberCredits : 0, read.memberMobile, read.club);
}

/** The terminal's cart as the console shows it (one query: loadCartAtOnce). */
export async function readCart(q: Queryable, clubId: number, owner: CartOwner): Promise<Cart> {
  return cartOf(await loadCartAtOnce(q, clubId, owner));
}

/**
 * Adds a slot and holds it for the club's hold time; the exclusion constraint refuses overlaps.
 * Returns the new cart line's id and the cart as it was just before (read under the cart's lock).
 * Round trips (issue 14, ADR 0039): club, activity, court, brothers, pricing and holiday in one
 * read; the cart locked, then read at once; dead holds swept and the slot's lock taken in one
 * statement; the cart line, its hold, the reset adjustments and the change row written in one.
 */
export async function addSlot(
  tx: Tx,
  clubId: number,
  owner: CartOwner,
  input: CartSlotAddRequest,
): Promise<{ addedId: number; before: Cart }> {
  const { club, activity, court, brothers, pricing, holidays } = await readSlotAdd(tx, clubId, input.activityId, input.courtId, input.date);
  if (!activity) throw new BusinessError(AvailabilityMessages.activityNotFound);
  const window = court && court.activityId === activity.id ? findSlot(court, input.time) : undefined;
  if (!court || !window) throw new BusinessError(AvailabilityMessages.slotNotFound);
  const count = activity.type === 1 ? (input.count ?? 1) : 1;
  checkLookback(club, input.date, window.end);

  const cart = await lockCart(tx, clubId, owner);
  const current = await loadCartAtOnce(tx, clubId, owner);
  const inCart = current.slots;
  if (inCart.some((s) => s.activityType !== activity.type)) throw new BusinessError(CartMessages.mixedTypes);
  const same = inCart.find((s) => s.courtId === court.id && s.slotDate === input.date && s.slotTime === window.slotTime);
  if (same?.holdLive) throw new BusinessError(CartMessages.alreadyInCart);
  // Bounded (club setting): a cart's reads, totals and checkout stay small; bulk booking books more.
  if (inCart.length - (same ? 1 : 0) >= club.cartMaxSlots) {
    throw new BusinessError(CartMessages.cartFull.replace('{max}', String(club.cartMaxSlots)));
  }
  // The slot's lock (conflict keys, or the group slot's) taken, then the dead holds under it swept.
  const group = activity.type === 1 ? [{ courtId: court.id, date: input.date, start: window.start, end: window.end }] : [];
  const whole = activity.type === 1 ? [] : [{ courtId: court.id, brothers, date: input.date }];
  await releaseHoldsAndLock(tx, clubId, sql`false`, whole, group);
  // A slot whose hold ran out is taken again from scratch: its line (and the hold with it) goes
  // only under the lock, as every delete of court time that a lock's holder may meet.
  if (same) await tx.execute(sql`DELETE FROM cart_slots WHERE id = ${same.id}`);

  const price = priceSlot(pricing, holidays, input.date, window.slotTime, court.slotDurationMinutes);
  // A cart already priced for a member prices the new line for them too (at its own date).
  const memberRate =
    cart.priceMemberId !== null &&
    (await memberRateDates(tx, clubId, cart.priceMemberId, club.memberPricing, [input.date])).has(input.date);
  if (activity.type === 1) {
    const [{ used, blocked }] = await groupSlotUsage(tx, group);
    const left = activity.maxSlotCount - used;
    if (blocked || left <= 0) throw new BusinessError(CartMessages.slotUnavailable);
    if (count > left) throw new BusinessError(CartMessages.capacityExceeded.replace('{available}', String(left)));
  }
  const holdSeconds = Math.round(club.cartHoldMinutes * 60);
  const hold = occupySql({
    clubId,
    activityId: activity.id,
    courtId: court.id,
    date: input.date,
    start: window.start,
    end: window.end,
    kind: 'hold',
    cartSlotId: sql`(SELECT id FROM line)`,
    holdMinutes: club.cartHoldMinutes,
    ...(activity.type === 1 ? { brothers: [], exclusive: false, count } : { brothers, exclusive: true }),
  });
  // Discount and credits were worked out for another total: they are entered again at checkout.
  const inserted = await firstRow<{ id: number }>(
    tx,
    sql`WITH line AS (
          INSERT INTO cart_slots (club_id, cart_id, activity_id, activity_type, court_id, slot_date, slot_time, end_time,
            count, unit_price_minor, member_price_minor, member_rate, price_slot_key, slot_discount, hold_expires_at)
          VALUES (${clubId}, ${cart.id}, ${activity.id}, ${activity.type}, ${court.id}, ${input.date}, ${window.slotTime},
            ${window.endTime}, ${count}, ${price.priceMinor}, ${price.memberPriceMinor}, ${memberRate}, ${price.priceSlotKey}, ${JSON.stringify(price.slotDiscount)}::jsonb,
            now() + make_interval(secs => ${holdSeconds}))
          RETURNING id
        ),
        held AS (${hold}),
        reset AS (${resetAdjustmentsSql(clubId, cart.id)}),
        logged AS (${changeSql(clubId, activity.id, input.date, 'hold')})
        SELECT id FROM line`,
  );
  return { addedId: inserted!.id, before: cartOf(current) };
}

export async function removeSlot(tx: Tx, clubId: number, owner: CartOwner, cartedSlotId: number): Promise<void> {
  const cart = await lockCart(tx, clubId, owner);
  const [gone] = await rows<{ activityId: number; day: string }>(
    tx,
    sql`DELETE FROM cart_slots WHERE club_id = ${clubId} AND cart_id = ${cart.id} AND id = ${cartedSlotId}
        RETURNING activity_id AS "activityId", slot_date::text AS day`,
  );
  if (!gone) throw new BusinessError(CartMessages.cartItemNotFound);
  if ((await loadCartSlots(tx, clubId, cart.id)).length === 0) await emptyCart(tx, clubId, cart.id);
  else await resetAdjustments(tx, clubId, cart.id);
  await recordChange(tx, clubId, gone.activityId, gone.day, 'release');
}

export async function clearCart(tx: Tx, clubId: number, owner: CartOwner): Promise<void> {
  const cart = await lockCart(tx, clubId, owner);
  const days = await rows<{ activityId: number; day: string }>(
    tx,
    sql`SELECT DISTINCT activity_id AS "activityId", slot_date::text AS day FROM cart_slots WHERE club_id = ${clubId} AND cart_id = ${cart.id}`,
  );
  await emptyCart(tx, clubId, cart.id);
  for (const d of days) await recordChange(tx, clubId, d.activityId, d.day, 'release');
}

export async function addExtra(tx: Tx, clubId: number, owner: CartOwner, input: CartExtraAddRequest): Promise<void> {
  const cart = await lockCart(tx, clubId, owner);
  const slots = await loadCartSlots(tx, clubId, cart.id);
  if (slots.length === 0) throw new BusinessError(CartMessages.cartEmpty);
  const lines = await firstRow<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM cart_extras WHERE club_id = ${clubId} AND cart_id = ${cart.id}`,
  );
  if ((lines?.n ?? 0) >= CART_MAX_EXTRAS) throw new BusinessError(CartMessages.tooManyExtras.replace('{max}', String(CART_MAX_EXTRAS)));
  // One cart holds one sport: its add-ons are the club's own and that sport's, as after booking.
  const l = await checkedExtraLine(tx, clubId, slots[0].activityId, input);
  if (l.isRent && l.extraId !== null) {
    // Checked again at booking time (another desk may book it meanwhile); here the desk learns
    // at once, with what this cart already holds of the same add-on counted in.
    const held = await firstRow<{ n: number }>(
      tx,
      sql`SELECT COALESCE(SUM(quantity), 0)::int AS n FROM cart_extras WHERE club_id = ${clubId} AND cart_id = ${cart.id} AND extra_id = ${l.extraId}`,
    );
    const w = rentalWindow(slots)!;
    await assertRentalStock(tx, clubId, w.date, w.start, w.end, [{ ...l, quantity: l.quantity + (held?.n ?? 0) }]);
  }
  await tx.execute(sql`INSERT INTO cart_extras (club_id, cart_id, extra_id, name, price_minor, quantity, is_rent,
      advance_minor, discount_minor, mode, use_credits)
    VALUES (${clubId}, ${cart.id}, ${l.extraId}, ${l.name}, ${l.priceMinor}, ${l.quantity}, ${l.isRent},
      ${l.advanceMinor}, ${l.discountMinor}, ${l.mode}, ${l.useCredits})`);
}

export async function removeExtra(tx: Tx, clubId: number, owner: CartOwner, cartedExtraId: number): Promise<void> {
  const cart = await lockCart(tx, clubId, owner);
  const gone = await rows<{ id: number }>(
    tx,
    sql`DELETE FROM cart_extras WHERE club_id = ${clubId} AND cart_id = ${cart.id} AND id = ${cartedExtraId} RETURNING id`,
  );
  if (gone.length === 0) throw new BusinessError(CartMessages.cartItemNotFound);
}
