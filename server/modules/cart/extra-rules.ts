import { CartMessages, type CartExtraAddRequest } from '../../../contract/cart';
import { toMinor } from '../../core/money';
import { LIMITS, MAX_AMOUNT_MINOR, tooLargeMessage } from '../../../contract/limits';
import { paymentModeError } from '../../core/payment-rules';

export interface ClubExtraRow {
  id: number;
  name: string;
  priceMinor: number;
  isRent: boolean;
}

export interface ExtraLine {
  extraId: number | null;
  name: string;
  priceMinor: number;
  quantity: number;
  isRent: boolean;
  advanceMinor: number;
  discountMinor: number;
  mode: number;
  useCredits: boolean;
}

type Result = { ok: true; line: ExtraLine } | { ok: false; message: string };

function blank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

function positiveInteger(v: unknown): number | null {
  const n = typeof v === 'number' ? v : Number(v);
  return !blank(v) && Number.isInteger(n) && n >= 1 ? n : null;
}

/**
 * The add-on rules of spec 1 §5. A club add-on comes by extraId (`club` is its row, or null
 * when that id is unknown); a custom one by name and price.
 */
export function checkExtra(input: CartExtraAddRequest, club: ClubExtraRow | null | undefined): Result {
  const custom = blank(input.extraId);
  if (custom && blank(input.name) && blank(input.price)) return { ok: false, message: CartMessages.selectAddon };
  if (!custom && !club) return { ok: false, message: CartMessages.addonNotFound };

  let name: string;
  let priceMinor: number;
  let quantity: number | null;
  if (custom) {
    if (blank(input.name)) return { ok: false, message: CartMessages.nameMandatory };
    const price = toMinor(input.price);
    if (price === null || price <= 0) return { ok: false, message: CartMessages.priceMandatory };
    if (price > MAX_AMOUNT_MINOR) return { ok: false, message: tooLargeMessage('Price', LIMITS.amountMajor) };
    quantity = positiveInteger(input.quantity);
    if (quantity === null) return { ok: false, message: CartMessages.enterQuantity };
    name = input.name!.trim();
    priceMinor = price;
  } else {
    quantity = positiveInteger(input.quantity);
    if (quantity === null) return { ok: false, message: CartMessages.minQuantity };
    name = club!.name;
    priceMinor = club!.priceMinor;
  }
  if (quantity > LIMITS.quantity) return { ok: false, message: tooLargeMessage('Quantity', LIMITS.quantity) };

  const discount = blank(input.discount) ? 0 : toMinor(input.discount);
  const advance = blank(input.advance) ? 0 : toMinor(input.advance);
  if (discount !== null && discount > MAX_AMOUNT_MINOR) return { ok: false, message: tooLargeMessage('Discount', LIMITS.amountMajor) };
  if (advance !== null && advance > MAX_AMOUNT_MINOR) return { ok: false, message: tooLargeMessage('Advance', LIMITS.amountMajor) };
  if (discount === null || advance === null || discount < 0 || advance < 0 || discount + advance > priceMinor * quantity) {
    return { ok: false, message: CartMessages.valuesNotValid };
  }
  const mode = input.mode ?? 0;
  const modeError = paymentModeError(advance, mode);
  if (modeError) return { ok: false, message: modeError };
  return {
    ok: true,
    line: {
      extraId: custom ? null : club!.id,
      name,
      priceMinor,
      quantity,
      isRent: custom ? false : club!.isRent,
      advanceMinor: advance,
      discountMinor: discount,
      mode,
      useCredits: input.useCredits === true,
    },
  };
}
