import { amountValue, type AmountInput } from '../../../lib/payment-mode';
import { roundMoney } from '../../../../contract/money-round';
import { i18n } from '../../../lib/i18n/i18n';

/**
 * Add-on texts of spec 1 §5 (spelling corrected) in the language on screen; the English is the
 * server's (contract/cart CartMessages).
 */
export const AddonMessages = {
  get selectFirst() {
    return i18n.t('checkout:addons.selectFirst');
  },
  get minQuantity() {
    return i18n.t('checkout:addons.minQuantity');
  },
  get valuesInvalid() {
    return i18n.t('checkout:addons.valuesInvalid');
  },
  get nameMandatory() {
    return i18n.t('checkout:addons.nameMandatory');
  },
  get priceMandatory() {
    return i18n.t('checkout:addons.priceMandatory');
  },
  get enterQuantity() {
    return i18n.t('checkout:addons.enterQuantity');
  },
};

export interface AddonPayment {
  discount: AmountInput;
  advance: AmountInput;
}

function isWholeAtLeastOne(value: number | null): boolean {
  return value !== null && Number.isInteger(value) && value >= 1;
}

/** Discount and advance are 0 or more and together never above the add-on's total price. */
function paymentError(payment: AddonPayment, total: number): string | undefined {
  const discount = amountValue(payment.discount) ?? 0;
  const advance = amountValue(payment.advance) ?? 0;
  if (discount < 0 || advance < 0 || roundMoney(discount + advance) > roundMoney(total)) return AddonMessages.valuesInvalid;
  return undefined;
}

export interface ListedAddonInput extends AddonPayment {
  extraId: number | null;
  unitPrice: number;
  quantity: AmountInput;
}

/** An add-on picked from the club's or the activity's list. */
export function listedAddonError(input: ListedAddonInput): string | undefined {
  if (input.extraId === null) return AddonMessages.selectFirst;
  const quantity = amountValue(input.quantity);
  if (!isWholeAtLeastOne(quantity)) return AddonMessages.minQuantity;
  return paymentError(input, input.unitPrice * (quantity as number));
}

export interface CustomAddonInput extends AddonPayment {
  name: string;
  price: AmountInput;
  quantity: AmountInput;
}

/** A custom add-on: name, a price above 0 (decimals allowed), a whole quantity. */
export function customAddonError(input: CustomAddonInput): string | undefined {
  if (!input.name.trim()) return AddonMessages.nameMandatory;
  const price = amountValue(input.price);
  if (price === null || price <= 0) return AddonMessages.priceMandatory;
  const quantity = amountValue(input.quantity);
  if (!isWholeAtLeastOne(quantity)) return AddonMessages.enterQuantity;
  return paymentError(input, roundMoney(price) * (quantity as number));
}
