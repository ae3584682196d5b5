// Mobile metadata: a number is valid only when it is a mobile number of that country ('/min'
// checks the length only, so 5555555555 and 1234567890 passed as Indian mobiles).
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/** A mobile as stored: the calling code and the national number. */
export interface Phone {
  /** "+91" */
  countryCode: string;
  /** National number, digits only. */
  mobile: string;
}

/**
 * What a person may type around the digits: spaces, hyphens, dots and brackets, the ways a
 * number is written on a card ("(987) 654-3210", "98765 43210"), and one leading "+". A letter
 * or any other sign makes it not a number, rather than being dropped (ADR 0055).
 */
const MOBILE_TEXT = /^\+?[\d\s().-]+$/;

/**
 * The one mobile rule of the product (issue 25): the mobile and calling code as stored, or null
 * when the text is not a valid mobile number. A national number is read in the country of the
 * calling code given (the club's unless the desk chose one); "+44…" names its own country.
 */
export function normalizeMobile(mobile: string, countryCode: string): Phone | null {
  const typed = mobile.trim();
  if (!MOBILE_TEXT.test(typed)) return null;
  const digits = typed.replace(/[^\d+]/g, '');
  const code = countryCode.replace(/\D/g, '');
  if (!/\d/.test(digits) || !code) return null;
  let parsed;
  try {
    parsed = digits.startsWith('+') ? parsePhoneNumberFromString(digits) : parsePhoneNumberFromString(digits, { defaultCallingCode: code });
  } catch {
    // An unknown calling code (+999): libphonenumber throws rather than answering "invalid".
    return null;
  }
  if (!parsed || !parsed.isValid()) return null;
  return { countryCode: `+${parsed.countryCallingCode}`, mobile: String(parsed.nationalNumber) };
}

/** Whether the text is a valid mobile number for the calling code ('+91', '98765 43210'). */
export function isValidMobile(countryCode: string, mobile: string): boolean {
  return normalizeMobile(mobile, countryCode) !== null;
}
