import { i18n } from '../../../lib/i18n/i18n';
import { displayDate } from '../../../lib/time/club-date';

/** Packages per page of the Active Members Per Package chart (spec 2 §9). */
export const BARS_PER_PAGE = 3;

export function barPage<T>(items: readonly T[], page: number): { shown: T[]; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / BARS_PER_PAGE));
  const at = Math.min(Math.max(page, 0), pages - 1);
  return { shown: items.slice(at * BARS_PER_PAGE, at * BARS_PER_PAGE + BARS_PER_PAGE), pages };
}

/** '2026-11' → 'Nov 2026' ('नव॰ 2026' in Hindi): the one date formatter's 'DD MMM YYYY' without its day. */
export function monthLabel(month: string): string {
  const date = displayDate(`${month}-01`);
  return date.startsWith('01 ') ? date.slice(3) : month;
}

/** A membership in the expiry list: Expired once its renewal date has passed, else 'Renew on {date}'. */
export function expiryStatus(renewalDate: string, today: string, display: (d: string) => string): string {
  return renewalDate < today ? i18n.t('packages:dashboard.expired') : i18n.t('packages:dashboard.renewOn', { date: display(renewalDate) });
}
