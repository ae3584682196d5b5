/** The calendar days the product serves: bookings, prices and reports live in this range. */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';
export const DATE_FORMAT_MESSAGE = 'Date must be YYYY-MM-DD';
export const DATE_MISSING_MESSAGE = 'Date does not exist';
export const DATE_RANGE_MESSAGE = `Date must be between ${FIRST_DAY} and ${LAST_DAY}`;

/** A YYYY-MM-DD that names a real day (not 2026-02-30, not 0000-00-00). */
export function isRealDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && y > 0;
}

/** Ids above int4 exist nowhere: they are looked up as an id no row has, so they are "not found". */
export const INT4_MAX = 2_147_483_647;
export const NO_SUCH_ID = -1;
