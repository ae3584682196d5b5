import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { PatternFlag } from '../../../contract/bulk';
import { PatternMessages } from '../../../contract/pattern';
import { STAFF_PLACE, TransactionType } from '../../../contract/codes';
import { BusinessError } from '../../core/business-error';
import { getClubSettings } from '../club-settings/service';
import { recordTransactions } from '../../ledger/money-rows';
import { recordHistory } from '../../ledger/history';
import type { Staff } from '../checkout/booking-service';
import { hoursUntil } from '../../core/club-clock';
import { arr } from '../../ledger/occupy-many';
import { ofBookings, releaseOccupancySql } from '../../ledger/occupancy';
import { logDays } from './change-days';
import { patternCreditsSql, patternLiveDiscountSql, patternLiveGrossSql, patternPaidSql } from '../../ledger/pattern-balance';
import { patternRefund, splitRefund, type RefundType } from '../../ledger/pattern-refund';
import { bookingCreditEntry } from '../members/credits';
import { creditPatternInvoices } from '../../ledger/tax-sales';
import { loadClub } from '../../core/club-context';
import { todayIn } from '../../core/local-time';

export interface CancelInput {
  patternId: number;
  /** One occurrence. */
  bookingId: number | null;
  /** Every occurrence on or after this date. */
  fromDate: string | null;
  remarks: string | null;
  refundType: RefundType;
  refundMode: number;
}

/**
 * Cancels the whole pattern, its occurrences from a date on, or one occurrence, in the caller's
 * transaction. Only occurrences that have not started are cancelled (played ones stay). Their
 * court time is released (occupancy rows deleted), the refund follows the club's policy
 * (refund.ts) as a refund row of the pattern, and the flag becomes 1 when nothing is left
 * live, otherwise 2 (ADR 0025).
 */
export type CancelScope = Pick<CancelInput, 'patternId' | 'bookingId' | 'fromDate'>;

/**
 * What a cancellation would take: the pattern (locked when `lock`), the occurrences it cancels
 * (live, not started, matching the scope) with their hours before start, and the club's policy.
 * The cancellation and its preview share it, so the dialog shows exactly what will be refunded.
 */
export async function planCancel(q: Queryable, clubId: number, timeZone: string, input: CancelScope, lock: boolean) {
  const forUpdate = lock ? sql`FOR UPDATE` : sql``;
  const p = await firstRow<{
    id: number;
    activityId: number;
    flag: number;
    live: number;
    fee: number;
    paid: number;
    credits: number;
    memberId: number | null;
  }>(
    q,
    sql`SELECT p.id, p.activity_id AS "activityId", p.cancelled::int AS flag, (${patternLiveGrossSql} - ${patternLiveDiscountSql})::float8 AS live,
               p.cancel_fee_minor::float8 AS fee, ${patternPaidSql}::float8 AS paid, ${patternCreditsSql}::float8 AS credits,
               p.member_id AS "memberId"
        FROM pattern_bookings p WHERE p.club_id = ${clubId} AND p.id = ${input.patternId} ${forUpdate}`,
  );
  if (!p) throw new BusinessError(PatternMessages.notFound);
  if (p.flag === PatternFlag.cancelled) throw new BusinessError(PatternMessages.alreadyCancelled);
  const now = new Date();
  const live = await rows<{ id: number; date: string; start: string; gross: number }>(
    q,
    sql`SELECT id, booking_date::text AS date, start_time::text AS start, (court_gross_minor - club_discount_minor)::float8 AS gross
        FROM bookings WHERE club_id = ${clubId} AND pattern_id = ${p.id} AND NOT cancelled ORDER BY booking_date ${forUpdate}`,
  );
  if (input.bookingId !== null && !live.some((o) => o.id === input.bookingId)) {
    throw new BusinessError(PatternMessages.occurrenceNotFound);
  }
  const targets = live
    .filter(
      (o) =>
        hoursUntil(o.date, o.start, timeZone, now) > 0 &&
        (input.bookingId !== null ? o.id === input.bookingId : input.fromDate === null || o.date >= input.fromDate),
    )
    .map((o) => ({ ...o, hoursBefore: hoursUntil(o.date, o.start, timeZone, now) }));
  if (targets.length === 0) throw new BusinessError(PatternMessages.nothingToCancel);
  const settings = await getClubSettings(q, clubId);
  // Member credits held for the pattern settle it like money (ADR 0037): they count as paid, and
  // the refund goes back in both forms in proportion (splitRefund).
  const refundOf = (refundType: RefundType) => {
    const r = patternRefund({
      occurrences: targets.map((o) => ({ grossMinor: o.gross, hoursBefore: o.hoursBefore })),
      policy: settings.refundPolicy,
      cancelFees: settings.cancelFees,
      refundType,
      paidMinor: p.paid + p.credits,
      owedBeforeMinor: p.live + p.fee,
    });
    return { ...r, ...splitRefund(r.refundMinor, p.paid, p.credits) };
  };
  return { p, targets, refundOf };
}

/**
 * Cancels the whole pattern, its occurrences from a date on, or one occurrence, in the caller's
 * transaction. Only occurrences that have not started are cancelled (played ones stay). Their
 * court time is released (occupancy rows deleted), the refund follows the club's policy
 * (refund.ts) as a refund row of the pattern, and the flag becomes 1 when nothing is left
 * live, otherwise 2 (ADR 0025).
 */
export async function cancelPattern(tx: Tx, clubId: number, timeZone: string, staff: Staff, input: CancelInput) {
  const { p, targets, refundOf } = await planCancel(tx, clubId, timeZone, input, true);
  const money = refundOf(input.refundType);
  const ids = targets.map((o) => o.id);
  await tx.execute(sql`UPDATE bookings SET cancelled = true WHERE club_id = ${clubId} AND id = ANY(${arr(ids)}::int[])`);
  await tx.execute(releaseOccupancySql(clubId, ofBookings(ids)));
  const flag = (await allCancelled(tx, clubId, p.id)) ? PatternFlag.cancelled : PatternFlag.partiallyCancelled;
  await tx.execute(sql`UPDATE pattern_bookings SET cancelled = ${flag}, cancel_fee_minor = cancel_fee_minor + ${money.feeMinor}
    WHERE club_id = ${clubId} AND id = ${p.id}`);
  if (money.moneyMinor > 0) {
    await recordTransactions(tx, [
      {
        clubId,
        type: TransactionType.patternBooking,
        mode: input.refundMode,
        amountMinor: -money.moneyMinor,
        target: 'court',
        kind: 'refund',
        patternId: p.id,
        memberId: p.memberId,
        remarks: input.remarks,
        handler: staff.username,
        place: STAFF_PLACE,
        userId: staff.userId,
      },
    ]);
  }
  // Credits were only ever taken from the pattern's own member (pattern-credits.ts), so they go back to them.
  if (money.creditsMinor > 0 && p.memberId !== null) {
    await bookingCreditEntry(tx, { clubId, memberId: p.memberId, patternId: p.id, minor: money.creditsMinor, reason: 'refund' });
  }
  await recordHistory(tx, {
    clubId,
    entity: 'pattern',
    entityId: p.id,
    action: 'cancel',
    actor: { userId: staff.userId, name: staff.username },
    before: { cancelled: p.flag },
    after: {
      cancelled: flag,
      bookings: ids,
      fromDate: input.fromDate,
      refundType: input.refundType,
      refundMinor: money.refundMinor,
      creditsRefundMinor: money.creditsMinor,
      feeMinor: money.feeMinor,
      lateCancelFeeMinor: money.lateFeeMinor,
      remarks: input.remarks,
    },
  });
  await logDays(
    tx,
    clubId,
    p.activityId,
    targets.map((o) => o.date),
    'cancel',
  );
  // A registered club's credit notes for what the pattern no longer comes to, last (ADR 0082).
  const club = await loadClub(tx, clubId);
  await creditPatternInvoices(tx, { clubId, tax: club.tax, patternId: p.id, date: todayIn(club.timeZone), handler: staff.username });
  return { cancelledBookings: ids.length, refundMinor: money.refundMinor, creditsRefundMinor: money.creditsMinor, flag };
}

async function allCancelled(tx: Tx, clubId: number, patternId: number): Promise<boolean> {
  const left = await firstRow<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM bookings WHERE club_id = ${clubId} AND pattern_id = ${patternId} AND NOT cancelled`,
  );
  return (left?.n ?? 0) === 0;
}
