// Mobile metadata (as on the server): only mobile numbers of the country are valid; '/min' checks
// the length only and let 5555555555 or 1234567890 pass as Indian mobiles.
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/mobile';
import metadata from 'libphonenumber-js/mobile/metadata';

export interface CountryOption {
  /** ISO 3166 alpha-2 code; unique, unlike calling codes (+1 is shared). */
  value: string;
  label: string;
  callingCode: string;
}

/** Per language: the names are the language's (भारत, India). */
const cached = new Map<string, CountryOption[]>();

/** Countries with a non-empty calling code, named by the browser in `locale` (spec 1 §9, DESIGN "Outside world"). */
export function countryOptions(locale = 'en'): CountryOption[] {
  const known = cached.get(locale);
  if (known) return known;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const options = getCountries()
    .map((country) => ({ country, code: getCountryCallingCode(country) }))
    .filter(({ code }) => code !== '')
    .map(({ country, code }) => ({ value: country, callingCode: `+${code}`, label: `${names.of(country) ?? country} (+${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  cached.set(locale, options);
  return options;
}

/** The main country of a calling code ('+1' → 'US'), for preselecting the picker. */
export function countryForCallingCode(callingCode: string): string | undefined {
  const digits = callingCode.replace(/\D/g, '');
  const map = (metadata as { country_calling_codes: Record<string, string[]> }).country_calling_codes;
  return map[digits]?.[0];
}

export function callingCodeOf(country: string): string {
  return `+${getCountryCallingCode(country as CountryCode)}`;
}
