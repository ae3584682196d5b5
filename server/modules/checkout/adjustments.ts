import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { CheckoutMessages } from '../../../contract/checkout';
import { CartMessages } from '../../../contract/cart';
import { BusinessError } from '../../core/business-error';
import { currencySymbol, type ClubContext } from '../../core/club-context';
import { toMinor } from '../../core/money';
import { loadCartExtras, loadCartSlots, lockCart, type CartRow } from '../cart/repository';
import type { CartOwner } from '../../core/hold-owner';
import { cartTotals } from '../cart/totals';
import { normalizePhone } from '../../core/phone';
import { checkSpend, lockCreditPayer } from '../members/credits';
import { todayIn } from '../../core/local-time';
import { checkMemberPin, type PinLimit } from '../members/pin-limit';

async function lockedTotals(tx: Tx, clubId: number, owner: CartOwner) {
  const cart = await lockCart(tx, clubId, owner);
  const slots = await loadCartSlots(tx, clubId, cart.id);
  if (slots.length === 0) throw new BusinessError(CartMessages.cartEmpty);
  return { cart, ...cartTotals(cart, slots, await loadCartExtras(tx, clubId, cart.id)) };
}

async function save(tx: Tx, cart: CartRow, changes: { discount?: number; credits?: number; memberId?: number | null }) {
  await tx.execute(sql`UPDATE carts SET
      club_discount_minor = ${changes.discount ?? cart.clubDiscountMinor},
      credits_minor = ${changes.credits ?? cart.creditsMinor},
      credits_member_id = ${changes.memberId === undefined ? cart.creditsMemberId : changes.memberId},
      updated_at = now()
    WHERE id = ${cart.id}`);
}

/** Club discount on the slots: above 0 and at most what the slots still cost after credits. */
export async function applyDiscount(tx: Tx, club: ClubContext, owner: CartOwner, amount: unknown): Promise<void> {
  const { cart, totals } = await lockedTotals(tx, club.clubId, owner);
  const discount = toMinor(amount);
  if (discount === null || discount <= 0) {
    throw new BusinessError(CheckoutMessages.discountTooLow.replace('{currency}', currencySymbol(club.currency)));
  }
  if (discount > totals.slotsAfterVolume - totals.credits) throw new BusinessError(CheckoutMessages.discountTooHigh);
  await save(tx, cart, { discount });
}

/** Removing the discount also removes redeemed credits (spec 1 §4). */
export async function resetDiscount(tx: Tx, clubId: number, owner: CartOwner): Promise<void> {
  const cart = await lockCart(tx, clubId, owner);
  await save(tx, cart, { discount: 0, credits: 0, memberId: null });
}

export interface RedeemInput {
  credits?: unknown;
  memberPin?: string | null;
  mobile: string;
  countryCode?: string;
}

/**
 * Member credits against the slots, after the PIN checks out. Refusals throw (rolling back),
 * except a wrong PIN: it is returned as the refusal so that the transaction commits the
 * failure it records (pin-limit.ts) — a rolled-back count would let guessing go on forever.
 */
export async function redeemCredits(
  tx: Tx,
  club: ClubContext,
  owner: CartOwner,
  input: RedeemInput,
  pinLimit: PinLimit,
): Promise<string | null> {
  const { cart, totals } = await lockedTotals(tx, club.clubId, owner);
  const room = totals.slotsAfterVolume - totals.clubDiscount;
  if (room <= 0) throw new BusinessError(CheckoutMessages.creditsZeroNet);
  const phone = normalizePhone(input.mobile, input.countryCode || club.callingCode);
  // The member row stays locked to the end: guesses at one member's PIN are counted in turn.
  const member = phone && (await lockCreditPayer(tx, club.clubId, { phone }));
  if (!member) throw new BusinessError(CheckoutMessages.notMember);
  const credits = toMinor(input.credits);
  if (credits === null || credits <= 0) throw new BusinessError(CheckoutMessages.creditsInvalid);
  const wrongPin = await checkMemberPin(tx, pinLimit, club.clubId, member, input.memberPin, owner.userId);
  if (wrongPin) return wrongPin;
  checkSpend(member, credits, todayIn(club.timeZone));
  if (credits > room) throw new BusinessError(CheckoutMessages.creditsTooHigh);
  await save(tx, cart, { credits, memberId: member.id });
  return null;
}

export async function resetCredits(tx: Tx, clubId: number, owner: CartOwner): Promise<void> {
  const cart = await lockCart(tx, clubId, owner);
  await save(tx, cart, { credits: 0, memberId: null });
}
