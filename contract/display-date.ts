/*
 * A date as a person reads it, in the console and in the server's documents alike (ADR 0085,
 * ADR 0087): 'DD MMM YYYY' with Latin digits. One rule for both sides, so a receipt and the
 * screen it was printed from read the same date the same way.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** hi-IN's short months (CLDR), written out: Intl's own differ by engine, and a date must read the same on every desk. */
const MONTHS_HI = ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'];

/** The short month names of a locale: hi-IN's, else English (en-IN writes dates as the spec does). */
export function monthsOf(locale: string): readonly string[] {
  return locale === 'hi-IN' ? MONTHS_HI : MONTHS;
}

/** '2026-11-21' → '21 Nov 2026' ('21 नव॰ 2026' in hi-IN); text that is not a date is returned as is, a missing one as ''. */
export function formatDisplayDate(date: string | null | undefined, locale: string): string {
  if (!date) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  const month = m ? monthsOf(locale)[Number(m[2]) - 1] : undefined;
  if (!m || !month) return date;
  return `${m[3]} ${month} ${m[1]}`;
}
