import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { enqueue, paymentLinkBody } from '../../ledger/outbox';
import { BookingActionMessages as M } from '../../../contract/booking-actions';
import { TransactionType } from '../../../contract/codes';
import { BusinessError } from '../../core/business-error';
import { recordTransactions } from '../../ledger/money-rows';
import { recordHistory } from '../../ledger/history';
import { toMajor, toMinor } from '../../core/money';
import { assertLive, assertNotMarketplace, extrasBalance, loadBooking } from '../../ledger/booking-row';
import { logBookingChanged } from '../../ledger/change-log';
import { discountAmount, payingMode, paymentAmount } from './amounts';
import { historyActor, type BookingActor } from '../../core/actor';
import { taxOnTopSql } from '../../ledger/tax-on-top';
import { followBookingValue } from '../../ledger/tax-booking';
import { loadClub } from '../../core/club-context';
import { todayIn } from '../../core/local-time';
import { utrFor } from '../../core/payment-rules';

/** A registered club's invoices follow a live booking's new worth (ADR 0082): a credit note or an invoice of the difference, last. */
async function documentsFollow(tx: Tx, a: BookingActor, bookingId: number, reason: string): Promise<void> {
  const club = await loadClub(tx, a.clubId);
  if (!club.tax.registered) return;
  await followBookingValue(tx, { clubId: a.clubId, tax: club.tax, bookingId, date: todayIn(club.timeZone), handler: a.name, reason });
}

interface PayInput {
  bookingId: number;
  amount: unknown;
  discount: unknown;
  mode: number | null | undefined;
  /** The UPI payment's UTR, if the desk recorded one. */
  utr?: string | null;
}

const laterPayment = (a: BookingActor, bookingId: number, memberId: number | null) => ({
  clubId: a.clubId,
  type: TransactionType.laterPayment,
  bookingId,
  memberId,
  handler: a.name,
  place: a.place,
  userId: a.userId,
});

/**
 * Pay Now (court price): an optional discount (above 0) lowers the price first, then the
 * amount (above 0, at most the balance left) is a new money row. Returns the transaction id.
 */
export async function payCourt(tx: Tx, a: BookingActor, input: PayInput): Promise<number> {
  const b = await loadBooking(tx, a.clubId, input.bookingId, true);
  assertLive(b);
  assertNotMarketplace(b);
  // A court payment on one date would sit on that date while the pattern's card counts only
  // the pattern's own rows: the two screens would disagree (ADR 0025, 0052).
  if (b.patternId !== null) throw new BusinessError(M.occurrencePayOnPattern);
  const amount = paymentAmount(input.amount);
  const discount = discountAmount(input.discount, true);
  if (discount > b.courtBalance) throw new BusinessError(M.invalidDiscount);
  if (amount > b.courtBalance - discount) throw new BusinessError(M.amountAboveBalance);
  const mode = payingMode(input.mode);
  const utr = utrFor(mode, input.utr);
  if (discount > 0) {
    await tx.execute(sql`UPDATE bookings SET club_discount_minor = club_discount_minor + ${discount} WHERE id = ${b.id}`);
    // GST on top (prices that exclude tax) falls with the discount: the amount may not pass the new balance.
    if (amount > (await loadBooking(tx, a.clubId, b.id)).courtBalance) throw new BusinessError(M.amountAboveBalance);
  }
  const [id] = await recordTransactions(tx, [{ ...laterPayment(a, b.id, b.memberId), mode, utr, amountMinor: amount, target: 'court' }]);
  await recordHistory(tx, {
    clubId: a.clubId,
    entity: 'booking',
    entityId: b.id,
    action: 'payment',
    actor: historyActor(a),
    before: { balance: toMajor(b.courtBalance) },
    after: {
      target: 'court',
      amount: toMajor(amount),
      discount: toMajor(discount),
      mode,
      ...(utr ? { utr } : {}),
      transactionId: id,
      balance: toMajor(b.courtBalance - discount - amount),
    },
  });
  // The calendar's pending badge and every open details screen follow the log (ADR 0057).
  await logBookingChanged(tx, a.clubId, b.id, 'payment');
  if (discount > 0) await documentsFollow(tx, a, b.id, 'discount at Pay Now');
  return id;
}

/**
 * Pay Now (add-ons): pays one add-on line (ebookingId) or the add-ons as a whole; a discount
 * (0 or more) lowers that line's price first.
 */
export async function payExtras(tx: Tx, a: BookingActor, input: PayInput & { extraLineId: number | null | undefined }): Promise<number> {
  const b = await loadBooking(tx, a.clubId, input.bookingId, true);
  assertLive(b);
  assertNotMarketplace(b);
  const amount = paymentAmount(input.amount);
  const discount = discountAmount(input.discount, false);
  let balance = extrasBalance(b);
  let lineId: number | null = null;
  if (input.extraLineId) {
    const line = await firstRow<{ id: number; balance: number }>(
      tx,
      sql`SELECT e.id, (e.price_minor * e.quantity - e.discount_minor
                 + ${taxOnTopSql(sql`e.price_minor * e.quantity - e.discount_minor`, sql`e.tax_rate_bp`, sql`b.tax_inter_state`)}
                 - COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.booking_extra_id = e.id), 0))::float8 AS balance
          FROM booking_extras e JOIN bookings b ON b.id = e.booking_id
          WHERE e.club_id = ${a.clubId} AND e.booking_id = ${b.id} AND e.id = ${input.extraLineId}`,
    );
    if (!line) throw new BusinessError(M.addonNotFound);
    lineId = line.id;
    balance = Math.min(balance, line.balance);
  }
  if (discount > balance) throw new BusinessError(M.invalidDiscount);
  if (amount > balance - discount) throw new BusinessError(M.amountAboveBalance);
  const mode = payingMode(input.mode);
  const utr = utrFor(mode, input.utr);
  if (discount > 0) {
    // Without a line the discount goes on the newest line that can carry it.
    const target =
      lineId ??
      (
        await firstRow<{ id: number }>(
          tx,
          sql`SELECT id FROM booking_extras WHERE booking_id = ${b.id} AND price_minor * quantity - discount_minor >= ${discount} ORDER BY id DESC LIMIT 1`,
        )
      )?.id;
    if (!target) throw new BusinessError(M.invalidDiscount);
    await tx.execute(sql`UPDATE booking_extras SET discount_minor = discount_minor + ${discount} WHERE id = ${target}`);
    // GST on top falls with the discount: the amount may not pass the new balance (ADR 0082).
    if (amount > extrasBalance(await loadBooking(tx, a.clubId, b.id))) throw new BusinessError(M.amountAboveBalance);
  }
  const [id] = await recordTransactions(tx, [
    { ...laterPayment(a, b.id, b.memberId), mode, utr, amountMinor: amount, target: 'extras', bookingExtraId: lineId },
  ]);
  await recordHistory(tx, {
    clubId: a.clubId,
    entity: 'booking',
    entityId: b.id,
    action: 'payment',
    actor: historyActor(a),
    before: { balance: toMajor(extrasBalance(b)) },
    after: {
      target: 'extras',
      line: lineId,
      amount: toMajor(amount),
      discount: toMajor(discount),
      mode,
      ...(utr ? { utr } : {}),
      transactionId: id,
    },
  });
  await logBookingChanged(tx, a.clubId, b.id, 'payment');
  if (discount > 0) await documentsFollow(tx, a, b.id, 'add-on discount at Pay Now');
  return id;
}

/** Edit Amount (court price): the new court gross; never below what is paid and discounted. */
export async function editAmount(tx: Tx, a: BookingActor, bookingId: number, value: unknown): Promise<void> {
  const b = await loadBooking(tx, a.clubId, bookingId, true);
  assertLive(b);
  assertNotMarketplace(b);
  const amount = toMinor(value);
  if (value === null || value === undefined || value === '' || amount === null) throw new BusinessError(M.amountRequired);
  if (amount < 0) throw new BusinessError(M.amountNotPositive);
  const settled = b.courtGross - b.courtBalance;
  if (amount < settled) throw new BusinessError(M.amountBelowPaid);
  await tx.execute(sql`UPDATE bookings SET court_gross_minor = ${amount} WHERE id = ${b.id}`);
  // With GST on top the balance moves by the price and its tax: never below what is paid.
  if ((await loadBooking(tx, a.clubId, b.id)).courtBalance < 0) throw new BusinessError(M.amountBelowPaid);
  await recordHistory(tx, {
    clubId: a.clubId,
    entity: 'booking',
    entityId: b.id,
    action: 'amount',
    actor: historyActor(a),
    before: { courtGross: toMajor(b.courtGross) },
    after: { courtGross: toMajor(amount) },
  });
  await logBookingChanged(tx, a.clubId, b.id, 'amount');
  await documentsFollow(tx, a, b.id, `price edited to ${toMajor(amount).toFixed(2)}`);
}

/** Send Payment Link: a payment_link row in the outbox for what is left to pay. */
export async function sendPaymentLink(
  tx: Tx,
  a: BookingActor,
  bookingId: number,
  club: { name: string; symbol: string; upi: { vpa: string; payeeName: string } },
): Promise<void> {
  const { name: clubName, symbol } = club;
  const b = await loadBooking(tx, a.clubId, bookingId, true);
  assertLive(b);
  assertNotMarketplace(b);
  const balance = b.courtBalance + extrasBalance(b);
  if (balance <= 0) throw new BusinessError(M.nothingToPay);
  const text = `Pay ${symbol} ${toMajor(balance).toFixed(2)} for booking #${b.id} on ${b.bookingDate} at ${b.startTime.slice(0, 5)}, ${clubName}.`;
  const body = paymentLinkBody(text, club.upi, { amountMinor: balance, note: `Booking ${b.id} ${b.customerName}` });
  await enqueue(tx, [
    { clubId: a.clubId, channel: 'payment_link', recipient: b.customerCountryCode + b.customerMobile, body, bookingId: b.id },
  ]);
  await recordHistory(tx, {
    clubId: a.clubId,
    entity: 'booking',
    entityId: b.id,
    action: 'payment_link',
    actor: historyActor(a),
    after: { balance: toMajor(balance) },
  });
}
