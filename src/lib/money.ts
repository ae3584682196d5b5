import { useSession } from './session/session-store';

/** The club currency's symbol: a rupee sign for 'rs', else 'Amt.' (spec 1 §9). */
export function currencySymbol(currency: string | null | undefined): string {
  return currency?.trim().toLowerCase() === 'rs' ? '₹' : 'Amt.';
}

/** 1234.5 → '₹ 1,234.50' (2 decimals, Indian grouping for rupees). */
export function formatMoney(amount: number, symbol: string): string {
  const locale = symbol === '₹' ? 'en-IN' : 'en-US';
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `${symbol} ${text}`;
}

export function useCurrencySymbol(): string {
  return currencySymbol(useSession()?.clubCurrency);
}
