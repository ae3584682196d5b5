import { z } from 'zod';
import {
  DATE_FORMAT_MESSAGE,
  DATE_MISSING_MESSAGE,
  DATE_RANGE_MESSAGE,
  FIRST_DAY,
  INT4_MAX,
  LAST_DAY,
  NO_SUCH_ID,
  isRealDate,
} from './wire-checks';

/**
 * Wire date (club time zone) of DESIGN.md: a real day the product serves. 2026-02-30 and
 * 0000-00-00 do not exist; 1900-01-01 and 9999-12-31 are outside what a venue books.
 */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_FORMAT_MESSAGE)
  .refine(isRealDate, DATE_MISSING_MESSAGE)
  .refine((d) => !isRealDate(d) || (d >= FIRST_DAY && d <= LAST_DAY), DATE_RANGE_MESSAGE);
export const wireTime = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, 'Time must be HH:mm:ss');
/** A database id; one beyond int4 (the OpenAPI allows up to 2^53) is simply not found. */
export const idNumber = z.coerce
  .number()
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER)
  .transform((id) => (id > INT4_MAX ? NO_SUCH_ID : id));
/** Money on the wire: a number in major units rounded to 2 decimals. */
export const money = z.number();
