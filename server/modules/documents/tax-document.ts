import { sql } from 'drizzle-orm';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Queryable } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { loadClub } from '../../core/club-context';
import { toMajor } from '../../core/money';
import { formatAmount } from '../../lib/pdf';
import { bookingTransactions } from '../../ledger/transactions-list';
import { documentPartiesSql, type DocumentParties } from '../../ledger/tax-documents';
import type { TaxDocumentKind } from '../../../contract/gst-amounts';
import { stateLabel } from '../../../contract/gstin';
import { paymentsSection, styles, typeName } from './documents';
import type { DocumentLanguage } from '../../lib/document-texts/document-language';

/** A tax document's lines in order, in minor units (the PDF's table; tests read them the same way). */
export async function documentLines(q: Queryable, documentId: number) {
  return rows<{
    description: string;
    code: string;
    quantity: number;
    rateBp: number;
    taxable: number;
    cgst: number;
    sgst: number;
    igst: number;
    total: number;
  }>(
    q,
    sql`SELECT description, code, quantity, rate_bp AS "rateBp", taxable_minor::float8 AS taxable, cgst_minor::float8 AS cgst,
               sgst_minor::float8 AS sgst, igst_minor::float8 AS igst, total_minor::float8 AS total
        FROM tax_document_lines WHERE document_id = ${documentId} ORDER BY line_no`,
  );
}

interface DocRow extends DocumentParties {
  id: number;
  kind: TaxDocumentKind;
  number: string;
  date: string;
  bookingId: number | null;
  transactionId: number | null;
  reason: string | null;
  refNumber: string | null;
  refDate: string | null;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/**
 * A GST document as CGST Rules 46 (tax invoice), 50 (receipt voucher) and 53 (credit note) ask:
 * supplier's name, address and GSTIN; number and date; the customer; each line's description,
 * HSN/SAC, quantity, taxable value, rate and CGST + SGST or IGST; the place of supply; totals
 * and the amount in words; a credit note names its invoice. An invoice lists the payments made
 * against its booking. Undefined when the club has no document of that number.
 */
export async function taxDocumentPdf(
  q: Queryable,
  clubId: number,
  number: string,
  L: DocumentLanguage,
): Promise<TDocumentDefinitions | undefined> {
  const d = await firstRow<DocRow>(
    q,
    sql`SELECT d.id, d.kind, d.number, d.issue_date::text AS date, d.booking_id AS "bookingId", d.transaction_id AS "transactionId",
               d.reason, r.number AS "refNumber", r.issue_date::text AS "refDate", ${documentPartiesSql}, d.taxable_minor::float8 AS taxable, d.cgst_minor::float8 AS cgst,
               d.sgst_minor::float8 AS sgst, d.igst_minor::float8 AS igst, d.total_minor::float8 AS total
        FROM tax_documents d LEFT JOIN tax_documents r ON r.id = d.refers_to
        WHERE d.club_id = ${clubId} AND d.number = ${number}`,
  );
  if (!d) return undefined;
  const club = await loadClub(q, clubId);
  const x = L.t.tax;
  const title = x.titles[d.kind];
  const money = (minor: number) => formatAmount(toMajor(minor), club.currency);
  const lines = await documentLines(q, d.id);
  const interState = d.igst > 0 || d.placeOfSupply !== d.supplierState;
  const pct = (bp: number) => `${bp / 100}%`;
  // Amounts never wrap (pdftotext and eyes read a row on one line); the description may.
  const num = (text: string, bold = false) => ({ text, noWrap: true, alignment: 'right' as const, ...(bold ? { style: 'th' } : {}) });
  const taxHead = interState ? ['IGST'] : ['CGST', 'SGST'];
  const taxCells = (l: { cgst: number; sgst: number; igst: number }, bold = false) =>
    (interState ? [l.igst] : [l.cgst, l.sgst]).map((n) => num(money(n), bold));
  const facts: [string, string][] = [
    [x.number(title), d.number],
    [x.date, L.day(d.date)],
    ...(d.refNumber ? ([[x.againstInvoice, x.invoiceDated(d.refNumber, L.day(d.refDate ?? ''))]] as [string, string][]) : []),
    ...(d.reason ? ([[x.reason, d.reason]] as [string, string][]) : []),
    [x.placeOfSupply, stateLabel(d.placeOfSupply)],
    [x.customer, `${d.customerName} (${d.customerContact})`],
    ...(d.customerGstin ? ([[x.customerGstin, d.customerGstin]] as [string, string][]) : []),
    ...(d.bookingId ? ([[L.t.bookingId, String(d.bookingId)]] as [string, string][]) : []),
    ...(d.transactionId ? ([[x.moneyReceived, String(d.transactionId)]] as [string, string][]) : []),
  ];
  const content: Content[] = [
    { text: d.supplierName, style: 'club' },
    ...(d.supplierName !== club.name ? [{ text: club.name }] : []),
    { text: d.supplierAddress },
    { text: x.supplier(d.supplierGstin, stateLabel(d.supplierState)) },
    { text: title, style: 'title' },
    { table: { widths: [130, '*'], body: facts.map(([k, v]) => [{ text: k, style: 'th' }, v]) }, layout: 'lightHorizontalLines' },
    { text: L.t.lines, style: 'title' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 'auto', 'auto', 'auto', 'auto', ...taxHead.map(() => 'auto'), 'auto'],
        body: [
          [x.description, x.hsnSac, x.qty, x.taxable, x.rate, ...taxHead, x.total].map((h) => ({ text: h, style: 'th', noWrap: true })),
          ...lines.map((l) => [
            l.description,
            num(l.code),
            num(String(l.quantity)),
            num(money(l.taxable)),
            num(pct(l.rateBp)),
            ...taxCells(l),
            num(money(l.total)),
          ]),
          [{ text: x.total, style: 'th' }, '', '', num(money(d.taxable), true), '', ...taxCells(d, true), num(money(d.total), true)],
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 8.5,
    },
    ...(interState ? [] : [{ text: x.halfEach, fontSize: 8 }]),
    { text: x.amountInWords(L.amountInWords(d.total)), margin: [0, 8, 0, 0] },
    ...(interState ? [] : [{ text: x.taxSum(money(d.cgst), money(d.sgst), money(d.cgst + d.sgst)) }]),
  ];
  if (d.kind === 'invoice' && d.bookingId) {
    const tx = await bookingTransactions(q, clubId, d.bookingId);
    const paid = tx.filter((t) => t.amount !== 0);
    if (paid.length > 0)
      content.push(
        ...paymentsSection(
          paid,
          club.timeZone,
          (n) => formatAmount(n, club.currency),
          (t) => `${typeName(L, t.type)}${t.kind === 'refund' ? L.t.refundMark : ''}`,
          L,
        ),
      );
  }
  content.push({ text: x.signatory(d.supplierName), margin: [0, 24, 0, 0] });
  return { content, styles, info: { title: `${title} ${d.number}` } };
}
