import { currentLocale } from './i18n/instance';
import { useSession } from './session/session-store';

/** The club currency's symbol: a rupee sign for 'rs', else 'Amt.' (spec 1 §9). */
export function currencySymbol(currency: string | null | undefined): string {
  return currency?.trim().toLowerCase() === 'rs' ? '₹' : 'Amt.';
}

/** The Intl locale of an amount: the club's (en-IN / hi-IN, lakh grouping) for rupees, else the language's. */
export function moneyLocale(symbol: string, locale: string = currentLocale()): string {
  if (symbol === '₹') return locale;
  return locale === 'hi-IN' ? 'hi-IN' : 'en-US';
}

/** One formatter per locale: building an Intl.NumberFormat costs far more than using one, and the
 *  calendar formats a price for every cell it draws. */
const formats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format;
}

/** 1234.5 → '₹ 1,234.50' (2 decimals, Indian grouping for rupees, ₹ 1,00,000.00 in en-IN and hi-IN alike).
 *  The space after the symbol is a no-break space, so a narrow cell never leaves the ₹ alone at the end
 *  of a line (issue 27 item 13). The locale is the language on screen's unless given (ADR 0085). */
export function formatMoney(amount: number, symbol: string, locale: string = moneyLocale(symbol)): string {
  const text = moneyFormat(locale).format(amount);
  return `${symbol}\u00a0${text}`;
}

export function useCurrencySymbol(): string {
  return currencySymbol(useSession()?.clubCurrency);
}
