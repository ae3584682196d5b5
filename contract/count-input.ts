import { z } from 'zod';
import { isBlankText, MoneyMessages, type Checked } from './money-input';

/**
 * The rule for a whole-number count a person types: quantity, member limit, hold minutes,
 * percent. "2.5" is refused (never read as 25 or 2), "0" below the minimum is refused (never
 * raised to 1), "150" above the maximum is refused (never clamped). ADR 0048.
 */
export interface CountRule {
  field: string;
  min: number;
  max: number;
  required?: boolean;
}

const COUNT_TEXT = /^-?\d+$/;

export const CountMessages = {
  whole: (field: string) => `${field} must be a whole number`,
} as const;

/** The typed count, or null for an optional blank, or the message naming the field. */
export function parseCountText(text: string | null | undefined, rule: CountRule): Checked<number | null> {
  if (isBlankText(text)) return rule.required ? no(MoneyMessages.required(rule.field)) : { ok: true, value: null };
  const t = (text as string).trim();
  if (!COUNT_TEXT.test(t)) {
    return no(/^-?\d*\.\d+$|^-?\d+\.\d*$/.test(t) ? CountMessages.whole(rule.field) : MoneyMessages.notNumber(rule.field));
  }
  return inBounds(Number(t), rule);
}

/** The same rule for a wire value: a JSON number or its text. */
export function checkCount(value: unknown, rule: CountRule): Checked<number | null> {
  if (value === null || value === undefined) return parseCountText(null, rule);
  if (typeof value === 'string') return parseCountText(value, rule);
  if (typeof value !== 'number' || !Number.isFinite(value)) return no(MoneyMessages.notNumber(rule.field));
  if (!Number.isInteger(value)) return no(CountMessages.whole(rule.field));
  return inBounds(value, rule);
}

/** A zod field under the count rule: yields the number (or null for an optional blank). */
export function countField(rule: CountRule) {
  return z.unknown().transform((v, ctx) => {
    const r = checkCount(v, rule);
    if (r.ok) return r.value;
    ctx.addIssue({ code: 'custom', message: r.message });
    return z.NEVER;
  });
}

function inBounds(n: number, rule: CountRule): Checked<number> {
  if (n < rule.min) return no(MoneyMessages.tooSmall(rule.field, rule.min));
  if (n > rule.max) return no(MoneyMessages.tooLarge(rule.field, rule.max));
  return { ok: true, value: n === 0 ? 0 : n };
}

function no<T>(message: string): Checked<T> {
  return { ok: false, message };
}
