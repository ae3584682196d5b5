import type { Tx } from '../../db/client';
import { enqueue, paymentLinkBody } from '../../ledger/outbox';
import { currencySymbol, type ClubContext } from '../../core/club-context';
import { toMajor } from '../../core/money';
import type { CheckoutInput } from '../checkout/validate';

interface PatternNote {
  patternId: number;
  activityName: string;
  startDate: string;
  endDate: string;
  input: CheckoutInput;
  balanceMinor: number;
}

/**
 * Send Payment Link of the bulk checkout: a 'pending' payment_link row in the notification
 * outbox for what the pattern still owes, as the single checkout queues one (checkout/
 * notifications.ts); a transport sends it later. The outbox row names no booking (the money
 * lives on the pattern, ADR 0025), so its text names the bulk booking. Nothing is owed: nothing queued.
 */
export async function queuePatternPaymentLink(tx: Tx, club: ClubContext, note: PatternNote): Promise<void> {
  const { input, balanceMinor } = note;
  if (!input.sendPaymentLink || balanceMinor <= 0) return;
  const money = `${currencySymbol(club.currency)} ${toMajor(balanceMinor).toFixed(2)}`;
  const text = `Pay ${money} for bulk booking #${note.patternId} (${note.activityName}, ${note.startDate} to ${note.endDate}, ${club.name}).`;
  const body = paymentLinkBody(text, club.upi, { amountMinor: balanceMinor, note: `Bulk booking ${note.patternId} ${input.name}` });
  await enqueue(tx, [{ clubId: club.clubId, channel: 'payment_link', recipient: `${input.phone.countryCode}${input.phone.mobile}`, body }]);
}
