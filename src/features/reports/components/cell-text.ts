import type { ColumnKind } from '../../../../contract/reports-columns';
import type { Cell } from '../../../../contract/reports';
import { formatMoney } from '../../../lib/money';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' → 'DD MMM YYYY' (spec 3 §9), without building Date objects per cell. */
export function showDate(text: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return m ? `${m[3]} ${MONTHS[Number(m[2]) - 1]} ${m[1]}` : text;
}

/** A report cell as the table shows it. */
export function cellText(kind: ColumnKind, value: Cell | undefined, symbol: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'money' && typeof value === 'number') return formatMoney(value, symbol);
  if (kind === 'date' && typeof value === 'string') return showDate(value);
  if (kind === 'datetime' && typeof value === 'string') return `${showDate(value)} ${value.slice(11, 16)}`;
  if (kind === 'time' && typeof value === 'string') return value.slice(0, 5);
  return String(value);
}
