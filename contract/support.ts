import { z } from 'zod';
import { okReply, orFailure } from './session';
import { optionalEmailField } from './email';

/** POST /api/public/get-in-touch (spec 3 §7; payload not shown there, ours below). */
export const getInTouchBody = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .regex(/^\+?[\d\s-]{6,20}$/, 'Invalid mobile number'),
  email: optionalEmailField('Invalid email').optional().default(''),
  venue: z.string().trim().max(200).optional().default(''),
  message: z.string().trim().max(2000).optional().default(''),
});
export type GetInTouchBody = z.input<typeof getInTouchBody>;
export const getInTouchReply = orFailure(okReply({ message: z.string() }));

export const SupportMessages = {
  received: 'Thank you! We will get in touch with you soon',
  tooMany: 'Too many requests from this address, please try again later',
} as const;

/** At most this many enquiries per address per hour. */
export const ENQUIRIES_PER_HOUR = 5;
