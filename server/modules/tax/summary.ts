import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import { toMajor } from '../../core/money';
import type { GstSummary } from '../../../contract/tax';
import { lineTax, type TaxDocumentKind } from '../../../contract/gst-amounts';

interface Figures {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}
const figures = (r: Figures) => ({ taxable: toMajor(r.taxable), cgst: toMajor(r.cgst), sgst: toMajor(r.sgst), igst: toMajor(r.igst) });
const sums = sql`SUM(l.taxable_minor * s.sign)::float8 AS taxable, SUM(l.cgst_minor * s.sign)::float8 AS cgst,
                 SUM(l.sgst_minor * s.sign)::float8 AS sgst, SUM(l.igst_minor * s.sign)::float8 AS igst`;

/**
 * The GST return summary of a period (issue 29 §3, ADR 0082), from the documents' own lines so it
 * is exactly what was issued: credit notes count negative (`sign`) where GSTR-1 nets them (B2C by
 * rate, HSN/SAC), and are listed as issued in their own table.
 */
export async function gstSummary(q: Queryable, clubId: number, from: string, to: string): Promise<GstSummary> {
  // Each line with its document's kind, sign and customer GSTIN, for the period.
  const lines = sql`(SELECT d.id, d.kind, d.number, d.customer_gstin, d.refers_to,
                            CASE WHEN d.kind = 'credit-note' THEN -1 ELSE 1 END AS sign
                     FROM tax_documents d WHERE d.club_id = ${clubId} AND d.issue_date BETWEEN ${from} AND ${to})`;
  const [b2c, b2b, notes, advances, hsn, series, adjusted] = await Promise.all([
    rows<Figures & { rate: number }>(
      q,
      sql`SELECT l.rate_bp AS rate, ${sums} FROM ${lines} s JOIN tax_document_lines l ON l.document_id = s.id
          WHERE s.kind IN ('invoice', 'credit-note') AND s.customer_gstin IS NULL GROUP BY l.rate_bp ORDER BY l.rate_bp`,
    ),
    rows<Figures & { rate: number; number: string; customerGstin: string }>(
      q,
      sql`SELECT s.number, s.customer_gstin AS "customerGstin", l.rate_bp AS rate, ${sums} FROM ${lines} s
          JOIN tax_document_lines l ON l.document_id = s.id
          WHERE s.kind = 'invoice' AND s.customer_gstin IS NOT NULL GROUP BY s.id, s.number, s.customer_gstin, l.rate_bp ORDER BY s.id, l.rate_bp`,
    ),
    rows<Figures & { rate: number; number: string; invoice: string }>(
      q,
      sql`SELECT s.number, i.number AS invoice, l.rate_bp AS rate, SUM(l.taxable_minor)::float8 AS taxable, SUM(l.cgst_minor)::float8 AS cgst,
                 SUM(l.sgst_minor)::float8 AS sgst, SUM(l.igst_minor)::float8 AS igst
          FROM ${lines} s JOIN tax_document_lines l ON l.document_id = s.id JOIN tax_documents i ON i.id = s.refers_to
          WHERE s.kind = 'credit-note' GROUP BY s.id, s.number, i.number, l.rate_bp ORDER BY s.id, l.rate_bp`,
    ),
    rows<Figures & { rate: number }>(
      q,
      sql`SELECT l.rate_bp AS rate, ${sums} FROM ${lines} s JOIN tax_document_lines l ON l.document_id = s.id
          WHERE s.kind = 'receipt-voucher' GROUP BY l.rate_bp ORDER BY l.rate_bp`,
    ),
    rows<Figures & { code: string; rate: number; quantity: number; total: number }>(
      q,
      sql`SELECT l.code, l.rate_bp AS rate, SUM(CASE WHEN s.sign > 0 THEN l.quantity ELSE 0 END)::int AS quantity,
                 SUM(l.total_minor * s.sign)::float8 AS total, ${sums}
          FROM ${lines} s JOIN tax_document_lines l ON l.document_id = s.id
          WHERE s.kind IN ('invoice', 'credit-note') GROUP BY l.code, l.rate_bp ORDER BY l.code, l.rate_bp`,
    ),
    rows<{ kind: TaxDocumentKind; first: string; last: string; count: number }>(
      q,
      sql`SELECT kind, fy, (array_agg(number ORDER BY serial))[1] AS first, (array_agg(number ORDER BY serial DESC))[1] AS last,
                 count(*)::int AS count
          FROM tax_documents WHERE club_id = ${clubId} AND issue_date BETWEEN ${from} AND ${to}
          GROUP BY kind, fy ORDER BY fy, kind`,
    ),
    rows<{ rate: number; advance: number; interState: boolean }>(
      q,
      sql`SELECT advance_rate_bp AS rate, advance_minor::float8 AS advance, place_of_supply <> supplier_state AS "interState"
          FROM tax_documents WHERE club_id = ${clubId} AND issue_date BETWEEN ${from} AND ${to} AND kind = 'invoice' AND advance_minor > 0
          ORDER BY id`,
    ),
  ]);
  const adjustedByRate = advancesAdjusted(adjusted);
  const rate = (bp: number) => bp / 100;
  return {
    from,
    to,
    b2c: b2c.map((r) => ({ rate: rate(r.rate), ...figures(r) })),
    b2b: b2b.map((r) => ({ number: r.number, customerGstin: r.customerGstin, rate: rate(r.rate), ...figures(r) })),
    creditNotes: notes.map((r) => ({ number: r.number, invoice: r.invoice, rate: rate(r.rate), ...figures(r) })),
    advances: advances.map((r) => ({ rate: rate(r.rate), ...figures(r) })),
    advancesAdjusted: adjustedByRate.map((r) => ({ rate: rate(r.rate), ...figures(r) })),
    advancesNet: advancesNet(advances, adjustedByRate).map((r) => ({ rate: rate(r.rate), ...figures(r) })),
    hsn: hsn.map((r) => ({ code: r.code, rate: rate(r.rate), quantity: r.quantity, total: toMajor(r.total), ...figures(r) })),
    // Documents are never voided (corrections are credit notes), so none is ever cancelled.
    documents: series.map((s) => ({ kind: s.kind, first: s.first, last: s.last, count: s.count, cancelled: 0 })),
  };
}

/**
 * Table 11B from the invoices' advances (member credits that paid them): the tax each advance
 * included, taken out per invoice as its receipt voucher took it (tax-inclusive, rounded per
 * document), summed by rate.
 */
function advancesAdjusted(list: { rate: number; advance: number; interState: boolean }[]): (Figures & { rate: number })[] {
  const byRate = new Map<number, Figures>();
  for (const a of list) {
    const t = lineTax(a.advance, a.rate, { inclusive: true, interState: a.interState });
    const f = byRate.get(a.rate) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    byRate.set(a.rate, {
      taxable: f.taxable + t.taxableMinor,
      cgst: f.cgst + t.cgstMinor,
      sgst: f.sgst + t.sgstMinor,
      igst: f.igst + t.igstMinor,
    });
  }
  return [...byRate].sort(([a], [b]) => a - b).map(([rate, f]) => ({ rate, ...f }));
}

/** 11A − 11B by rate (GSTR-1 nets the two: an advance's tax is paid once). */
function advancesNet(received: (Figures & { rate: number })[], adjusted: (Figures & { rate: number })[]): (Figures & { rate: number })[] {
  const rates = [...new Set([...received, ...adjusted].map((r) => r.rate))].sort((a, b) => a - b);
  const of = (list: (Figures & { rate: number })[], rate: number) =>
    list.find((r) => r.rate === rate) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
  return rates.map((rate) => {
    const a = of(received, rate);
    const b = of(adjusted, rate);
    return { rate, taxable: a.taxable - b.taxable, cgst: a.cgst - b.cgst, sgst: a.sgst - b.sgst, igst: a.igst - b.igst };
  });
}
