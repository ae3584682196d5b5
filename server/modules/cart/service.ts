import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { AvailabilityMessages } from '../../../contract/availability';
import { CART_MAX_EXTRAS, CartMessages, type Cart, type CartExtraAddRequest, type CartSlotAddRequest } from '../../../contract/cart';
import { BusinessError } from '../availability/business-error';
import { brothersOf, findActivity, findCourt, type ClubContext } from '../availability/catalog';
import { findSlot } from '../availability/court-slots';
import { firstRow, rows } from '../../db/rows';
import { lockGroupSlot, occupy, recordChange, sweepExpiredHolds } from '../availability/occupancy';
import { priceSlot } from '../pricing/engine';
import { loadHolidays, loadPricing } from '../pricing/repository';
import { checkExtra, type ClubExtraRow } from './extra-rules';
import { emptyCart, findCart, loadCartExtras, loadCartSlots, lockCart, memberCredits, resetAdjustments } from './repository';
import { checkLookback } from './past-slot';
import { assertRentalStock, rentalWindow } from '../addons/rental-limit';
import { cartView } from './totals';
import type { CartOwner } from './owner';

/** The terminal's cart as the console shows it. */
export async function readCart(q: Queryable, clubId: number, owner: CartOwner): Promise<Cart> {
  const cart = await findCart(q, clubId, owner);
  const [slots, extras] = cart ? await Promise.all([loadCartSlots(q, clubId, cart.id), loadCartExtras(q, clubId, cart.id)]) : [[], []];
  let available = 0;
  let mobile: string | null = null;
  if (cart?.creditsMemberId) {
    available = await memberCredits(q, clubId, cart.creditsMemberId);
    const m = await firstRow<{ mobile: string }>(q, sql`SELECT mobile FROM members WHERE club_id = ${clubId} AND id = ${cart.creditsMemberId}`);
    mobile = m?.mobile ?? null;
  }
  return cartView(cart, slots, extras, available, mobile);
}

/**
 * Adds a slot and holds it for the club's hold time; the exclusion constraint refuses overlaps.
 * Returns the new cart line's id.
 */
export async function addSlot(tx: Tx, club: ClubContext, owner: CartOwner, input: CartSlotAddRequest): Promise<number> {
  const { clubId } = club;
  const activity = await findActivity(tx, clubId, input.activityId);
  if (!activity) throw new BusinessError(AvailabilityMessages.activityNotFound);
  const court = await findCourt(tx, clubId, input.courtId);
  const window = court && court.activityId === activity.id ? findSlot(court, input.time) : undefined;
  if (!court || !window) throw new BusinessError(AvailabilityMessages.slotNotFound);
  const count = activity.type === 1 ? (input.count ?? 1) : 1;
  await checkLookback(tx, club, input.date, window.end);

  const cart = await lockCart(tx, clubId, owner);
  const inCart = await loadCartSlots(tx, clubId, cart.id);
  if (inCart.some((s) => s.activityType !== activity.type)) throw new BusinessError(CartMessages.mixedTypes);
  const same = inCart.find((s) => s.courtId === court.id && s.slotDate === input.date && s.slotTime === window.slotTime);
  if (same?.holdLive) throw new BusinessError(CartMessages.alreadyInCart);
  // Bounded (club setting): a cart's reads, totals and checkout stay small; bulk booking books more.
  if (inCart.length - (same ? 1 : 0) >= club.cartMaxSlots) {
    throw new BusinessError(CartMessages.cartFull.replace('{max}', String(club.cartMaxSlots)));
  }
  // A slot whose hold ran out is taken again from scratch.
  if (same) await tx.execute(sql`DELETE FROM cart_slots WHERE id = ${same.id}`);
  await sweepExpiredHolds(tx, clubId);

  const pricing = court.priceClassId === null ? [] : ((await loadPricing(tx, clubId, [court.priceClassId])).get(court.priceClassId) ?? []);
  const price = priceSlot(pricing, await loadHolidays(tx, clubId, input.date, input.date), input.date, window.slotTime, court.slotDurationMinutes);
  const holdSeconds = Math.round(club.cartHoldMinutes * 60);
  const inserted = await firstRow<{ id: number }>(
    tx,
    sql`INSERT INTO cart_slots (club_id, cart_id, activity_id, activity_type, court_id, slot_date, slot_time, end_time,
          count, unit_price_minor, price_slot_key, slot_discount, hold_expires_at)
        VALUES (${clubId}, ${cart.id}, ${activity.id}, ${activity.type}, ${court.id}, ${input.date}, ${window.slotTime},
          ${window.endTime}, ${count}, ${price.priceMinor}, ${price.priceSlotKey}, ${JSON.stringify(price.slotDiscount)}::jsonb,
          now() + make_interval(secs => ${holdSeconds}))
        RETURNING id`,
  );
  const hold = {
    clubId,
    activityId: activity.id,
    courtId: court.id,
    date: input.date,
    start: window.start,
    end: window.end,
    kind: 'hold' as const,
    cartSlotId: inserted!.id,
    holdMinutes: club.cartHoldMinutes,
  };
  if (activity.type === 1) {
    const { used, blocked } = await lockGroupSlot(tx, court.id, input.date, window.start, window.end);
    const left = activity.maxSlotCount - used;
    if (blocked || left <= 0) throw new BusinessError(CartMessages.slotUnavailable);
    if (count > left) throw new BusinessError(CartMessages.capacityExceeded.replace('{available}', String(left)));
    await occupy(tx, { ...hold, brothers: [], exclusive: false, count });
  } else {
    await occupy(tx, { ...hold, brothers: await brothersOf(tx, clubId, court.id), exclusive: true });
  }
  // Discount and credits were worked out for another total: they are entered again at checkout.
  await resetAdjustments(tx, clubId, cart.id);
  await recordChange(tx, clubId, activity.id, input.date, 'hold');
  return inserted!.id;
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
  const lines = await firstRow<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM cart_extras WHERE club_id = ${clubId} AND cart_id = ${cart.id}`);
  if ((lines?.n ?? 0) >= CART_MAX_EXTRAS) throw new BusinessError(CartMessages.tooManyExtras.replace('{max}', String(CART_MAX_EXTRAS)));
  const extraId = Number(input.extraId);
  const club = input.extraId
    ? await firstRow<ClubExtraRow>(
        tx,
        sql`SELECT id, name, price_minor AS "priceMinor", is_rent AS "isRent" FROM club_extras
            WHERE club_id = ${clubId} AND id = ${extraId} AND is_active`,
      )
    : null;
  const checked = checkExtra(input, club);
  if (!checked.ok) throw new BusinessError(checked.message);
  const l = checked.line;
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
