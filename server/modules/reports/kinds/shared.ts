import { sql, type SQL } from 'drizzle-orm';
import { PAYMENT_MODE_NAMES, TRANSACTION_TYPE_NAMES, type PaymentModeCode, type TransactionTypeCode } from '../../../../contract/codes';
import type { CashCloseRow, ReportRow } from '../../../../contract/reports';

/** What one club's part of a report is before it is named and summed across clubs. */
export interface KindResult {
  rows: ReportRow[];
  /** Minor units for money keys, plain counts for the others (converted once in the service). */
  summaryMinor: Record<string, number>;
  closes?: CashCloseRow[];
  /** Rows of the whole period when `rows` is one page of them (master, ADR 0036); else rows.length. */
  total?: number;
  /** The transaction id to ask the next page after; null when `rows` is the last page. */
  next?: number | null;
}

export function modeName(mode: number): string {
  return PAYMENT_MODE_NAMES[mode as PaymentModeCode] ?? `Mode ${mode}`;
}

export function typeName(type: number, kind: string, target?: string): string {
  const base =
    target === 'event'
      ? 'Event Registration'
      : target === 'fee'
        ? 'Booking Fee'
        : target === 'subscription' && type === 1
          ? 'Subscription'
          : (TRANSACTION_TYPE_NAMES[type as TransactionTypeCode] ?? `Type ${type}`);
  return kind === 'refund' ? `${base} (Refund)` : base;
}

/** Court names a booking occupies, e.g. "Court 1, Court 2". `bookingId` is an SQL expression. */
export function courtsOf(bookingId: SQL): SQL {
  return sql`(SELECT string_agg(DISTINCT c.name, ', ') FROM booking_slots s JOIN courts c ON c.id = s.court_id WHERE s.booking_id = ${bookingId})`;
}

/** Money as the wire carries it: major units, 2 decimals. */
export const toMajor = (minor: number | null | undefined): number => Math.round(Number(minor ?? 0)) / 100;
