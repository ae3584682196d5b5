import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { currencySymbol, type ClubContext } from '../availability/catalog';
import { toMajor } from '../pricing/money';
import type { CartSlotRow } from '../cart/repository';
import type { CheckoutInput } from './validate';

interface BookingNote {
  bookingId: number;
  input: CheckoutInput;
  first: CartSlotRow;
  balanceMinor: number;
}

/**
 * Confirmation (SMS, and email when there is an address) and payment link go to the outbox as
 * 'pending'; a transport sends them later. Nothing here pretends they were sent.
 */
export async function queueBookingNotifications(tx: Tx, club: ClubContext, note: BookingNote): Promise<void> {
  const { bookingId, input, first, balanceMinor } = note;
  const phone = `${input.phone.countryCode}${input.phone.mobile}`;
  const money = `${currencySymbol(club.currency)} ${toMajor(balanceMinor).toFixed(2)}`;
  const what = `${first.activityName} on ${first.slotDate} at ${first.slotTime.slice(0, 5)}, ${club.name}`;
  const queue = (channel: 'sms' | 'email' | 'payment_link', recipient: string, body: string, subject: string | null = null) =>
    tx.execute(sql`INSERT INTO notification_outbox (club_id, channel, recipient, subject, body, booking_id)
      VALUES (${club.clubId}, ${channel}, ${recipient}, ${subject}, ${body}, ${bookingId})`);

  if (input.sendSMS) {
    const body = `Hi ${input.name}, booking #${bookingId} is confirmed: ${what}. Balance ${money}.`;
    await queue('sms', phone, body);
    if (input.email) await queue('email', input.email, body, `Booking #${bookingId} confirmed`);
  }
  if (input.sendPaymentLink && balanceMinor > 0) {
    await queue('payment_link', phone, `Pay ${money} for booking #${bookingId} (${what}).`);
  }
}
