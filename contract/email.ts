import { z } from 'zod';

/**
 * The one e-mail rule of the product (issue 25): something@something.something with no spaces.
 * Deliberately loose, like a desk expects: it catches a typed name or a missing "@", not every
 * address a mail server would refuse (ADR 0055). The console and the server run this same check.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Longest address the product stores (the columns and the wire agree on 200). */
export const MAX_EMAIL_LENGTH = 200;

/** Whether a typed address (trimmed first) looks like an e-mail address. Blank is not one. */
export function isEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}

/** Blank, or an address of at most 200 characters: the check of every optional e-mail field. */
export function isBlankOrEmail(text: string): boolean {
  const t = text.trim();
  return t === '' || (t.length <= MAX_EMAIL_LENGTH && EMAIL.test(t));
}

/** A wire field for an optional address: '' or an address, refused with the message given. */
export function optionalEmailField(message: string) {
  return z.string().trim().refine(isBlankOrEmail, message);
}
