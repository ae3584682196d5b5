import { MAX_RANGE_DAYS } from '../../../contract/analytics';
import { InputError } from '../../core/input-error';

/** Whole days from `from` to `to` (to − from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A date range the analytics read: to not before from, at most MAX_RANGE_DAYS days; else 400 naming the field. */
export function checkRange(from: string, to: string, toField: string): void {
  if (to < from) throw new InputError(toField, 'must not be before the start date');
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) throw new InputError(toField, `the range may cover at most ${MAX_RANGE_DAYS} days`);
}
