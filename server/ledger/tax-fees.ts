import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { firstRow } from '../db/rows';
import { rateOn, type TaxSettings } from '../../contract/tax-settings';
import { issueTaxDocument, supplierOf } from './tax-documents';
import { creditInvoicesDownTo } from './tax-credit';
import type { FeeKind } from './booking-fees';

const FEE_NAMES: Record<FeeKind, string> = { late_cancel: 'Late-cancellation fee', no_show: 'No-show fee' };

interface FeeIssue {
  clubId: number;
  tax: TaxSettings;
  bookingId: number;
  kind: FeeKind;
  date: string;
  handler: string;
}

/**
 * A late-cancel or no-show fee is its own supply (ADR 0082 addendum): an invoice of the fee (as
 * charged, tax included) at the court time code and rate, on the booking, marked with the fee's
 * kind so the booking's own invoices and credit notes leave it apart. Nothing for an
 * unregistered club or no fee.
 */
export async function issueFeeInvoice(q: Queryable, f: FeeIssue & { amountMinor: number }): Promise<{ id: number; number: string } | null> {
  if (!f.tax.registered || f.amountMinor <= 0) return null;
  const b = await firstRow<{ name: string; contact: string; gstin: string | null; day: string; start: string }>(
    q,
    sql`SELECT customer_name AS name, customer_country_code || ' ' || customer_mobile AS contact, customer_gstin AS gstin,
               booking_date::text AS day, to_char(start_time, 'HH24:MI') AS start
        FROM bookings WHERE club_id = ${f.clubId} AND id = ${f.bookingId}`,
  );
  if (!b) return null;
  return issueTaxDocument(q, {
    clubId: f.clubId,
    kind: 'invoice',
    prefix: f.tax.invoicePrefix,
    date: f.date,
    bookingId: f.bookingId,
    feeKind: f.kind,
    supplier: supplierOf(f.tax),
    customer: { name: b.name, contact: b.contact, gstin: b.gstin },
    inclusive: true,
    lines: [
      {
        description: `${FEE_NAMES[f.kind]}: booking ${f.bookingId}, ${b.day} ${b.start}`,
        code: f.tax.court.code,
        quantity: 1,
        rateBp: rateOn(f.tax.court, f.date),
        valueMinor: f.amountMinor,
      },
    ],
    handler: f.handler,
  });
}

/** A fee taken back (a no-show mark cleared): credit notes bring its invoices to 0. */
export async function creditFeeInvoices(q: Queryable, f: FeeIssue & { reason: string }): Promise<string[]> {
  if (!f.tax.registered) return [];
  return creditInvoicesDownTo(q, { ...f, of: { bookingId: f.bookingId, feeKind: f.kind }, targetMinor: 0 });
}
