import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { rows } from '../../../db/rows';
import { inPeriod, localStamp, type ReportScope } from '../period';
import { courtsOf, modeName, toMajor, type KindResult } from './shared';
import { feeOwedSql } from '../../../ledger/balances';

interface Raw {
  id: number;
  ts: string;
  sport: string;
  court: string | null;
  slotDate: string;
  startTime: string;
  customerName: string;
  customerMobile: string;
  customerEmail: string | null;
  place: string;
  paid: number;
  modes: number[] | null;
  cashRefund: number;
  cardRefund: number;
  otherRefund: number;
  /** UPI (mode 4) is its own mode, never "Other" (ADR 0082 addendum). */
  upiRefund: number;
  creditsRefund: number;
  /** The late-cancel fee kept (ADR 0079) and the part of it still owed. */
  lateCancelFee: number;
  feeOwed: number;
}

const refundOf = (mode: number) =>
  sql`COALESCE((SELECT -SUM(t.amount_minor) FROM transactions t WHERE t.booking_id = b.id AND t.kind = 'refund' AND t.mode = ${mode}), 0)::float8`;

/**
 * Cancellation report: bookings cancelled in the period (by cancellation time). paid = the
 * payments taken for it, refund = its refund rows by mode plus credits given back to the member.
 */
export async function cancellationReport(q: Queryable, s: ReportScope): Promise<KindResult> {
  const list = await rows<Raw>(
    q,
    sql`SELECT b.id, ${localStamp(sql`b.cancelled_at`, s.timeZone)} AS ts, a.name AS sport, ${courtsOf(sql`b.id`)} AS court,
               b.booking_date::text AS "slotDate", b.start_time::text AS "startTime",
               b.customer_name AS "customerName", b.customer_mobile AS "customerMobile", b.customer_email AS "customerEmail", b.place,
               COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.booking_id = b.id AND t.kind = 'payment'), 0)::float8 AS paid,
               (SELECT array_agg(DISTINCT t.mode ORDER BY t.mode) FROM transactions t WHERE t.booking_id = b.id AND t.kind = 'payment' AND t.amount_minor > 0) AS modes,
               ${refundOf(1)} AS "cashRefund", ${refundOf(2)} AS "cardRefund", ${refundOf(4)} AS "upiRefund",
               COALESCE((SELECT -SUM(t.amount_minor) FROM transactions t WHERE t.booking_id = b.id AND t.kind = 'refund' AND t.mode NOT IN (1, 2, 4)), 0)::float8 AS "otherRefund",
               COALESCE((SELECT SUM(e.amount_minor) FROM member_credit_entries e WHERE e.booking_id = b.id AND e.reason = 'refund'), 0)::float8 AS "creditsRefund",
               COALESCE((SELECT SUM(f.amount_minor) FROM booking_fees f WHERE f.booking_id = b.id AND f.kind = 'late_cancel'), 0)::float8 AS "lateCancelFee",
               ${feeOwedSql}::float8 AS "feeOwed"
          FROM bookings b JOIN activities a ON a.id = b.activity_id
         WHERE b.club_id = ${s.clubId} AND b.cancelled AND b.cancelled_at IS NOT NULL AND ${inPeriod(sql`b.cancelled_at`, s)}
         ORDER BY b.cancelled_at, b.id`,
  );
  const sum = (pick: (r: Raw) => number) => list.reduce((n, r) => n + pick(r), 0);
  const total = (r: Raw) => r.cashRefund + r.cardRefund + r.otherRefund + r.upiRefund + r.creditsRefund;
  return {
    rows: list.map((r) => ({
      cancellationTimestamp: r.ts,
      bookingId: r.id,
      sport: r.sport,
      court: r.court,
      slotDate: r.slotDate,
      startTime: r.startTime,
      customerName: r.customerName,
      customerMobile: r.customerMobile,
      customerEmail: r.customerEmail,
      paid: toMajor(r.paid),
      paymentMode: (r.modes ?? []).map(modeName).join(', ') || modeName(0),
      refund: toMajor(total(r)),
      lateCancelFee: toMajor(r.lateCancelFee),
      feeOwed: toMajor(r.feeOwed),
      place: r.place,
    })),
    summaryMinor: {
      cancellations: list.length,
      cashRefund: sum((r) => r.cashRefund),
      cardRefund: sum((r) => r.cardRefund),
      otherRefund: sum((r) => r.otherRefund),
      upiRefund: sum((r) => r.upiRefund),
      creditsRefund: sum((r) => r.creditsRefund),
      totalRefund: sum(total),
      lateCancelFee: sum((r) => r.lateCancelFee),
      feeOwed: sum((r) => r.feeOwed),
    },
  };
}
