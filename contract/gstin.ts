/**
 * GSTIN and the GST state codes (issue 29, ADR 0082). A GSTIN is 15 characters: the 2-digit
 * state code, the holder's 10-character PAN, the entity number (1–9, A–Z), 'Z' by default, and a
 * check character computed over the first 14 (the published mod-36 scheme, factors 1 and 2).
 */

/** The state and union territory codes of GST (the first two digits of a GSTIN). */
export const GST_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of the first 14 characters of a GSTIN. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$/;

/**
 * Why a GSTIN is not valid, or null when it is. It is compared as typed (upper case): a lower-case
 * GSTIN is refused with the reason rather than silently rewritten.
 */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return 'GSTIN must be 15 characters';
  if (!SHAPE.test(gstin))
    return 'GSTIN must be 2 digits, a 10-character PAN, an entity character, Z and a check character (capital letters)';
  if (!GST_STATES[gstin.slice(0, 2)]) return `GSTIN starts with ${gstin.slice(0, 2)}, which is not a GST state code`;
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return 'GSTIN check character does not match: please check it for a typing mistake';
  return null;
}

/** "32-Kerala", as a place of supply is printed. */
export const stateLabel = (code: string) => `${code}-${GST_STATES[code] ?? 'Unknown'}`;

/**
 * Why a customer's GSTIN typed at checkout (B2B, ADR 0082 addendum) is refused, naming the field,
 * or null when it is valid or left blank.
 */
export function customerGstinProblem(gstin: string | null | undefined): string | null {
  if (gstin === null || gstin === undefined || gstin.trim() === '') return null;
  const problem = gstinProblem(gstin.trim());
  return problem ? problem.replace(/^GSTIN/, 'Customer GSTIN') : null;
}
