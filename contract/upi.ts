import { z } from 'zod';

/**
 * The UPI payment intent a desk shows as a QR (issue 29 §4, ADR 0082): any UPI app that scans it
 * opens a payment to the club's UPI ID for the amount, in rupees, with a note the desk can find
 * in its statement. The same link goes into payment links by SMS or e-mail.
 */
export function upiIntent(p: { vpa: string; payeeName: string; amount: number; note: string }): string {
  const q = [
    ['pa', p.vpa],
    ['pn', p.payeeName],
    ['am', p.amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', p.note.slice(0, 50)],
  ]
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return `upi://pay?${q}`;
}

/** The UTR refusals (ADR 0082 addendum): each names the field `utr`. */
export const UtrMessages = {
  digits: 'UTR must be exactly 12 digits',
  onlyUpi: 'A UTR goes only with a UPI payment',
  taken: 'This UTR is already recorded on another payment',
} as const;

/**
 * The UTR a desk may record with a UPI payment: the 12-digit Unique Transaction Reference the
 * customer's UPI app shows. Optional (absent, null or '' is none); given, it is exactly 12 digits
 * as typed: spaces or dashes are refused, never taken out for the person.
 */
export function utrError(utr: string | null | undefined): string | null {
  if (utr === null || utr === undefined || utr === '') return null;
  return /^[0-9]{12}$/.test(utr) ? null : UtrMessages.digits;
}

/** What a route stores: the UTR or null. */
export const utrOf = (utr: string | null | undefined): string | null => (utr ? utr : null);

/** The wire field: checked by the schema, so a malformed UTR is a 400 naming `utr`. */
export const utrWire = z
  .string()
  .max(40, UtrMessages.digits)
  .nullish()
  .refine((v) => utrError(v) === null, UtrMessages.digits);
