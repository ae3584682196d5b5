import { isNameSearch } from '../../../contract/search';
import { normalizePhone } from '../../core/phone';

/** What a Find Bookings text can mean: a booking (or pattern) id, a phone number, or both; or a name. */
export interface SearchTerms {
  id: number | null;
  mobile: string | null;
  /** Part of a customer's name, matched case-insensitively anywhere in it. */
  name?: string | null;
}

/** Longest text read as an id: ids are integers; 10-digit texts are phone numbers. */
const MAX_ID_DIGITS = 9;

/**
 * "1234" is an id (and, if it parses as one, a phone number too); "98765 43210" or
 * "+91 98765 43210" is a phone number in the club's calling code. Null: nothing it can match.
 */
export function searchTerms(input: string, callingCode: string): SearchTerms | null {
  if (isNameSearch(input)) return { id: null, mobile: null, name: input.trim().replace(/\s+/g, ' ') };
  const text = input.trim().replace(/^#/, '');
  const digits = text.replace(/[\s()-]/g, '');
  const id = /^\d+$/.test(digits) && digits.length <= MAX_ID_DIGITS ? Number(digits) : null;
  const phone = /^\+?\d{4,}$/.test(digits) ? normalizePhone(digits, callingCode) : null;
  // Stored mobiles are national numbers; one typed with a leading 0 or the code still matches.
  const mobile = phone?.mobile ?? (id === null && /^\d{6,15}$/.test(digits) ? digits : null);
  if (id === null && mobile === null) return null;
  return { id: id !== null && id > 0 && id <= 2_147_483_647 ? id : null, mobile };
}
