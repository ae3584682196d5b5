import type { Tx } from '../../db/client';
import { enqueue, paymentLinkBody, type OutboxEntry } from '../../ledger/outbox';
import { currencySymbol, type ClubContext } from '../../core/club-context';
import { toMajor } from '../../core/money';
import type { CartSlotRow } from '../cart/repository';
import type { CheckoutInput } from './validate';
import { checkinCode } from '../../ledger/booking-row';

interface BookingNote {
  bookingId: number;
  /** The booking's check-in secret (the write returns it): the SMS and email carry its code. */
  checkinSecret: string;
  input: CheckoutInput;
  first: CartSlotRow;
  balanceMinor: number;
}

/**
 * Confirmation (SMS, and email when there is an address) and payment link go to the outbox as
 * 'pending', in one INSERT; a transport sends them later. Nothing here pretends they were sent.
 */
export async function queueBookingNotifications(tx: Tx, club: ClubContext, note: BookingNote): Promise<void> {
  const { bookingId, input, first, balanceMinor } = note;
  const phone = `${input.phone.countryCode}${input.phone.mobile}`;
  const money = `${currencySymbol(club.currency)} ${toMajor(balanceMinor).toFixed(2)}`;
  const what = `${first.activityName} on ${first.slotDate} at ${first.slotTime.slice(0, 5)}, ${club.name}`;
  const queued: OutboxEntry[] = [];
  const queue = (
    channel: OutboxEntry['channel'],
    recipient: string,
    body: string,
    subject: string | null = null,
    code: string | null = null,
  ) => queued.push({ clubId: club.clubId, channel, recipient, subject, body, bookingId, checkinCode: code });

  if (input.sendSMS) {
    // The check-in code (typed or scanned at the court side); the email also carries its QR.
    const code = checkinCode({ id: bookingId, checkinSecret: note.checkinSecret });
    const body = `Hi ${input.name}, booking #${bookingId} is confirmed: ${what}. Balance ${money}. Check-in code: ${code}`;
    queue('sms', phone, body, null, code);
    if (input.email) queue('email', input.email, body, `Booking #${bookingId} confirmed`, code);
  }
  if (input.sendPaymentLink && balanceMinor > 0) {
    const text = `Pay ${money} for booking #${bookingId} (${what}).`;
    queue(
      'payment_link',
      phone,
      paymentLinkBody(text, club.upi, { amountMinor: balanceMinor, note: `Booking ${bookingId} ${input.name}` }),
    );
  }
  await enqueue(tx, queued);
}
