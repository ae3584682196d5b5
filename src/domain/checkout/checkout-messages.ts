import { REMARKS_MAX } from '../../../contract/checkout';
import type { StrikeState } from '../../../contract/no-show-strikes';
import { i18n } from '../../lib/i18n/i18n';

export { REMARKS_MAX };

/**
 * Checkout texts of spec 1 §4–§5 that the console judges itself, in the language on screen. The
 * English is the contract's (contract/checkout CheckoutMessages, shared with the server) plus
 * console-only ones; a refusal the server sends is compared with the contract's own constant.
 */
export const CheckoutMessages = {
  get nameRequired() {
    return i18n.t('payment:message.nameRequired');
  },
  get mobileRequired() {
    return i18n.t('payment:message.mobileRequired');
  },
  get invalidMobile() {
    return i18n.t('payment:message.invalidMobile');
  },
  get invalidEmail() {
    return i18n.t('payment:message.invalidEmail');
  },
  get emailRequired() {
    return i18n.t('payment:message.emailRequired');
  },
  get remarksTooLong() {
    return i18n.t('payment:message.remarksTooLong', { max: REMARKS_MAX });
  },
  get advanceTooHigh() {
    return i18n.t('payment:message.advanceTooHigh');
  },
  get invalidAdvance() {
    return i18n.t('payment:message.invalidAdvance');
  },
  get modeNeedsAdvance() {
    return i18n.t('payment:message.modeNeedsAdvance');
  },
  get advanceNeedsMode() {
    return i18n.t('payment:message.advanceNeedsMode');
  },
  get discountTooHigh() {
    return i18n.t('payment:message.discountTooHigh');
  },
  get creditsZeroNet() {
    return i18n.t('payment:message.creditsZeroNet');
  },
  get creditsTooHigh() {
    return i18n.t('payment:message.creditsTooHigh');
  },
  get creditsNotEnough() {
    return i18n.t('payment:message.creditsNotEnough');
  },
  get creditsInvalid() {
    return i18n.t('payment:message.creditsInvalid');
  },
  get pinRequired() {
    return i18n.t('payment:message.pinRequired');
  },
  get notMember() {
    return i18n.t('payment:message.notMember');
  },
  get advanceReset() {
    return i18n.t('payment:message.advanceReset');
  },
  get newCustomer() {
    return i18n.t('payment:message.newCustomer');
  },
  get clearCartQuestion() {
    return i18n.t('payment:message.clearCartQuestion');
  },
  get advanceNegative() {
    return i18n.t('payment:message.advanceNegative');
  },
};

/** 'Discount should be greater than ₹ 0' — the symbol is the club's (spec 1 §9). */
export function discountPositiveMessage(symbol: string): string {
  return i18n.t('payment:message.discountTooLow', { currency: symbol });
}

/**
 * The desk's no-show warning (ADR 0081), as contract/no-show-strikes strikeMessages.desk says it
 * in English; `name` blank is "This customer".
 */
export function deskStrikeMessage(name: string, s: StrikeState): string {
  return i18n.t('payment:strike.desk', {
    name: name || i18n.t('payment:strike.thisCustomer'),
    noShows: i18n.t('payment:strike.noShows', { count: s.noShows }),
    days: i18n.t('payment:strike.days', { count: s.days }),
    limit: s.limit,
  });
}
