import { z } from 'zod';

/** Wire date (club time zone) and time formats of DESIGN.md. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');
export const wireTime = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, 'Time must be HH:mm:ss');
export const idNumber = z.coerce.number().int().positive();
/** Money on the wire: a number in major units rounded to 2 decimals. */
export const money = z.number();
