// Mobile metadata: a number is valid only when it is a mobile number of that country ('/min'
// checks the length only, so 5555555555 and 1234567890 passed as Indian mobiles).
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

export interface Phone {
  /** "+91" */
  countryCode: string;
  /** National number, digits only. */
  mobile: string;
}

/**
 * A mobile and calling code as stored (or null when not a valid mobile number). A national
 * number is read in the country of the calling code given (the club's unless the desk chose one).
 */
export function normalizePhone(mobile: string, countryCode: string): Phone | null {
  const digits = mobile.replace(/[^\d+]/g, '');
  const code = countryCode.replace(/[^\d]/g, '');
  if (!digits || !code) return null;
  let parsed;
  try {
    parsed = digits.startsWith('+')
      ? parsePhoneNumberFromString(digits)
      : parsePhoneNumberFromString(digits, { defaultCallingCode: code });
  } catch {
    // An unknown calling code (+999): libphonenumber throws rather than answering "invalid".
    return null;
  }
  if (!parsed || !parsed.isValid()) return null;
  return { countryCode: `+${parsed.countryCallingCode}`, mobile: String(parsed.nationalNumber) };
}
