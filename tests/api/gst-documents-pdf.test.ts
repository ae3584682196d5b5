import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { ARENA_GSTIN, bookWith, docsOf, saveTax } from './gst-fixtures';
import { riversideClient } from './booking-after-fixtures';
import { financialYear } from '../../contract/gst-amounts';
import { todayIn } from '../../server/core/local-time';
import type { TestApp } from './helpers/test-app';

/* Issue 29 §2 (ADR 0082): the invoice and the credit note as PDFs, read back with pdftotext. */
let t: TestApp;
let admin: Client;
let ids: Ids;
const date = plainMonday(63);
const fy = financialYear(todayIn('Asia/Kolkata')).slice(2);
const dir = mkdtempSync(path.join(tmpdir(), 'cd-gst-'));

/** The text of a PDF reply, through poppler's pdftotext, with runs of spaces made one. */
function pdfText(body: Buffer, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
}

async function pdfOf(number: string, name: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/tax/document?number=${encodeURIComponent(number)}`,
    headers: t.authHeader(admin.token),
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${number.replace(/\//g, '-')}.pdf"`);
  // Kept beside the text for a look at the page (pdftoppm -png).
  writeFileSync(path.join(process.env.GST_PDF_DIR ?? dir, name), res.rawPayload);
  return pdfText(res.rawPayload, name);
}

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

describe('GST documents as PDF', () => {
  it('a tax invoice shows what Rule 46 asks: supplier, GSTIN, number, date, place of supply, HSN/SAC, taxes, words, payments', async () => {
    const id = await bookWith(admin, ids, { date, time: '07:00:00', advance: 400, extras: [{ name: 'Shuttle tube', quantity: 2 }] });
    const [inv] = await docsOf(t, id);
    const text = await pdfOf(inv.number, 'invoice.pdf');
    for (const s of [
      'Courtdesk Demo Arena Sports LLP',
      '12 Lake Road, Kochi, Kerala 682001',
      `GSTIN: ${ARENA_GSTIN} · State: 32-Kerala`,
      'Tax Invoice',
      `Tax Invoice no. CD/${fy}/000001`,
      `Date ${todayIn('Asia/Kolkata')}`,
      'Place of supply 32-Kerala',
      'Customer Test Player (+91 9123456780)',
      `Booking ID ${id}`,
      'HSN/SAC',
      `Court time: Badminton,`,
      '999652 1 ₹ 338.98 18% ₹ 30.51 ₹ 30.51 ₹ 400.00',
      'Shuttle tube 999652 2 ₹ 762.72 18% ₹ 68.64 ₹ 68.64 ₹ 900.00',
      'Total ₹ 1,101.70 ₹ 99.15 ₹ 99.15 ₹ 1,300.00',
      'CGST and SGST are each half of the rate.',
      'Amount in words: Rupees One Thousand Three Hundred Only',
      'Payments and refunds',
      '₹ 400.00',
      'Authorised signatory',
    ]) {
      expect(text, s).toContain(s);
    }
  });

  it('a credit note names its invoice and shows the tax it takes back; inter-state shows IGST', async () => {
    expect((await saveTax(admin, { placeOfSupply: '29' })).json().requestStatus).toBe(1);
    const id = await bookWith(admin, ids, { date, time: '08:00:00', advance: 400 });
    expect(
      (await admin.post('/api/booking/cancellation', { bookingId: id, refundType: 1, refundMode: 1, sendSMS: false })).json().requestStatus,
    ).toBe(1);
    const [inv, note] = await docsOf(t, id);
    const text = await pdfOf(note.number, 'credit-note.pdf');
    for (const s of [
      'Credit Note',
      `Credit Note no. CDC/${fy}/000001`,
      `Against invoice ${inv.number} dated ${todayIn('Asia/Kolkata')}`,
      'Reason Booking cancelled',
      'Place of supply 29-Karnataka',
      'IGST',
      '999652 1 ₹ 338.98 18% ₹ 61.02 ₹ 400.00',
      'Amount in words: Rupees Four Hundred Only',
    ]) {
      expect(text, s).toContain(s);
    }
    expect(text).not.toContain('CGST');
    expect((await saveTax(admin, { placeOfSupply: '32' })).json().requestStatus).toBe(1);
  });

  it("a booking's documents are listed beside its Transactions; another club sees none of them", async () => {
    const [{ bookingId }] = (await admin.get(`/api/tax/documents?from=${todayIn('Asia/Kolkata')}&to=${todayIn('Asia/Kolkata')}`)).json()
      .documents as { bookingId: number }[];
    const mine = (await admin.get(`/api/tax/booking-documents?bookingId=${bookingId}`)).json();
    expect(mine).toEqual({
      requestStatus: 1,
      documents: [
        {
          number: `CD/${fy}/000001`,
          kind: 'invoice',
          date: todayIn('Asia/Kolkata'),
          bookingId,
          customer: 'Test Player',
          taxable: 1101.7,
          tax: 198.3,
          total: 1300,
        },
      ],
    });
    const river = await riversideClient(t);
    expect((await river.get(`/api/tax/booking-documents?bookingId=${bookingId}`)).json()).toEqual({ requestStatus: 1, documents: [] });
  });

  it('an unknown number is not found, not a 500', async () => {
    const res = await admin.get('/api/tax/document?number=CD%2F00-01%2F000009');
    expect(res.json()).toEqual({ requestStatus: 0, message: 'Document not found' });
  });

  it('prices excluding GST with a customer GSTIN: taxable is the price, GST on top; an Edit Amount credit note', async () => {
    expect((await saveTax(admin, { pricesIncludeTax: false })).json().requestStatus).toBe(1);
    const id = await bookWith(admin, ids, { date, time: '09:00:00', gstin: '29AABCT1332L1ZA' });
    const [inv] = await docsOf(t, id);
    const text = await pdfOf(inv.number, 'invoice-exclusive.pdf');
    for (const s of [
      'Tax Invoice',
      'Customer GSTIN 29AABCT1332L1ZA',
      // ₹400 + 9 % + 9 % on top = ₹472.00.
      '999652 1 ₹ 400.00 18% ₹ 36.00 ₹ 36.00 ₹ 472.00',
      'Amount in words: Rupees Four Hundred Seventy Two Only',
    ]) {
      expect(text, s).toContain(s);
    }
    // The price edited to 300: it now owes 300 + 54 = 354, so a note of 118 (taxable 100, 9 + 9).
    expect((await admin.post('/api/booking/amount/update', { bookingId: id, amount: 300 })).json().requestStatus).toBe(1);
    const [, note] = await docsOf(t, id);
    const noteText = await pdfOf(note.number, 'credit-note-edit.pdf');
    for (const s of [
      'Credit Note',
      `Against invoice ${inv.number}`,
      'Reason price edited to 300.00',
      'Customer GSTIN 29AABCT1332L1ZA',
      '999652 1 ₹ 100.00 18% ₹ 9.00 ₹ 9.00 ₹ 118.00',
      'Amount in words: Rupees One Hundred Eighteen Only',
    ]) {
      expect(noteText, s).toContain(s);
    }
    expect((await saveTax(admin, { pricesIncludeTax: true })).json().requestStatus).toBe(1);
  });
});
