import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export interface Phone {
  /** "+91" */
  countryCode: string;
  /** National number, digits only. */
  mobile: string;
}

/** A mobile and calling code as stored (or null when not a valid phone number). */
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
