// The mobile rule lives in the contract so the console and the server read a typed number the
// same way (issue 25, ADR 0055); this file keeps the server's name for it.
import { normalizeMobile, type Phone } from '../../contract/mobile';

export type { Phone };

/**
 * A mobile and calling code as stored (or null when not a valid mobile number). A national
 * number is read in the country of the calling code given (the club's unless the desk chose one).
 */
export function normalizePhone(mobile: string, countryCode: string): Phone | null {
  return normalizeMobile(mobile, countryCode);
}
