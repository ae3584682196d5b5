import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rows } from '../../db/rows';
import { feeOn, FeeMessages as F } from '../../../contract/cancel-fees';
import { PaymentMode, TransactionType } from '../../../contract/codes';
import { BusinessError } from '../../core/business-error';
import { todayIn } from '../../core/local-time';
import { toMajor } from '../../core/money';
import { historyActor, type BookingActor } from '../../core/actor';
import { addBookingFee, removeBookingFees } from '../../ledger/booking-fees';
import { creditFeeInvoices, issueFeeInvoice } from '../../ledger/tax-fees';
import { loadClub } from '../../core/club-context';
import { loadBooking, type BookingRow } from '../../ledger/booking-row';
import { logBookingChanged } from '../../ledger/change-log';
import { recordCreditEntry } from '../../ledger/credit-entries';
import { recordHistory } from '../../ledger/history';
import { recordTransactions } from '../../ledger/money-rows';
import { getClubSettings } from '../club-settings/service';
import { checkSpend, lockCreditPayer } from '../members/credits';
import { payingMode, paymentAmount } from './amounts';
import { writeRefunds } from './cancel';

/**
 * Mark As No Show adds the club's no-show fee on the booking's court price as its own line
 * (ADR 0079); returns the fee. Marking an already marked booking adds nothing.
 */
export async function addNoShowFee(tx: Tx, a: BookingActor, b: BookingRow): Promise<number> {
  if (b.noShow) return 0;
  const settings = await getClubSettings(tx, a.clubId);
  const fee = feeOn(settings.cancelFees.noShowFee, b.courtGross);
  await addBookingFee(tx, { clubId: a.clubId, bookingId: b.id, kind: 'no_show', amountMinor: fee });
  // The fee is its own supply: its invoice (ADR 0082 addendum).
  const { timeZone } = await loadClub(tx, a.clubId);
  await issueFeeInvoice(tx, {
    clubId: a.clubId,
    tax: settings.tax,
    bookingId: b.id,
    kind: 'no_show',
    amountMinor: fee,
    date: todayIn(timeZone),
    handler: a.name,
  });
  return fee;
}

/**
 * Clearing the mark removes the no-show fee. The mark was a mistake, so what was paid toward the
 * fee goes back in the forms it was paid (ADR 0079): money as refund rows in the payments' own
 * modes, credits to the member. A booking's only fees are its no-show fee while it is live (a
 * late-cancel fee only exists on a cancelled booking, which cannot be marked), so every fee
 * payment of the booking is the no-show fee's. Returns { removed, refunded } in minor units.
 */
export async function clearNoShowFee(tx: Tx, a: BookingActor, b: BookingRow): Promise<{ removed: number; refunded: number }> {
  if (b.feePaid > 0) {
    const credits = await rows<{ memberId: number; minor: number }>(
      tx,
      sql`SELECT member_id AS "memberId", (-SUM(amount_minor))::float8 AS minor FROM member_credit_entries
          WHERE booking_id = ${b.id} AND reason IN ('fee', 'fee_refund') GROUP BY member_id`,
    );
    for (const c of credits) {
      if (c.minor > 0) {
        // The credits going back show as the payment did: a ₹0 refund row the entry links to.
        const [row] = await recordTransactions(tx, [
          {
            clubId: a.clubId,
            type: TransactionType.laterPayment,
            mode: PaymentMode.noPay,
            amountMinor: 0,
            target: 'fee',
            kind: 'refund',
            bookingId: b.id,
            memberId: c.memberId,
            remarks: 'No-show cleared: fee credits given back',
            handler: a.name,
            place: a.place,
            userId: a.userId,
          },
        ]);
        await recordCreditEntry(tx, {
          clubId: a.clubId,
          memberId: c.memberId,
          amountMinor: c.minor,
          reason: 'fee_refund',
          bookingId: b.id,
          transactionId: row,
        });
      }
    }
    await writeRefunds(tx, a, b, b.feePaid, 'as-paid', 'No-show cleared: fee refunded', 'fee');
  }
  const removed = await removeBookingFees(tx, a.clubId, b.id, 'no_show');
  // The mark was a mistake: a credit note takes the fee's invoice back (ADR 0082 addendum).
  const club = await loadClub(tx, a.clubId);
  await creditFeeInvoices(tx, {
    clubId: a.clubId,
    tax: club.tax,
    bookingId: b.id,
    kind: 'no_show',
    date: todayIn(club.timeZone),
    handler: a.name,
    reason: 'No-show cleared',
  });
  return { removed, refunded: Math.max(0, b.feePaid) };
}

export interface PayFeeInput {
  bookingId: number;
  amount?: unknown;
  mode?: number | null;
  fromCredits?: boolean | null;
}

/**
 * Pays some of a booking's fees (ADR 0079): a money row of target 'fee', or — when the club
 * allows it — a credits row of reason 'fee' from the booking's member. At most what the fees
 * still owe; a cancelled booking's late-cancel fee is payable too.
 */
export async function payFee(tx: Tx, a: BookingActor, input: PayFeeInput, timeZone: string): Promise<number | null> {
  const amount = paymentAmount(input.amount);
  const first = await loadBooking(tx, a.clubId, input.bookingId);
  const fromCredits = input.fromCredits === true;
  let payer: Awaited<ReturnType<typeof lockCreditPayer>>;
  if (fromCredits) {
    const settings = await getClubSettings(tx, a.clubId);
    if (!settings.cancelFees.feeFromCredits) throw new BusinessError(F.creditsNotAllowed);
    if (first.memberId === null) throw new BusinessError(F.creditsNeedMember);
    // The member's row is locked before the booking's, the order every credits-paying write follows.
    payer = await lockCreditPayer(tx, a.clubId, { memberId: first.memberId });
    if (!payer) throw new BusinessError(F.creditsNeedMember);
  }
  const b = await loadBooking(tx, a.clubId, input.bookingId, true);
  if (b.feeBalance <= 0) throw new BusinessError(F.nothingOwed);
  if (amount > b.feeBalance) throw new BusinessError(F.amountAboveFee);
  const feeRow = (mode: number, amountMinor: number) => ({
    clubId: a.clubId,
    type: TransactionType.laterPayment,
    mode,
    amountMinor,
    target: 'fee' as const,
    bookingId: b.id,
    memberId: b.memberId,
    handler: a.name,
    place: a.place,
    userId: a.userId,
  });
  let transactionId: number;
  if (payer) {
    checkSpend(payer, amount, todayIn(timeZone));
    // As a booking paid with credits shows (ADR 0079 addendum): a ₹0 "No Pay" money row that says
    // who took it and when (Transactions, master report), the credits themselves in the ledger,
    // linked to that row so Transactions names them. No money moved, so no sum changes.
    [transactionId] = await recordTransactions(tx, [feeRow(PaymentMode.noPay, 0)]);
    await recordCreditEntry(tx, {
      clubId: a.clubId,
      memberId: payer.id,
      amountMinor: -amount,
      reason: 'fee',
      bookingId: b.id,
      transactionId,
    });
  } else {
    [transactionId] = await recordTransactions(tx, [feeRow(payingMode(input.mode), amount)]);
  }
  await recordHistory(tx, {
    clubId: a.clubId,
    entity: 'booking',
    entityId: b.id,
    action: 'payment',
    actor: historyActor(a),
    before: { feeBalance: toMajor(b.feeBalance) },
    after: {
      target: 'fee',
      amount: toMajor(amount),
      fromCredits,
      mode: fromCredits ? null : input.mode,
      transactionId,
      feeBalance: toMajor(b.feeBalance - amount),
    },
  });
  await logBookingChanged(tx, a.clubId, b.id, 'payment');
  return transactionId;
}
