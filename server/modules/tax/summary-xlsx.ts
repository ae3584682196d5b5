import type { GstSummary } from '../../../contract/tax';
import { stateLabel } from '../../../contract/gstin';
import type { TaxDocumentKind } from '../../../contract/gst-amounts';
import { RUPEE_FORMAT, type XlsxColumn, type XlsxSheet, type XlsxValue } from '../../lib/xlsx-stream';

/** One sheet row: its cells in column order. */
type Row = XlsxValue[];

const RATE_FORMAT = '0.00';
const text = (header: string, width = 18) => ({ header, width });
const money = (header: string, width = 16) => ({ header, width, numFmt: RUPEE_FORMAT });
const rate = (header = 'Rate', width = 8) => ({ header, width, numFmt: RATE_FORMAT });

/** The five tax columns of GSTR-1's tables, in the offline tool's order. */
const TAX_COLUMNS = [money('Taxable Value'), money('Integrated Tax Amount'), money('Central Tax Amount'), money('State/UT Tax Amount')];
const taxCells = (f: { taxable: number; igst: number; cgst: number; sgst: number }): Row => [f.taxable, f.igst, f.cgst, f.sgst];

/** Table 13's "Nature of Document" for each of the club's series. */
const NATURE: Record<TaxDocumentKind, string> = {
  invoice: 'Invoices for outward supply',
  'credit-note': 'Credit Note',
  'receipt-voucher': 'Receipt Voucher',
};

function sheet(title: string, columns: { header: string; width: number; numFmt?: string }[], rows: Row[]): XlsxSheet<Row> {
  return {
    title,
    columns: columns.map((c, i): XlsxColumn<Row> => ({ ...c, value: (row) => row[i] ?? null })),
    source: (async function* () {
      if (rows.length > 0) yield rows;
    })(),
  };
}

/**
 * The GST summary as a workbook shaped like GSTR-1 (ADR 0082 addendum): one sheet per table the
 * accountant files — b2b (Table 4), b2cs (Table 7), at (Table 11A, advances received), atadj
 * (Table 11B, advances adjusted by member credits paying a sale), hsn (Table 12),
 * docs (Table 13) — each row taken from the one summary reader (summary.ts), never summed again.
 * Sheet names are the GSTR-1 offline tool's. Place of supply is the club's state: a court is used
 * where the club is. Sheet and column names stay the tool's English in every language (ADR 0087):
 * the accountant copies these tables into the GST portal's tool, which knows only these words.
 */
export function gstSummarySheets(s: GstSummary, placeOfSupply: string): XlsxSheet<Row>[] {
  const pos = placeOfSupply ? stateLabel(placeOfSupply) : '';
  return [
    sheet(
      'b2b',
      [text('GSTIN/UIN of Recipient', 20), text('Invoice Number', 18), text('Place Of Supply', 16), rate(), ...TAX_COLUMNS],
      s.b2b.map((r) => [r.customerGstin, r.number, pos, r.rate, ...taxCells(r)]),
    ),
    sheet(
      'b2cs',
      [text('Type', 6), text('Place Of Supply', 16), rate(), ...TAX_COLUMNS],
      s.b2c.map((r) => ['OE', pos, r.rate, ...taxCells(r)]),
    ),
    sheet(
      'at',
      [text('Place Of Supply', 16), rate(), ...TAX_COLUMNS],
      s.advances.map((r) => [pos, r.rate, ...taxCells(r)]),
    ),
    sheet(
      'atadj',
      [text('Place Of Supply', 16), rate(), ...TAX_COLUMNS],
      (s.advancesAdjusted ?? []).map((r) => [pos, r.rate, ...taxCells(r)]),
    ),
    sheet(
      'hsn',
      [text('HSN', 10), text('UQC', 6), { header: 'Total Quantity', width: 14 }, money('Total Value'), rate(), ...TAX_COLUMNS],
      s.hsn.map((r) => [r.code, 'NA', r.quantity, r.total, r.rate, ...taxCells(r)]),
    ),
    sheet(
      'docs',
      [
        text('Nature of Document', 28),
        text('Sr. No. From', 18),
        text('Sr. No. To', 18),
        { header: 'Total Number', width: 12 },
        { header: 'Cancelled', width: 10 },
      ],
      s.documents.map((d) => [NATURE[d.kind], d.first, d.last, d.count, d.cancelled]),
    ),
  ];
}

/** "gstr1-summary-2026-11-01-2026-11-30.xlsx" */
export const gstSummaryFileName = (from: string, to: string) => `gstr1-summary-${from}-${to}.xlsx`;
