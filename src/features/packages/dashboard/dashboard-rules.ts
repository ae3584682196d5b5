/** Packages per page of the Active Members Per Package chart (spec 2 §9). */
export const BARS_PER_PAGE = 3;

export function barPage<T>(items: readonly T[], page: number): { shown: T[]; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / BARS_PER_PAGE));
  const at = Math.min(Math.max(page, 0), pages - 1);
  return { shown: items.slice(at * BARS_PER_PAGE, at * BARS_PER_PAGE + BARS_PER_PAGE), pages };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11' → 'Nov 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${y}`;
}

/** A membership in the expiry list: Expired once its renewal date has passed, else 'Renew on {date}'. */
export function expiryStatus(renewalDate: string, today: string, display: (d: string) => string): string {
  return renewalDate < today ? 'Expired' : `Renew on ${display(renewalDate)}`;
}
