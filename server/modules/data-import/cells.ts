import { ImportMessages, type RowError } from '../../../contract/data-import';
import { parseMoneyText } from '../../../contract/money-input';
import { isDate, text } from '../members/validate';

/**
 * Cell readers shared by the subscriptions and bookings imports: each pushes an error naming its
 * field and returns null, or returns the value as typed (never rewritten beyond its own format).
 */

/** A date cell, YYYY-MM-DD; blank or anything else is an error (the field is required). */
export function dateCell(raw: string | undefined, field: string, label: string, errors: RowError[]): string | null {
  const v = text(raw);
  if (v && isDate(v)) return v;
  errors.push({ field, message: ImportMessages.invalidDate(label) });
  return null;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/;

/** A time cell, HH:mm or HH:mm:00 (24:00 for midnight as an end), as minutes after midnight. */
export function timeCell(raw: string | undefined, field: string, label: string, errors: RowError[]): number | null {
  const v = text(raw) ?? '';
  if (/^24:00(:00)?$/.test(v)) return 1440;
  const m = TIME.exec(v);
  if (m) return Number(m[1]) * 60 + Number(m[2]);
  errors.push({ field, message: ImportMessages.invalidTime(label) });
  return null;
}

/** A money cell with the one money rule (ADR 0048); blank is 0. */
export function moneyCell(raw: string | undefined, field: string, label: string, errors: RowError[]): number | null {
  const m = parseMoneyText(raw, { field: label });
  if (!m.ok) {
    errors.push({ field, message: m.message });
    return null;
  }
  return m.value ?? 0;
}

/** Days from one date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Names compared the way a person reads them: case and surrounding or repeated spaces ignored. */
export const nameKey = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
