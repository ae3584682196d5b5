import type { ColumnKind } from '../../../../contract/reports-columns';
import type { Cell } from '../../../../contract/reports';
import { formatMoney } from '../../../lib/money';
import { displayDate, shortTime, wallStamp } from '../../../lib/time/club-date';

/** 'YYYY-MM-DD' → 'DD MMM YYYY' (spec 3 §9), through the console's one date formatter. */
export const showDate = displayDate;

/** A report cell as the table shows it. */
export function cellText(kind: ColumnKind, value: Cell | undefined, symbol: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'money' && typeof value === 'number') return formatMoney(value, symbol);
  if (kind === 'date' && typeof value === 'string') return showDate(value);
  if (kind === 'datetime' && typeof value === 'string') return wallStamp(value);
  if (kind === 'time' && typeof value === 'string') return shortTime(value);
  // A text column may hold a date beside words (Credits Expiry: a date or 'Lifetime').
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return displayDate(value);
  return String(value);
}
