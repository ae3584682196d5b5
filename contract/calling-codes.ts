import { z } from 'zod';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

/**
 * Calling codes of every country libphonenumber knows ("91", "1", "44" …), without the plus. In a
 * file of their own: the metadata is large, and the contract files the console needs before
 * sign-in (session, envelope) must not pull it in.
 */
const CALLING_CODES = new Set(getCountries().map((c) => String(getCountryCallingCode(c))));

/** "+91" / "91" / " +91 " of a known country. */
export function isKnownCallingCode(code: string): boolean {
  const digits = code.trim().replace(/^\+/, '');
  return /^\d{1,4}$/.test(digits) && CALLING_CODES.has(digits);
}

export const UNKNOWN_CALLING_CODE_MESSAGE = 'Unknown country calling code';

/** A calling code field: absent, empty (the club's own is used) or a known code. */
export const callingCodeField = z
  .string()
  .max(8, UNKNOWN_CALLING_CODE_MESSAGE)
  .refine((v) => v.trim() === '' || isKnownCallingCode(v), UNKNOWN_CALLING_CODE_MESSAGE);
