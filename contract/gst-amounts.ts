/**
 * The GST of one document line, in minor units (paise), rounded per line (ADR 0082). Rates are in
 * basis points (18 % = 1800). Intra-state tax is CGST + SGST, each half of the rate and rounded on
 * its own (so the two are always equal); inter-state is IGST at the whole rate.
 *
 * - Tax-inclusive: the value is what the customer pays; the tax is taken out of it and the
 *   taxable value is the rest, so taxable + tax is exactly the price.
 * - Tax-exclusive: the value is the taxable value and the tax is added on top.
 */
export interface LineTax {
  taxableMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  totalMinor: number;
}

/** n / d rounded half away from zero, exactly (BigInt: amounts × rates pass 2^53). */
export function roundDiv(n: number, d: number): number {
  const N = BigInt(n);
  const D = BigInt(d);
  const sign = N < 0n !== D < 0n ? -1n : 1n;
  const a = N < 0n ? -N : N;
  const b = D < 0n ? -D : D;
  return Number(sign * ((2n * a + b) / (2n * b)));
}

export function lineTax(valueMinor: number, rateBp: number, opts: { inclusive: boolean; interState: boolean }): LineTax {
  if (opts.inclusive) {
    if (opts.interState) {
      const igst = roundDiv(valueMinor * rateBp, 10_000 + rateBp);
      return { taxableMinor: valueMinor - igst, cgstMinor: 0, sgstMinor: 0, igstMinor: igst, totalMinor: valueMinor };
    }
    const half = roundDiv(valueMinor * rateBp, 2 * (10_000 + rateBp));
    return { taxableMinor: valueMinor - 2 * half, cgstMinor: half, sgstMinor: half, igstMinor: 0, totalMinor: valueMinor };
  }
  if (opts.interState) {
    const igst = roundDiv(valueMinor * rateBp, 10_000);
    return { taxableMinor: valueMinor, cgstMinor: 0, sgstMinor: 0, igstMinor: igst, totalMinor: valueMinor + igst };
  }
  const half = roundDiv(valueMinor * rateBp, 20_000);
  return { taxableMinor: valueMinor, cgstMinor: half, sgstMinor: half, igstMinor: 0, totalMinor: valueMinor + 2 * half };
}

/**
 * Shares of `amount` in proportion to `weights`, whole minor units that add up to `amount`
 * exactly: each share rounded, the last non-zero weight takes what rounding left (a credit note
 * spread over its invoice's lines).
 */
export function spread(amount: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0) return weights.map(() => 0);
  const shares = weights.map((w) => roundDiv(amount * w, total));
  const last = weights.map((w) => w !== 0).lastIndexOf(true);
  shares[last] += amount - shares.reduce((a, b) => a + b, 0);
  return shares;
}

/** The financial year (April–March) of a day: '2026-11-27' → '2026-27'. */
export function financialYear(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const TAX_DOCUMENT_KINDS = ['invoice', 'credit-note', 'receipt-voucher'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** Each kind is its own series: invoices under the prefix, credit notes 'C' and receipt vouchers 'R' after it. */
const SERIES_MARK: Record<TaxDocumentKind, string> = { invoice: '', 'credit-note': 'C', 'receipt-voucher': 'R' };

/** The highest number a series may reach in a year: six digits keep every number within 16 characters. */
export const MAX_SERIAL = 999_999;

/**
 * A document number, at most 16 characters as CGST Rule 46(b) asks: 'CD/26-27/000123'
 * (prefix, series mark, the financial year's two-digit years, a six-digit serial).
 */
export function documentNumber(prefix: string, kind: TaxDocumentKind, fy: string, serial: number): string {
  if (serial < 1 || serial > MAX_SERIAL) throw new RangeError(`Serial ${serial} is outside 1–${MAX_SERIAL}`);
  return `${prefix}${SERIES_MARK[kind]}/${fy.slice(2)}/${String(serial).padStart(6, '0')}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function under1000(n: number): string {
  const parts: string[] = [];
  if (n >= 100) parts.push(`${ONES[Math.floor(n / 100)]} Hundred`);
  const r = n % 100;
  if (r >= 20) parts.push(TENS[Math.floor(r / 10)] + (r % 10 ? ` ${ONES[r % 10]}` : ''));
  else if (r > 0) parts.push(ONES[r]);
  return parts.join(' ');
}

/** Whole rupees in words, in the Indian system (crore, lakh, thousand). */
function rupeesInWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${rupeesInWords(crore)} Crore`);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  if (lakh) parts.push(`${under1000(lakh)} Lakh`);
  const thousand = Math.floor((n % 100_000) / 1000);
  if (thousand) parts.push(`${under1000(thousand)} Thousand`);
  if (n % 1000) parts.push(under1000(n % 1000));
  return parts.join(' ');
}

/** 'Rupees One Thousand Two Hundred and Paise Fifty Only' (Rule 46: the amount in words). */
export function amountInWords(minor: number): string {
  const rupees = Math.floor(Math.abs(minor) / 100);
  const paise = Math.abs(minor) % 100;
  return `Rupees ${rupeesInWords(rupees)}${paise ? ` and Paise ${under1000(paise)}` : ''} Only`;
}

/**
 * The GST added to a tax-exclusive value (minor units): what a customer owes on top of the price
 * (ADR 0082 addendum). The console previews checkout totals with it; the server derives owed
 * amounts by the same rule (server/ledger/tax-on-top.ts). A value plus this, read back as a
 * tax-inclusive value, gives back exactly the same tax and the value as taxable (see the test).
 */
export function taxOnTop(valueMinor: number, rateBp: number, interState: boolean): number {
  if (rateBp === 0) return 0;
  const t = lineTax(valueMinor, rateBp, { inclusive: false, interState });
  return t.totalMinor - valueMinor;
}
