import { describe, expect, it } from 'vitest';
import { amountInWords, documentNumber, financialYear, lineTax, spread, taxOnTop } from './gst-amounts';
import { gstinCheckChar, gstinProblem } from './gstin';
import { rateOn, taxSettingsInput, DEFAULT_TAX_SETTINGS } from './tax-settings';

const intra = { inclusive: true, interState: false };
const inter = { inclusive: true, interState: true };

describe('GST of a line, worked by hand', () => {
  it('₹400 at 18 % including tax, intra-state: 400 × 9/118 = 30.508 → CGST 30.51 and SGST 30.51, taxable 338.98', () => {
    expect(lineTax(40_000, 1800, intra)).toEqual({
      taxableMinor: 33_898,
      cgstMinor: 3051,
      sgstMinor: 3051,
      igstMinor: 0,
      totalMinor: 40_000,
    });
  });
  it('₹400 at 18 % including tax, inter-state: 400 × 18/118 = 61.017 → IGST 61.02, taxable 338.98', () => {
    expect(lineTax(40_000, 1800, inter)).toEqual({ taxableMinor: 33_898, cgstMinor: 0, sgstMinor: 0, igstMinor: 6102, totalMinor: 40_000 });
  });
  it('₹847.46 at 18 % excluding tax: 9 % = 76.2714 → 76.27 each, total 1,000.00; IGST 152.5428 → 152.54', () => {
    expect(lineTax(84_746, 1800, { inclusive: false, interState: false })).toEqual({
      taxableMinor: 84_746,
      cgstMinor: 7627,
      sgstMinor: 7627,
      igstMinor: 0,
      totalMinor: 100_000,
    });
    expect(lineTax(84_746, 1800, { inclusive: false, interState: true })).toMatchObject({ igstMinor: 15_254, totalMinor: 100_000 });
  });
  it('₹100 at 5 % including tax: 100 × 2.5/105 = 2.381 → 2.38 each, taxable 95.24', () => {
    expect(lineTax(10_000, 500, intra)).toMatchObject({ taxableMinor: 9524, cgstMinor: 238, sgstMinor: 238 });
  });
  it('rounds per line: three ₹1 lines carry 0.08 CGST each (0.24), where the document at once would round to 0.23', () => {
    const lines = [100, 100, 100].map((v) => lineTax(v, 1800, intra));
    expect(lines.map((l) => l.cgstMinor)).toEqual([8, 8, 8]);
    expect(lineTax(300, 1800, intra).cgstMinor).toBe(23);
  });
  it('a 0 % line has no tax', () => {
    expect(lineTax(12_345, 0, intra)).toEqual({ taxableMinor: 12_345, cgstMinor: 0, sgstMinor: 0, igstMinor: 0, totalMinor: 12_345 });
  });
});

describe('spreading a credit note over its invoice lines', () => {
  it('adds up exactly, the last line taking the rounding', () => {
    expect(spread(10_000, [40_000, 25_000, 5_000])).toEqual([5714, 3571, 715]);
    expect(spread(1, [1, 1, 1])).toEqual([0, 0, 1]);
    expect(spread(500, [0, 100, 0])).toEqual([0, 500, 0]);
  });
});

describe('numbers, years and words', () => {
  it('the financial year runs April to March', () => {
    expect(financialYear('2026-11-27')).toBe('2026-27');
    expect(financialYear('2027-03-31')).toBe('2026-27');
    expect(financialYear('2027-04-01')).toBe('2027-28');
    expect(financialYear('2099-05-01')).toBe('2099-00');
  });
  it('a document number is at most 16 characters, one series per kind', () => {
    expect(documentNumber('CD', 'invoice', '2026-27', 123)).toBe('CD/26-27/000123');
    expect(documentNumber('CD', 'credit-note', '2026-27', 1)).toBe('CDC/26-27/000001');
    expect(documentNumber('CD', 'receipt-voucher', '2026-27', 999_999)).toHaveLength(16);
    expect(() => documentNumber('CD', 'invoice', '2026-27', 1_000_000)).toThrow(RangeError);
  });
  it('amounts in words, Indian system', () => {
    expect(amountInWords(40_000)).toBe('Rupees Four Hundred Only');
    expect(amountInWords(12_345_678_950)).toBe(
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Paise Fifty Only',
    );
  });
});

describe('GSTIN', () => {
  it('accepts published GSTINs and checks the check character', () => {
    for (const g of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8']) expect(gstinProblem(g), g).toBeNull();
    expect(gstinCheckChar('32AAACD1234F1Z')).toBe('G');
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check character/);
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/capital letters/);
    expect(gstinProblem('99AAPFU0939F1ZV')).toMatch(/not a GST state code/);
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('GSTIN must be 15 characters');
  });
});

describe('tax settings', () => {
  it('a rate applies from its date; documents before it keep the earlier rate', () => {
    const code = {
      code: '999652',
      rates: [
        { from: '2026-12-01', percent: 5 },
        { from: '2017-07-01', percent: 18 },
      ],
    };
    expect(rateOn(code, '2026-11-30')).toBe(1800);
    expect(rateOn(code, '2026-12-01')).toBe(500);
  });
  it('a registered club needs its legal name, address, a valid GSTIN and place of supply, each named', () => {
    const r = taxSettingsInput.safeParse({ ...DEFAULT_TAX_SETTINGS, registered: true, gstin: '32AAACD1234F1ZH' });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      gstin: expect.stringMatching(/check character/),
      legalName: 'Legal name is required for a GST-registered club',
      address: 'Address is required for a GST-registered club',
      placeOfSupply: 'Place of supply is required for a GST-registered club',
    });
  });
  it('refuses a rate that is not a GST rate and a code that is not HSN/SAC-shaped', () => {
    const r = taxSettingsInput.safeParse({
      ...DEFAULT_TAX_SETTINGS,
      court: { code: '99965', rates: [{ from: '2017-07-01', percent: 17 }] },
    });
    expect(r.error!.issues.map((i) => i.message)).toEqual([
      'Court time HSN/SAC must be 4, 6 or 8 digits',
      'Court time rate must be one of the GST rates: 0, 0.25, 3, 5, 12, 18, 28, 40 %',
    ]);
  });
});

describe('GST on top of a tax-exclusive price (ADR 0082 addendum)', () => {
  it('₹847.46 at 18 %: 76.27 + 76.27 on top intra-state, 152.54 IGST inter-state; 0 % adds nothing', () => {
    expect(taxOnTop(84_746, 1800, false)).toBe(15_254);
    expect(taxOnTop(84_746, 1800, true)).toBe(15_254);
    // ₹0.25 at 18 %: CGST 0.0225 → 0.02 each (0.04); IGST 0.045 → 0.05.
    expect(taxOnTop(25, 1800, false)).toBe(4);
    expect(taxOnTop(25, 1800, true)).toBe(5);
    expect(taxOnTop(84_746, 0, false)).toBe(0);
  });
  it('price + tax read back as a tax-inclusive value gives the same tax and the price as taxable, for every value and rate', () => {
    for (const rate of [25, 300, 500, 1200, 1800, 2800, 4000])
      for (const interState of [false, true])
        for (let v = 0; v <= 30_000; v += 3) {
          const onTop = lineTax(v, rate, { inclusive: false, interState });
          expect(lineTax(onTop.totalMinor, rate, { inclusive: true, interState })).toEqual(onTop);
        }
  });
});
