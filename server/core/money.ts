import { toMajorUnits, toMinorUnits } from '../../contract/money-round';

/** Money is integer minor units inside the server; the wire carries major units, 2 decimals. */
export function toMajor(minor: number): number {
  return toMajorUnits(minor);
}

/** Parses a wire amount (number or numeric string) to minor units; null when not a number. */
export function toMinor(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return null;
  return toMinorUnits(n);
}

/** Percent of an amount, rounded half away from zero to whole minor units. */
export function percentOf(minor: number, percent: number): number {
  return Math.round((minor * percent) / 100);
}
