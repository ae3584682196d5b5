import { createRequire } from 'node:module';
import type { Transporter } from 'nodemailer';
import type { OutboxChannel } from '../../ledger/outbox';
import { checkinQrParts } from './checkin-qr';

// The channels are the outbox writer's; the dispatcher's files take them from here.
export { OUTBOX_CHANNELS, type OutboxChannel } from '../../ledger/outbox';

/** One claimed outbox row, as a transport receives it. */
export interface OutboxMessage {
  id: number;
  /** Null for mail of no club (a Get in touch before signing in). */
  clubId: number | null;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  bookingId: number | null;
  /** Tries so far, this one included. */
  attempts: number;
  /** A booking confirmation's check-in code (0042): email attaches it as a QR picture. */
  checkinCode?: string | null;
}

/** Delivers one message; resolving means the provider accepted it, rejecting schedules a retry. */
export type Transport = (message: OutboxMessage) => Promise<void>;
/** A channel without a transport is never claimed: its rows stay pending. */
export type Transports = Partial<Record<OutboxChannel, Transport>>;

const DEFAULT_SUBJECT = 'Courtdesk';

/** Email through any nodemailer transporter (SMTP in production, JSON/stream in tests). */
export function emailTransport(mailer: Transporter, from: string): Transport {
  return async (message) => {
    const subject = message.subject ?? DEFAULT_SUBJECT;
    const mail = { from, to: message.recipient, subject, text: message.body };
    await mailer.sendMail(message.checkinCode ? { ...mail, ...(await checkinQrParts(message.body, message.checkinCode)) } : mail);
  };
}

/**
 * The transports this deployment has: email when SMTP_URL is set (SMTP_FROM is the sender).
 * SMS and payment links have no provider yet, so they get none and their rows stay pending.
 */
export function transportsFromEnv(env: NodeJS.ProcessEnv): Transports {
  const url = env.SMTP_URL?.trim();
  if (!url) return {};
  const from = env.SMTP_FROM?.trim();
  // Refusing to start beats mail that every server rejects for its missing sender.
  if (!from) throw new Error('SMTP_URL is set but SMTP_FROM is not: set the sender address, e.g. SMTP_FROM="Courtdesk <desk@example.com>"');
  // Loaded only when mail is set up, not at start (ADR 0089): ~10 MB of a server that sends none.
  const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof import('nodemailer');
  return { email: emailTransport(nodemailer.createTransport(url), from) };
}
