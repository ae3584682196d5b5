import { amountValue, type AmountInput } from '../../../lib/payment-mode';
import { CartMessages } from '../../../../contract/cart';
import { roundMoney } from '../../../../contract/money-round';

/** Add-on texts of spec 1 §5 (spelling corrected), shared with the server. */
export const AddonMessages = {
  selectFirst: CartMessages.selectAddon,
  minQuantity: CartMessages.minQuantity,
  valuesInvalid: CartMessages.valuesNotValid,
  nameMandatory: CartMessages.nameMandatory,
  priceMandatory: CartMessages.priceMandatory,
  enterQuantity: CartMessages.enterQuantity,
} as const;

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
