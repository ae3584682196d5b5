import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rows } from '../db/rows';
import { upiIntent } from '../../contract/upi';

export type OutboxChannel = 'sms' | 'email' | 'payment_link';
export const OUTBOX_CHANNELS: readonly OutboxChannel[] = ['sms', 'email', 'payment_link'];

/** One message to send later; the dispatcher (server/modules/outbox/) delivers it. */
export interface OutboxEntry {
  /** Null only for mail of no club (a Get in touch before signing in). */
  clubId: number | null;
  channel: OutboxChannel;
  /** Country code and mobile for sms and payment_link; an address for email. */
  recipient: string;
  body: string;
  subject?: string | null;
  /** The booking the message is about, so its details can list what was sent. */
  bookingId?: number | null;
  /** A confirmation's check-in code: the email transport attaches its QR. */
  checkinCode?: string | null;
}

/**
 * The one writer of notification_outbox: queues messages as 'pending' in the caller's
 * transaction, so a message exists exactly when the change it reports was committed. Nothing
 * here sends; the dispatcher does, with its own retries. All entries go in one INSERT; the ids
 * come back in the order of `entries`.
 */
export async function enqueue(q: Queryable, entries: readonly OutboxEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const values = entries.map(
    (e) =>
      sql`(${e.clubId}, ${e.channel}, ${e.recipient}, ${e.subject ?? null}, ${e.body}, ${e.bookingId ?? null}, ${e.checkinCode ?? null})`,
  );
  // The ids are drawn row by row in VALUES order; RETURNING promises no order, so sort them.
  const queued = await rows<{ id: number }>(
    q,
    sql`WITH queued AS (
          INSERT INTO notification_outbox (club_id, channel, recipient, subject, body, booking_id, checkin_code)
          VALUES ${sql.join(values, sql`, `)}
          RETURNING id
        )
        SELECT id FROM queued ORDER BY id`,
  );
  return queued.map((r) => r.id);
}

/**
 * A payment link's text (issue 29 §4, ADR 0082 addendum): what to pay and, when the club has a
 * UPI ID, the same upi:// intent the desk shows as a QR for that amount, so the customer's phone
 * opens their UPI app on it. Every payment_link the outbox queues is written by this.
 */
export function paymentLinkBody(text: string, upi: { vpa: string; payeeName: string }, p: { amountMinor: number; note: string }): string {
  if (upi.vpa === '' || p.amountMinor <= 0) return text;
  return `${text} Pay by UPI: ${upiIntent({ vpa: upi.vpa, payeeName: upi.payeeName, amount: p.amountMinor / 100, note: p.note })}`;
}
