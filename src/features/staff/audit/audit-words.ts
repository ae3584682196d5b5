import { paymentModeName } from '../../../lib/i18n/contract-names';
import { i18n } from '../../../lib/i18n/i18n';
import { formatMoney } from '../../../lib/money';
import { displayDate, shortTime } from '../../../lib/time/club-date';

/** How a value of a history entry reads: money with its sign, dates 'DD MMM YYYY', never JSON. */
export interface Wording {
  timeZone: string;
  symbol: string;
}

/** 'cartHoldMinutes' → 'Cart hold minutes', 'credits_validity' → 'Credits validity'. */
export function words(key: string): string {
  const spaced = key
    .replace(/Minor$/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const MONEY_KEYS = /(amount|price|gross|net|paid|balance|refund|discount|fee|cash|card|other|difference|credits(Back)?)$/i;

/** One value as a person reads it; `key` tells money (…Minor, amount, balance) and modes apart. */
export function valueText(key: string, value: unknown, w: Wording): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? i18n.t('staff:audit.yes') : i18n.t('staff:audit.no');
  if (typeof value === 'number') {
    const mode = key === 'mode' ? paymentModeName(value) : undefined;
    if (mode) return mode;
    if (key.endsWith('Minor')) return formatMoney(value / 100, w.symbol);
    if (MONEY_KEYS.test(key)) return formatMoney(value, w.symbol);
    return String(value);
  }
  if (typeof value === 'string') {
    if (value === '9999-12-31') return i18n.t('staff:audit.lifetime');
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return displayDate(value);
    if (/^\d{2}:\d{2}:\d{2}$/.test(value)) return shortTime(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => valueText(key, v, w)).join(', ') || '–';
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.mobile === 'string') return `${typeof o.countryCode === 'string' ? `${o.countryCode} ` : ''}${o.mobile}`;
    // An add-on line and similar: its name first, then its other parts.
    const name = typeof o.name === 'string' ? o.name : null;
    const rest = Object.entries(o)
      .filter(([k]) => k !== 'name' && k !== 'id')
      .map(([k, v]) => `${words(k).toLowerCase()} ${valueText(k, v, w)}`);
    return [name, ...rest].filter(Boolean).join(' ');
  }
  return String(value);
}

/** 'Key: before → after' for every key that changed; 'Key: value' for keys only one side has. */
export function changedLines(before: unknown, after: unknown, w: Wording, skip: string[] = []): string[] {
  const b = record(before);
  const a = record(after);
  // Row ids (event id, transaction id) mean nothing to a person reading the log: the "What" cell names the thing.
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => !skip.includes(k) && !/(^id|Id)$/.test(k) && k !== 'today',
  );
  return keys
    .filter((k) => !(k in b && k in a) || JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) =>
      k in b && k in a
        ? `${words(k)}: ${valueText(k, b[k], w)} → ${valueText(k, a[k], w)}`
        : `${words(k)}: ${valueText(k, k in a ? a[k] : b[k], w)}`,
    );
}

export function record(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}
