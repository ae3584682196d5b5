import type { Tx } from '../../db/client';
import { CartMessages } from '../../../contract/cart';
import { BusinessError } from '../../core/business-error';
import type { ClubContext } from '../../core/club-context';
import type { CartOwner } from '../../core/hold-owner';
import { normalizePhone } from '../../core/phone';
import { findMemberByPhone } from '../customers/service';
import { rateCartLines } from '../pricing/member-rate';
import { loadCartSlots, lockCart, resetAdjustments } from './repository';

/**
 * The desk named the customer: the cart's lines are priced at member prices where the customer
 * is a member at their dates, at guest prices otherwise (a blank mobile = no customer yet). A
 * change of price drops the discount and credits, as any change of the cart's total does.
 */
export async function priceCartForCustomer(
  tx: Tx,
  club: ClubContext,
  owner: CartOwner,
  input: { mobile: string; countryCode?: string | null },
): Promise<string> {
  const blank = input.mobile.trim() === '';
  const phone = blank ? null : normalizePhone(input.mobile, input.countryCode || club.callingCode);
  if (!blank && !phone) throw new BusinessError(CartMessages.invalidMobile);
  const cart = await lockCart(tx, club.clubId, owner);
  const member = phone ? await findMemberByPhone(tx, club.clubId, phone) : undefined;
  const lines = await loadCartSlots(tx, club.clubId, cart.id);
  const { changed, anyMember } = await rateCartLines(tx, club.clubId, cart.id, lines, member?.id ?? null, club.memberPricing);
  if (changed) await resetAdjustments(tx, club.clubId, cart.id);
  return anyMember ? CartMessages.memberPrices : CartMessages.guestPrices;
}
