import { z } from 'zod';
import { LIMITS, tooLargeMessage } from './limits';
import { hasAtMostDecimals, toMinorUnits } from './money-round';

/**
 * The one rule for a money amount a person types or an API caller sends (issue 24 items 6, 7;
 * ADR 0048). What was typed is never rewritten: a minus, a third decimal, letters or a value
 * above the named maximum is refused with a message naming the field, never dropped, rounded
 * or clamped. The console runs the same rule on the raw text as the server runs on the wire.
 */
export interface MoneyRule {
  /** The field as the person sees it: "Amount", "Price", "Registration fee". */
  field: string;
  /** A blank is refused with "<field> is required" (otherwise a blank is null). */
  required?: boolean;
  /** A refund adjustment may go below zero; nothing else may. */
  allowNegative?: boolean;
  /** Upper bound in major units; LIMITS.amountMajor unless the field is narrower (percent). */
  max?: number;
  /** Decimal places allowed: 2 for money, 0 for whole rupees or whole percent. */
  decimals?: number;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export const MoneyMessages = {
  required: (field: string) => `${field} is required`,
  notNumber: (field: string) => `${field} must be a number`,
  negative: (field: string) => `${field} cannot be negative`,
  decimals: (field: string, places: number) =>
    places === 0 ? `${field} must be a whole number` : `${field} can have at most ${places} decimal places`,
  tooLarge: tooLargeMessage,
  tooSmall: (field: string, min: number) => `${field} must be at least ${min}`,
} as const;

/**
 * Digits, optionally grouped by commas the Indian way (1,00,000) or the Western way (100,000),
 * then an optional fraction. "1,2" or "12,34,5" is neither grouping: refused, because reading it
 * would mean guessing whether the comma was a decimal point.
 */
const MONEY_TEXT = /^(-)?(\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3})?(?:\.(\d*))?$/;

/** Whether a text is empty after trimming (a blank field). */
export function isBlankText(text: string | null | undefined): boolean {
  return text === null || text === undefined || text.trim() === '';
}

/**
 * The value of a typed amount in minor units (paise), or the message naming the field. A blank
 * is null unless the rule requires it. Never rounds: "10.005" is refused, not read as 10.01.
 */
export function parseMoneyText(text: string | null | undefined, rule: MoneyRule): Checked<number | null> {
  const { field } = rule;
  if (isBlankText(text)) return rule.required ? no(MoneyMessages.required(field)) : { ok: true, value: null };
  const m = MONEY_TEXT.exec((text as string).trim());
  if (!m || (m[2] === undefined && !m[3])) return no(MoneyMessages.notNumber(field));
  const negative = m[1] === '-';
  const whole = (m[2] ?? '0').replace(/,/g, '');
  const fraction = m[3] ?? '';
  const places = rule.decimals ?? 2;
  if (negative && !rule.allowNegative) return no(MoneyMessages.negative(field));
  const max = rule.max ?? LIMITS.amountMajor;
  // Compare as text-derived integers: a 30-digit typo must say "too large", not overflow.
  const wholeValue = Number(whole);
  const beyond = wholeValue > max || (wholeValue === max && /[1-9]/.test(fraction));
  if (beyond) return no(MoneyMessages.tooLarge(field, max));
  if (fraction.length > places) return no(MoneyMessages.decimals(field, places));
  const minor = wholeValue * 100 + Number(fraction.padEnd(2, '0').slice(0, 2) || '0');
  return { ok: true, value: negative && minor !== 0 ? -minor : minor };
}

/**
 * The same rule for a wire value: a JSON number or the text a console sent. Anything else
 * (true, an object, NaN) is "<field> must be a number". Returns minor units or null for blank.
 */
export function checkMoney(value: unknown, rule: MoneyRule): Checked<number | null> {
  if (value === null || value === undefined) return parseMoneyText(null, rule);
  if (typeof value === 'string') return parseMoneyText(value, rule);
  if (typeof value !== 'number' || !Number.isFinite(value)) return no(MoneyMessages.notNumber(rule.field));
  if (value < 0 && !rule.allowNegative) return no(MoneyMessages.negative(rule.field));
  const max = rule.max ?? LIMITS.amountMajor;
  if (Math.abs(value) > max) return no(MoneyMessages.tooLarge(rule.field, max));
  const places = rule.decimals ?? 2;
  if (!hasAtMostDecimals(value, places)) return no(MoneyMessages.decimals(rule.field, places));
  return { ok: true, value: toMinorUnits(value) };
}

/**
 * A zod field under the money rule: yields minor units (or null for an optional blank); a
 * refusal is an issue whose message names the field.
 */
export function moneyField(rule: MoneyRule) {
  return z.unknown().transform((v, ctx) => {
    const r = checkMoney(v, rule);
    if (r.ok) return r.value;
    ctx.addIssue({ code: 'custom', message: r.message });
    return z.NEVER;
  });
}

/**
 * A route-schema amount as typed (number or text, blank allowed) that is refused at the door,
 * with a 400 naming the field, when it is past the named maximum or has a third decimal: the
 * two things the services used to round or store. Blank, negative and non-numeric values
 * keep their route's own spec messages ("Amount is required", "Invalid discount amount").
 */
export function wireAmount(field: string, max: number = LIMITS.amountMajor, decimals = 2) {
  return z
    .union([z.number(), z.string()])
    .nullish()
    .superRefine((v, ctx) => {
      if (v === null || v === undefined) return;
      const r = checkMoney(v, { field, max, decimals, allowNegative: true });
      if (r.ok) return;
      if (r.message === MoneyMessages.tooLarge(field, max) || r.message === MoneyMessages.decimals(field, decimals)) {
        ctx.addIssue({ code: 'custom', message: r.message });
      }
    });
}

/** Minor units to the major-unit number the wire and the inputs carry. */
export function minorToMajor(minor: number): number {
  return minor / 100;
}

function no<T>(message: string): Checked<T> {
  return { ok: false, message };
}
