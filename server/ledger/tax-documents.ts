import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { firstRow, rows } from '../db/rows';
import { documentNumber, financialYear, lineTax, MAX_SERIAL, type TaxDocumentKind } from '../../contract/gst-amounts';
import type { TaxSettings } from '../../contract/tax-settings';
import { BusinessError } from '../core/business-error';

/**
 * The only writer of GST documents (issue 29, ADR 0082): tax invoices, credit notes and receipt
 * vouchers, each numbered in its own gap-free series per club and financial year. Callers run
 * these in the transaction that writes the sale, last (the series row is the last lock taken).
 */

/** One line as the sale knows it: its value is what the customer pays for it (prices include GST). */
export interface SaleLine {
  description: string;
  code: string;
  quantity: number;
  rateBp: number;
  valueMinor: number;
}

export interface NewTaxDocument {
  clubId: number;
  kind: TaxDocumentKind;
  /** The club's invoice prefix (settings); the kind adds its series mark. */
  prefix: string;
  /** The club's day of issue (its own time zone): it decides the financial year. */
  date: string;
  bookingId?: number | null;
  memberId?: number | null;
  subscriptionId?: number | null;
  eventRegistrationId?: number | null;
  patternId?: number | null;
  /** A late-cancel or no-show fee's own invoice (or its credit note). */
  feeKind?: 'late_cancel' | 'no_show' | null;
  transactionId?: number | null;
  refersTo?: number | null;
  reason?: string | null;
  supplier: { name: string; address: string; gstin: string; state: string; placeOfSupply: string };
  customer: { name: string; contact: string; gstin?: string | null };
  /** Whether a line's value includes the tax (credit notes and receipt vouchers: always, money moved). */
  inclusive: boolean;
  lines: SaleLine[];
  handler: string;
  /**
   * Member credits (an advance, taxed on its receipt voucher) that paid this invoice, and the
   * rate they were taxed at: the GST summary's Table 11B nets them (ADR 0082 addendum).
   */
  advance?: { amountMinor: number; rateBp: number };
}

export const TaxMessages = {
  seriesFull: 'This year’s document series is full (999,999 documents): change the invoice prefix to start a new series',
} as const;

/** Who a document is from and to, as it was issued (a credit note copies its invoice's). */
export interface DocumentParties {
  supplierName: string;
  supplierAddress: string;
  supplierGstin: string;
  supplierState: string;
  placeOfSupply: string;
  customerName: string;
  customerContact: string;
  customerGstin: string | null;
}

/** DocumentParties' columns of `tax_documents d`, for a SELECT list. */
export const documentPartiesSql = sql`d.supplier_name AS "supplierName", d.supplier_address AS "supplierAddress",
  d.supplier_gstin AS "supplierGstin", d.supplier_state AS "supplierState", d.place_of_supply AS "placeOfSupply",
  d.customer_name AS "customerName", d.customer_contact AS "customerContact", d.customer_gstin AS "customerGstin"`;

/**
 * Writes one document and its lines in ONE statement (the checkout counts its statements, ADR
 * 0039): the series row's next serial (taken under its lock until the caller's transaction
 * ends), the document numbered from it, and its lines. Returns its id and number.
 */
export async function issueTaxDocument(q: Queryable, d: NewTaxDocument): Promise<{ id: number; number: string }> {
  const interState = d.supplier.placeOfSupply !== d.supplier.state;
  const lines = d.lines
    .filter((l) => l.valueMinor !== 0)
    .map((l) => ({ ...l, ...lineTax(l.valueMinor, l.rateBp, { inclusive: d.inclusive, interState }) }));
  const sum = (k: 'taxableMinor' | 'cgstMinor' | 'sgstMinor' | 'igstMinor' | 'totalMinor') => lines.reduce((n, l) => n + l[k], 0);
  const fy = financialYear(d.date);
  // 'CD/26-27/' then the six-digit serial (documentNumber, written in SQL from the serial taken).
  const head = documentNumber(d.prefix, d.kind, fy, 1).slice(0, -6);
  const values = lines.map(
    (l, i) => sql`(${i + 1}::int, ${l.description}::text, ${l.code}::text, ${l.quantity}::int, ${l.rateBp}::int, ${l.taxableMinor}::bigint,
                   ${l.cgstMinor}::bigint, ${l.sgstMinor}::bigint, ${l.igstMinor}::bigint, ${l.totalMinor}::bigint)`,
  );
  const row = await firstRow<{ id: number; number: string }>(
    q,
    sql`WITH s AS (
          INSERT INTO tax_series (club_id, kind, fy, last_serial) VALUES (${d.clubId}, ${d.kind}, ${fy}, 1)
          ON CONFLICT (club_id, kind, fy) DO UPDATE SET last_serial = tax_series.last_serial + 1
            WHERE tax_series.last_serial < ${MAX_SERIAL}
          RETURNING last_serial),
        doc AS (
          INSERT INTO tax_documents (club_id, kind, fy, serial, number, issue_date, booking_id, member_id, subscription_id, transaction_id, refers_to, reason,
            event_registration_id, pattern_id, fee_kind, advance_minor, advance_rate_bp, supplier_name, supplier_address, supplier_gstin, supplier_state, place_of_supply, customer_name, customer_contact, customer_gstin,
            taxable_minor, cgst_minor, sgst_minor, igst_minor, total_minor, handler)
          SELECT ${d.clubId}, ${d.kind}, ${fy}, s.last_serial, ${head} || lpad(s.last_serial::text, 6, '0'), ${d.date}::date,
            ${d.bookingId ?? null}::int, ${d.memberId ?? null}::int, ${d.subscriptionId ?? null}::int, ${d.transactionId ?? null}::int, ${d.refersTo ?? null}::int,
            ${d.reason ?? null}, ${d.eventRegistrationId ?? null}::int, ${d.patternId ?? null}::int, ${d.feeKind ?? null}::text,
            ${Math.max(0, Math.min(d.advance?.amountMinor ?? 0, sum('totalMinor')))}::bigint, ${d.advance?.rateBp ?? 0}::int, ${d.supplier.name}, ${d.supplier.address}, ${d.supplier.gstin}, ${d.supplier.state},
            ${d.supplier.placeOfSupply}, ${d.customer.name}, ${d.customer.contact}, ${d.customer.gstin ?? null},
            ${sum('taxableMinor')}, ${sum('cgstMinor')}, ${sum('sgstMinor')}, ${sum('igstMinor')}, ${sum('totalMinor')}, ${d.handler}
          FROM s
          RETURNING id, number)
        ${
          values.length > 0
            ? sql`, lines AS (
          INSERT INTO tax_document_lines (document_id, line_no, description, code, quantity, rate_bp, taxable_minor, cgst_minor,
            sgst_minor, igst_minor, total_minor)
          SELECT doc.id, v.* FROM doc, (VALUES ${sql.join(values, sql`, `)})
            AS v(line_no, description, code, quantity, rate_bp, taxable_minor, cgst_minor, sgst_minor, igst_minor, total_minor))`
            : sql``
        }
        SELECT id, number FROM doc`,
  );
  if (!row) throw new BusinessError(TaxMessages.seriesFull);
  return row;
}

/** The supplier block of a registered club's documents, from its settings. */
export function supplierOf(tax: TaxSettings) {
  return { name: tax.legalName, address: tax.address, gstin: tax.gstin, state: tax.gstin.slice(0, 2), placeOfSupply: tax.placeOfSupply };
}

export async function documentsOfBooking(q: Queryable, clubId: number, bookingId: number) {
  return rows<{ id: number; kind: TaxDocumentKind; number: string; totalMinor: number }>(
    q,
    sql`SELECT id, kind, number, total_minor::float8 AS "totalMinor" FROM tax_documents
        WHERE club_id = ${clubId} AND booking_id = ${bookingId} ORDER BY id`,
  );
}
