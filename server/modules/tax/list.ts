import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import { toMajor } from '../../core/money';
import { InputError } from '../../core/input-error';
import type { TaxDocumentRow } from '../../../contract/tax';
import type { TaxDocumentKind } from '../../../contract/gst-amounts';

/** A period of issue dates: to not before from, at most a year (a return is filed per month or quarter). */
export function checkPeriod(from: string, to: string): void {
  if (to < from) throw new InputError('to', 'must not be before the from date');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (days > 366) throw new InputError('to', 'the period may cover at most one year');
}

/** The club's GST documents issued in a period (or one booking's), oldest first. */
export async function listTaxDocuments(
  q: Queryable,
  clubId: number,
  p: { from?: string; to?: string; bookingId?: number },
): Promise<TaxDocumentRow[]> {
  const found = await rows<{
    number: string;
    kind: TaxDocumentKind;
    date: string;
    bookingId: number | null;
    refersTo: string | null;
    customer: string;
    taxable: number;
    tax: number;
    total: number;
  }>(
    q,
    sql`SELECT d.number, d.kind, d.issue_date::text AS date, d.booking_id AS "bookingId", r.number AS "refersTo", d.customer_name AS customer,
               d.taxable_minor::float8 AS taxable, (d.cgst_minor + d.sgst_minor + d.igst_minor)::float8 AS tax, d.total_minor::float8 AS total
        FROM tax_documents d LEFT JOIN tax_documents r ON r.id = d.refers_to
        WHERE d.club_id = ${clubId}
          ${p.from !== undefined && p.to !== undefined ? sql`AND d.issue_date BETWEEN ${p.from} AND ${p.to}` : sql``}
          ${p.bookingId !== undefined ? sql`AND d.booking_id = ${p.bookingId}` : sql``}
        ORDER BY d.issue_date, d.id`,
  );
  return found.map((d) => ({
    number: d.number,
    kind: d.kind,
    date: d.date,
    ...(d.bookingId !== null ? { bookingId: d.bookingId } : {}),
    ...(d.refersTo !== null ? { refersTo: d.refersTo } : {}),
    customer: d.customer,
    taxable: toMajor(d.taxable),
    tax: toMajor(d.tax),
    total: toMajor(d.total),
  }));
}
