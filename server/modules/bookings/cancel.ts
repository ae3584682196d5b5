import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { enqueue } from '../../ledger/outbox';
import { BookingActionMessages as M } from '../../../contract/booking-actions';
import { TransactionType } from '../../../contract/codes';
import { BusinessError } from '../../core/business-error';
import { recordChange, releaseBookings } from '../../ledger/occupancy';
import { getClubSettings } from '../club-settings/service';
import { recordTransactions } from '../../ledger/money-rows';
import { recordHistory } from '../../ledger/history';
import { toMajor } from '../../core/money';
import { assertLive, assertNotMarketplace, loadBooking, type BookingRow } from '../../ledger/booking-row';
import { payingMode } from './amounts';
import { historyActor, type BookingActor } from '../../core/actor';
import { policyPercent, RefundType, refundsLessFee } from '../../ledger/refund-policy';
import { addBookingFee } from '../../ledger/booking-fees';
import { hoursUntil } from '../../core/club-clock';
import { releaseCouponUse } from '../coupons/redeem';
import { cancelPattern } from '../bulk/cancel-pattern';
import { splitRefund } from '../../ledger/pattern-refund';
import { bookingCreditEntry } from '../members/credits';
import { creditBookingInvoices } from '../../ledger/tax-booking';
import { issueFeeInvoice } from '../../ledger/tax-fees';
import { todayIn } from '../../core/local-time';

export interface CancelInput {
  bookingId: number;
  refundType?: number | null;
  refundMode?: number | null;
  cancelRemarks?: string | null;
  marketplaceCancelRemarks?: string | null;
  sendSMS?: boolean | null;
}

/** The member credits a booking holds: redeemed at checkout less any given back, and whose they are. */
async function creditsHeld(q: Queryable, bookingId: number): Promise<{ minor: number; memberId: number | null }> {
  const found = await firstRow<{ minor: number; memberId: number | null }>(
    q,
    sql`SELECT (-COALESCE(SUM(amount_minor), 0))::float8 AS minor, min(member_id) AS "memberId"
          FROM member_credit_entries WHERE booking_id = ${bookingId} AND reason NOT IN ('fee', 'fee_refund')`,
  );
  return { minor: Math.max(0, found?.minor ?? 0), memberId: found?.memberId ?? null };
}

/**
 * What the club holds for a booking now (money and member credits, ADR 0042), the policy
 * percent, the refund of each type and the part of it that goes back as credits: a refund goes
 * back in the forms it was paid, in proportion, as a pattern's does (ADR 0037).
 */
export async function cancellationPreview(q: Queryable, b: BookingRow, clubId: number, timeZone: string, now = new Date()) {
  const settings = await getClubSettings(q, clubId);
  const hoursBefore = hoursUntil(b.bookingDate, b.startTime, timeZone, now);
  const percent = policyPercent(settings.refundPolicy, hoursBefore);
  const moneyHeld = b.paidTotal - b.refundedTotal;
  const credits = await creditsHeld(q, b.id);
  const held = Math.max(0, moneyHeld) + credits.minor;
  // The one rule (ledger/refund-policy.ts): the policy's refund less the late-cancel fee, if any.
  const { refunds, fee, feeOwed } = refundsLessFee(held, [{ grossMinor: b.courtGross, hoursBefore }], settings);
  const split = (type: 0 | 1 | 2) => splitRefund(refunds[type], moneyHeld, credits.minor);
  const parts = { 0: split(0), 1: split(1), 2: split(2) };
  return { held, percent, hoursBefore, refunds, fee, feeOwed, parts, creditsMemberId: credits.memberId };
}

/**
 * Refund rows, one per payment refunded (refund_of), newest payment first, until `amount` is
 * covered. Each is negative with kind 'refund' and the payment's target; 'as-paid' gives each
 * refund the mode of the payment it returns.
 */
export async function writeRefunds(
  tx: Tx,
  a: BookingActor,
  b: BookingRow,
  amount: number,
  mode: number | 'as-paid',
  remarks: string | null,
  only?: 'court' | 'fee',
) {
  const payments = await rows<{ id: number; target: 'court' | 'extras'; left: number; extraId: number | null; mode: number }>(
    tx,
    sql`SELECT p.id, p.target, p.booking_extra_id AS "extraId", p.mode,
               (p.amount_minor + COALESCE((SELECT SUM(r.amount_minor) FROM transactions r WHERE r.refund_of = p.id), 0))::float8 AS left
        FROM transactions p WHERE p.booking_id = ${b.id} AND p.kind = 'payment' AND p.amount_minor > 0
          ${only ? sql`AND p.target = ${only}` : sql`AND p.target <> 'fee'`}
        ORDER BY p.id DESC`,
  );
  let rest = amount;
  const list = [];
  for (const p of payments) {
    if (rest <= 0) break;
    const part = Math.min(rest, p.left);
    if (part <= 0) continue;
    rest -= part;
    list.push({
      clubId: a.clubId,
      type: TransactionType.singleBooking,
      mode: mode === 'as-paid' ? p.mode : mode,
      amountMinor: -part,
      target: p.target,
      kind: 'refund' as const,
      bookingId: b.id,
      memberId: b.memberId,
      refundOf: p.id,
      bookingExtraId: p.extraId,
      remarks,
      handler: a.name,
      place: a.place,
      userId: a.userId,
    });
  }
  return recordTransactions(tx, list);
}

/** Frees a booking's court time (every occupancy row) and tells other desks which days changed. */
export async function releaseOccupancy(tx: Tx, clubId: number, bookingId: number): Promise<void> {
  const days = await releaseBookings(tx, clubId, [bookingId]);
  for (const d of days) await recordChange(tx, clubId, d.activityId, d.day, 'cancel');
}

/**
 * Cancels a booking in one transaction: frees the court time, writes the refund rows of the
 * chosen type (2 as per the club's policy by default), the history entry and the SMS.
 */
export async function cancelBooking(tx: Tx, a: BookingActor, input: CancelInput, timeZone: string, byMarketplace = false): Promise<number> {
  const b = await loadBooking(tx, a.clubId, input.bookingId, true);
  assertLive(b);
  if (!byMarketplace) assertNotMarketplace(b);
  const type = input.refundType ?? RefundType.policy;
  if (type !== 0 && type !== 1 && type !== 2) throw new BusinessError(M.invalidRefundType);
  // An occurrence of a bulk booking: its money is held on the pattern (ADR 0025), so the pattern's
  // own cancellation decides the refund and the pattern's flag.
  const pattern = await firstRow<{ patternId: number | null }>(tx, sql`SELECT pattern_id AS "patternId" FROM bookings WHERE id = ${b.id}`);
  if (pattern?.patternId) {
    const done = await cancelPattern(
      tx,
      a.clubId,
      timeZone,
      { userId: a.userId ?? 0, username: a.name, sessionId: 0 },
      {
        patternId: pattern.patternId,
        bookingId: b.id,
        fromDate: null,
        remarks: input.cancelRemarks?.trim() || null,
        refundType: type,
        refundMode: input.refundMode ?? 0,
      },
    );
    return done.refundMinor;
  }
  const preview = await cancellationPreview(tx, b, a.clubId, timeZone);
  const { tax } = await getClubSettings(tx, a.clubId);
  const refund = preview.refunds[type];
  const { moneyMinor, creditsMinor } = preview.parts[type];
  const remarks = input.cancelRemarks?.trim() || null;
  if (moneyMinor > 0) await writeRefunds(tx, a, b, moneyMinor, payingMode(input.refundMode, M.refundModeRequired), remarks);
  if (creditsMinor > 0 && preview.creditsMemberId !== null) {
    await bookingCreditEntry(tx, {
      clubId: a.clubId,
      memberId: preview.creditsMemberId,
      bookingId: b.id,
      minor: creditsMinor,
      reason: 'refund',
    });
  }
  // The fee line stays on the cancelled booking; what the money kept does not cover stays owed.
  await addBookingFee(tx, { clubId: a.clubId, bookingId: b.id, kind: 'late_cancel', amountMinor: preview.fee[type] });
  await tx.execute(sql`UPDATE bookings SET cancelled = true, cancelled_at = now(), refund_type = ${type},
      cancel_remarks = ${remarks}, marketplace_cancel_remarks = ${input.marketplaceCancelRemarks?.trim() || null}
    WHERE id = ${b.id}`);
  await releaseOccupancy(tx, a.clubId, b.id);
  await releaseCouponUse(tx, a.clubId, b.id, historyActor(a));
  // Credit notes bring the booking's invoices down to what the club keeps (ADR 0082); the invoice itself never changes.
  await creditBookingInvoices(tx, {
    clubId: a.clubId,
    tax,
    bookingId: b.id,
    date: todayIn(timeZone),
    handler: a.name,
    reason: 'Booking cancelled',
    feeMinor: preview.fee[type],
  });
  // The late-cancel fee is its own supply: its own invoice, after the booking's notes (ADR 0082 addendum).
  await issueFeeInvoice(tx, {
    clubId: a.clubId,
    tax,
    bookingId: b.id,
    kind: 'late_cancel',
    amountMinor: preview.fee[type],
    date: todayIn(timeZone),
    handler: a.name,
  });
  if (input.sendSMS ?? true) {
    const body =
      `Hi ${b.customerName}, booking #${b.id} on ${b.bookingDate} at ${b.startTime.slice(0, 5)} is cancelled.` +
      (refund > 0 ? ` Refund: ${toMajor(refund).toFixed(2)}.` : '');
    await enqueue(tx, [{ clubId: a.clubId, channel: 'sms', recipient: b.customerCountryCode + b.customerMobile, body, bookingId: b.id }]);
  }
  await recordHistory(tx, {
    clubId: a.clubId,
    entity: 'booking',
    entityId: b.id,
    action: 'cancel',
    actor: historyActor(a),
    before: { held: toMajor(preview.held) },
    after: {
      refundType: type,
      policyPercent: preview.percent,
      refund: toMajor(refund),
      creditsBack: toMajor(creditsMinor),
      lateCancelFee: toMajor(preview.fee[type]),
      feeOwed: toMajor(preview.feeOwed[type]),
      remarks,
    },
  });
  return refund;
}
