import { LIMITS } from '../../../contract/limits';
import { toMinorUnits } from '../../../contract/money-round';
import { currentLocale, i18n } from '../../lib/i18n/i18n';

/** What the Add Add-ons fields hold: the text as typed, never rewritten (issue 24). */
export interface AddAddonValues {
  /** An extraId, 'custom', or null before a choice. */
  choice: string | null;
  name: string;
  price: string;
  quantity: string;
  discount: string;
  advance: string;
}

export type AddAddonField = keyof AddAddonValues;
export type AddAddonErrors = Partial<Record<AddAddonField, string>>;

export const CUSTOM_ADDON = 'custom';

/**
 * Spec 1 §5's add-on texts where it has one (the contract's CartMessages, its English kept by a
 * test); otherwise a message naming the field. In the language on screen, so built when asked.
 */
export const AddAddonMessages = {
  selectFirst: () => i18n.t('booking-details:addonRule.selectFirst'),
  nameMandatory: () => i18n.t('booking-details:addonRule.nameMandatory'),
  priceMandatory: () => i18n.t('booking-details:addonRule.priceMandatory'),
  enterQuantity: () => i18n.t('booking-details:addonRule.enterQuantity'),
  minQuantity: () => i18n.t('booking-details:addonRule.minQuantity'),
  valuesNotValid: () => i18n.t('booking-details:addonRule.valuesNotValid'),
  wholeQuantity: () => i18n.t('booking-details:addonRule.wholeQuantity'),
  notNumber: (field: string) => i18n.t('booking-details:addonRule.notNumber', { field }),
  negative: (field: string) => i18n.t('booking-details:addonRule.negative', { field }),
  decimals: (field: string) => i18n.t('booking-details:addonRule.decimals', { field }),
  /** The contract's tooLargeMessage, in the language on screen. */
  tooLarge: (field: string, max: number) =>
    i18n.t('booking-details:addonRule.tooLarge', { field, max: new Intl.NumberFormat(currentLocale()).format(max) }),
} as const;

/** The fields' names as the dialog labels them, for the messages that name them. */
const FIELD = {
  price: () => i18n.t('booking-details:addAddons.price'),
  quantity: () => i18n.t('booking-details:addAddons.quantity'),
  discount: () => i18n.t('booking-details:addAddons.discount'),
  advance: () => i18n.t('booking-details:addAddons.advance'),
} as const;

type Parsed = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; value: number; decimals: number };

/** Plain decimal notation only: '1e3', '0x10', '1,000' and 'Infinity' are not amounts a desk types. */
export function parseTyped(text: string): Parsed {
  const s = text.trim();
  if (s === '') return { kind: 'empty' };
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(s)) return { kind: 'invalid' };
  return { kind: 'number', value: Number(s), decimals: (s.split('.')[1] ?? '').length };
}

/** A money field that may be empty (0): discount, advance. */
function optionalMoneyError(text: string, field: string): string | undefined {
  const p = parseTyped(text);
  if (p.kind === 'empty') return undefined;
  if (p.kind === 'invalid') return AddAddonMessages.notNumber(field);
  if (p.value < 0) return AddAddonMessages.negative(field);
  if (p.decimals > 2) return AddAddonMessages.decimals(field);
  if (p.value > LIMITS.amountMajor) return AddAddonMessages.tooLarge(field, LIMITS.amountMajor);
  return undefined;
}

function priceError(text: string): string | undefined {
  const p = parseTyped(text);
  if (p.kind === 'empty') return AddAddonMessages.priceMandatory();
  if (p.kind === 'invalid') return AddAddonMessages.notNumber(FIELD.price());
  if (p.value <= 0) return AddAddonMessages.priceMandatory();
  if (p.decimals > 2) return AddAddonMessages.decimals(FIELD.price());
  if (p.value > LIMITS.amountMajor) return AddAddonMessages.tooLarge(FIELD.price(), LIMITS.amountMajor);
  return undefined;
}

function quantityError(text: string, custom: boolean): string | undefined {
  const p = parseTyped(text);
  if (p.kind === 'empty') return custom ? AddAddonMessages.enterQuantity() : AddAddonMessages.minQuantity();
  if (p.kind === 'invalid' || !Number.isInteger(p.value)) return AddAddonMessages.wholeQuantity();
  if (p.value < 1) return AddAddonMessages.minQuantity();
  if (p.value > LIMITS.quantity) return AddAddonMessages.tooLarge(FIELD.quantity(), LIMITS.quantity);
  return undefined;
}

/** The number a checked field holds (0 when empty). */
export const amountOf = (text: string): number => {
  const p = parseTyped(text);
  return p.kind === 'number' ? p.value : 0;
};

/** The line's price before discount, or null while price or quantity is not valid. */
export function lineTotal(v: AddAddonValues, unitPrice: number | null): number | null {
  const custom = v.choice === CUSTOM_ADDON;
  const price = custom ? (priceError(v.price) ? null : amountOf(v.price)) : unitPrice;
  if (price === null || quantityError(v.quantity, custom)) return null;
  return (toMinorUnits(price) * amountOf(v.quantity)) / 100;
}

/**
 * Each field's message, and the form's ('Values are not valid': discount plus advance above the
 * line's price). `unitPrice` is the chosen listed add-on's price (null for a custom one).
 */
export function addAddonErrors(v: AddAddonValues, unitPrice: number | null): { fields: AddAddonErrors; form?: string } {
  const fields: AddAddonErrors = {};
  if (v.choice === null) fields.choice = AddAddonMessages.selectFirst();
  const custom = v.choice === CUSTOM_ADDON;
  if (custom && !v.name.trim()) fields.name = AddAddonMessages.nameMandatory();
  if (custom) fields.price = priceError(v.price);
  fields.quantity = quantityError(v.quantity, custom);
  fields.discount = optionalMoneyError(v.discount, FIELD.discount());
  fields.advance = optionalMoneyError(v.advance, FIELD.advance());
  for (const key of Object.keys(fields) as AddAddonField[]) if (!fields[key]) delete fields[key];
  if (Object.keys(fields).length > 0) return { fields };
  const total = lineTotal(v, unitPrice);
  const paid = toMinorUnits(amountOf(v.discount)) + toMinorUnits(amountOf(v.advance));
  if (total !== null && paid > toMinorUnits(total)) return { fields, form: AddAddonMessages.valuesNotValid() };
  return { fields };
}
