import { useSession } from './session/session-store';

/** The club currency's symbol: a rupee sign for 'rs', else 'Amt.' (spec 1 §9). */
export function currencySymbol(currency: string | null | undefined): string {
  return currency?.trim().toLowerCase() === 'rs' ? '₹' : 'Amt.';
}

/** 1234.5 → '₹ 1,234.50' (2 decimals, Indian grouping for rupees). The space after the symbol is a
 *  no-break space, so a narrow cell never leaves the ₹ alone at the end of a line (issue 27 item 13). */
export function formatMoney(amount: number, symbol: string): string {
  const locale = symbol === '₹' ? 'en-IN' : 'en-US';
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `${symbol}\u00a0${text}`;
}

export function useCurrencySymbol(): string {
  return currencySymbol(useSession()?.clubCurrency);
}
