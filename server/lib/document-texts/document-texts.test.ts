import { describe, expect, it } from 'vitest';
import { CLOSE_COLUMNS, REPORT_COLUMNS, SUMMARY_KEYS } from '../../../contract/reports-columns';
import { amountInWordsHi } from './amount-in-words-hi';
import { documentLanguage } from './document-language';
import { en } from './en';
import { hi } from './hi';
import { REPORT_HEADINGS_HI } from './report-headings-hi';

/** Every text of a catalogue as 'path' → text; functions are called with their parameters' names. */
function flatten(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, (_, i) => `<${i}>`);
    out.set(`${path}(${value.length})`, (value as (...a: string[]) => string)(...args));
  } else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      for (const [p, text] of flatten(inner, path ? `${path}.${key}` : key)) out.set(p, text);
  return out;
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the document texts (ADR 0087)', () => {
  it('has every key in both languages, each function taking the same values, each placed in the Hindi', () => {
    const english = flatten(en);
    const hindi = flatten(hi);
    // Targets are stored words: English shows them as they are, so only Hindi lists them.
    const keys = (m: Map<string, string>) => [...m.keys()].filter((k) => !k.startsWith('targets.')).sort();
    expect(keys(hindi)).toEqual(keys(english));
    for (const [key, text] of hindi) {
      for (const placeholder of english.get(key)?.match(/<\d>/g) ?? []) expect(text, key).toContain(placeholder);
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('is Hindi in Hindi: the words a desk reads are Devanagari, only codes and IDs stay Latin', () => {
    const latinOnPurpose = new Set([
      'bookingId',
      'paymentModes.4',
      'pattern.head.0',
      'tax.hsnSac',
      'sheets.eventColumns.bookingId',
      'sheets.auditColumns.id',
    ]);
    for (const [key, text] of flatten(hi)) if (!latinOnPurpose.has(key)) expect(text, key).toMatch(DEVANAGARI);
  });

  it('is in English exactly the texts the documents had before', () => {
    const e = documentLanguage('en');
    expect(e.t.tax.titles).toEqual({ invoice: 'Tax Invoice', 'credit-note': 'Credit Note', 'receipt-voucher': 'Receipt Voucher' });
    expect(e.t.tax.number('Tax Invoice')).toBe('Tax Invoice no.');
    expect(e.t.tax.invoiceDated('CD/26-27/000001', '2026-11-27')).toBe('CD/26-27/000001 dated 2026-11-27');
    expect(e.t.tax.supplier('32ABCDE1234F1Z5', '32-Kerala')).toBe('GSTIN: 32ABCDE1234F1Z5 · State: 32-Kerala');
    expect(e.t.tax.amountInWords(e.amountInWords(130000))).toBe('Amount in words: Rupees One Thousand Three Hundred Only');
    expect(e.t.tax.taxSum('₹ 1', '₹ 1', '₹ 2')).toBe('Tax: CGST ₹ 1 + SGST ₹ 1 = ₹ 2');
    expect(e.t.tax.signatory('Arena LLP')).toBe('For Arena LLP\nAuthorised signatory (issued electronically)');
    expect(e.t.tax.halfEach).toBe('CGST and SGST are each half of the rate.');
    expect([e.t.tax.description, e.t.tax.hsnSac, e.t.tax.qty, e.t.tax.taxable, e.t.tax.rate, e.t.tax.total]).toEqual([
      'Description',
      'HSN/SAC',
      'Qty',
      'Taxable',
      'Rate',
      'Total',
    ]);
    expect(e.t.taxId('X')).toBe('Tax ID: X');
    expect(e.t.paymentsAndRefunds).toBe('Payments and refunds');
    expect(e.t.paymentsHead).toEqual(['No.', 'Date', 'Type', 'Mode', 'Amount']);
    expect(e.t.receipt.title).toBe('Receipt');
    expect(e.t.receipt.checkinCode('AB12')).toBe('Check-in code: AB12');
    expect(e.t.statement.title(7)).toBe('Statement of booking 7');
    expect(e.t.statement.head).toEqual(['Item', 'Date and time', 'Qty', 'Gross']);
    expect(e.t.pattern.title(3)).toBe('Statement of bulk booking 3');
    expect(e.t.pattern.period('2026-11-02', '2026-12-28')).toBe('2026-11-02 to 2026-12-28');
    expect(e.t.pattern.states).toEqual(['Active', 'Cancelled', 'Partially cancelled']);
    expect(e.t.paymentModes).toEqual({ 0: 'No Pay', 1: 'Cash', 2: 'Card', 3: 'Other', 4: 'UPI' });
    expect(e.t.feeLines).toEqual({ late_cancel: 'Late-cancel fee', no_show: 'No-show fee' });
    expect(e.t.sheets.summary).toBe('Summary');
    expect(e.t.sheets.cashCloses).toBe('Cash closes of the period');
    expect(Object.values(e.t.sheets.eventColumns)).toEqual([
      'Booking Id',
      'Booking Date',
      'Event',
      'Category',
      'Sub Category',
      'Name',
      'Mobile',
      'Email',
      'Tickets',
      'Source',
      'Total',
      'Paid',
    ]);
    expect(e.t.sheets.addons).toBe('Add-ons');
    expect(Object.values(e.t.sheets.addonColumns)).toEqual([
      'Name',
      'Qty Available',
      'Price Per Item',
      'Per/All Activity',
      'Rental/Non Rental',
      'Active/Inactive',
    ]);
    expect(Object.values(e.t.sheets.addonValues)).toEqual(['Per Activity', 'All Activity', 'Rental', 'Non Rental', 'Active', 'Inactive']);
    expect(Object.values(e.t.sheets.auditColumns)).toEqual(['When', 'Who', 'What', 'Id', 'Change', 'Before', 'After']);
    // Dates as they were: wire dates as they are, stamps in en-GB's own words.
    expect(e.day('2026-11-27')).toBe('2026-11-27');
    expect(e.stamp('2026-11-27T08:35:00Z', 'Asia/Kolkata')).toBe('27 Nov 2026, 14:05');
    // The contract's headers are the English.
    expect(REPORT_COLUMNS.master.map((c) => e.heading(c.header))).toEqual(REPORT_COLUMNS.master.map((c) => c.header));
  });

  it("has a Hindi header for every report column and summary label, and none the reports don't have", () => {
    const english = new Set([
      ...Object.values(REPORT_COLUMNS).flatMap((cols) => cols.map((c) => c.header)),
      ...Object.values(SUMMARY_KEYS).flatMap((keys) => keys.map((k) => k.label)),
      ...CLOSE_COLUMNS.map((c) => c.header),
    ]);
    expect(Object.keys(REPORT_HEADINGS_HI).sort()).toEqual([...english].sort());
    const h = documentLanguage('hi');
    expect(REPORT_COLUMNS.master.map((c) => h.heading(c.header)).slice(0, 3)).toEqual(['तारीख़ और समय', 'रसीद नं.', 'प्रकार']);
  });

  it('writes Hindi dates with the console’s months and Latin digits, stamps on the club’s wall clock', () => {
    const h = documentLanguage('hi');
    expect(h.day('2026-11-27')).toBe('27 नव॰ 2026');
    expect(h.day('2026-02-01')).toBe('01 फ़र॰ 2026');
    expect(h.stamp('2026-11-27T08:35:00Z', 'Asia/Kolkata')).toBe('27 नव॰ 2026, 14:05');
    expect(h.stamp('2026-12-31T20:00:00Z', 'Asia/Kolkata')).toBe('01 जन॰ 2027, 01:30');
  });
});

describe('the amount in words in Hindi (Indian numbering)', () => {
  it.each([
    [0, 'शून्य रुपये मात्र'],
    [100, 'एक रुपया मात्र'],
    [9900, 'निन्यानबे रुपये मात्र'],
    [10000, 'एक सौ रुपये मात्र'],
    [11800, 'एक सौ अठारह रुपये मात्र'],
    [130000, 'एक हज़ार तीन सौ रुपये मात्र'],
    [10000000, 'एक लाख रुपये मात्र'],
    [123456750, 'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये और पचास पैसे मात्र'],
    [1000000000, 'एक करोड़ रुपये मात्र'],
    [12345678901, 'बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी रुपये और एक पैसा मात्र'],
    [50, 'शून्य रुपये और पचास पैसे मात्र'],
    [-11800, 'एक सौ अठारह रुपये मात्र'],
  ])('%i paise → %s', (minor, words) => {
    expect(amountInWordsHi(minor)).toBe(words);
  });

  it('says more than 99 crore in crores, as the English does', () => {
    // ₹1,00,000 crore (10^12 rupees) is a lakh of crores.
    expect(amountInWordsHi(1e12 * 100)).toBe('एक लाख करोड़ रुपये मात्र');
  });
});
