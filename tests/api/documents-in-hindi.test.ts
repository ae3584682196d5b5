import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { docsOf } from './gst-fixtures';
import { addDays, todayIn } from '../../server/core/local-time';
import { formatDisplayDate } from '../../contract/display-date';
import { REPORT_COLUMNS } from '../../contract/reports-columns';
import type { TestApp } from './helpers/test-app';

/*
 * Issue 32 §2 (ADR 0087): PDFs and spreadsheets follow the language of the person who asks for
 * them (users.language), through the session or a download ticket alike. Hindi is set in an
 * embedded Devanagari font and read back with pdftotext; English reads as it always did.
 */
let t: TestApp;
let admin: Client;
let ids: Ids;
const date = plainMonday(77);
const today = todayIn('Asia/Kolkata');
const dir = mkdtempSync(path.join(tmpdir(), 'cd-hi-'));
const DEVANAGARI = /[\u0900-\u097F]/;

/** The text of a PDF reply, through poppler's pdftotext, with runs of spaces made one. */
function pdfText(body: Buffer, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, body);
  // Kept for a look at the page (pdftoppm -png -r 80) when DOCS_PDF_DIR is set.
  if (process.env.DOCS_PDF_DIR) writeFileSync(path.join(process.env.DOCS_PDF_DIR, name), body);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
}

async function pdf(url: string, name: string, headers = t.authHeader(admin.token)): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload, name);
}

async function speak(language: 'en' | 'hi') {
  expect((await admin.post('/api/user/language', { language })).json()).toEqual({ requestStatus: 1, language });
}

/** One slot at 07:00 (₹ 400, tax included) for a customer, paid `advance` in cash; returns the booking id. */
async function book(time: string, advance: number, customer: Record<string, unknown> = {}): Promise<number> {
  await admin.post('/api/carting/clear');
  const add = await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 1'], date, time });
  expect(add.json()).toMatchObject({ requestStatus: 1 });
  const res = await admin.post(
    '/api/booking',
    checkout({ paymentMode: 1, totalPaidAmount: advance, transactionData: { type: 1, mode: 1 } }, customer),
  );
  expect(res.json()).toMatchObject({ requestStatus: 1 });
  return res.json().bookingId as number;
}

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
});
afterAll(async () => {
  await speak('en');
  await t?.close();
});

describe('documents in the person’s language', () => {
  it('a Hindi person’s tax invoice: Hindi title, labels, date and amount in words; the English person’s as before', async () => {
    const id = await book('07:00:00', 118);
    const [invoice] = await docsOf(t, id);
    expect(invoice).toMatchObject({ kind: 'invoice', total: 40000 });
    const url = `/api/tax/document?number=${encodeURIComponent(invoice.number)}`;

    await speak('hi');
    const hindi = await pdf(url, 'invoice-hi.pdf');
    for (const s of [
      'कर बीजक (Tax Invoice)',
      `कर बीजक (Tax Invoice) नं. ${invoice.number}`,
      `तारीख़ ${formatDisplayDate(today, 'hi-IN')}`,
      'आपूर्ति का स्थान 32-Kerala',
      'ग्राहक Test Player (+91 9123456780)',
      `Booking ID ${id}`,
      'विवरण',
      'HSN/SAC',
      'रकम शब्दों में: चार सौ रुपये मात्र',
      'कुल ₹ 338.98 ₹ 30.51 ₹ 30.51 ₹ 400.00',
      'भुगतान और रिफ़ंड',
      '₹ 118.00',
      'अधिकृत हस्ताक्षरकर्ता',
    ]) {
      expect(hindi, s).toContain(s);
    }
    expect(hindi).not.toContain('Amount in words');

    await speak('en');
    const english = await pdf(url, 'invoice-en.pdf');
    for (const s of [
      `Tax Invoice no. ${invoice.number}`,
      `Date ${today}`,
      'Amount in words: Rupees Four Hundred Only',
      'Total ₹ 338.98 ₹ 30.51 ₹ 30.51 ₹ 400.00',
      'Payments and refunds',
      'Authorised signatory',
    ]) {
      expect(english, s).toContain(s);
    }
    expect(english).not.toMatch(DEVANAGARI);
  });

  it('a Hindi person’s credit note names its invoice in Hindi', async () => {
    const id = await book('08:00:00', 400);
    const cancel = await admin.post('/api/booking/cancellation', { bookingId: id, refundType: 1, refundMode: 1, sendSMS: false });
    expect(cancel.json()).toMatchObject({ requestStatus: 1 });
    const [invoice, note] = await docsOf(t, id);
    expect(note).toMatchObject({ kind: 'credit-note', total: 40000 });

    await speak('hi');
    const text = await pdf(`/api/tax/document?number=${encodeURIComponent(note.number)}`, 'credit-note-hi.pdf');
    for (const s of [
      'क्रेडिट नोट (Credit Note)',
      `क्रेडिट नोट (Credit Note) नं. ${note.number}`,
      `किस बीजक पर ${invoice.number}, तारीख़ ${formatDisplayDate(today, 'hi-IN')}`,
      'रकम शब्दों में: चार सौ रुपये मात्र',
    ]) {
      expect(text, s).toContain(s);
    }
    await speak('en');
  });

  it('a Hindi person’s receipt, fetched with a download ticket: Hindi words and dates, the check-in code, ₹ amounts', async () => {
    const id = await book('09:00:00', 150);
    const paid = (await admin.post('/api/booking/payment/update', { bookingId: id, amount: 234.5, transactionData: { mode: 2 } })).json();
    expect(paid.requestStatus).toBe(1);
    await speak('hi');
    const ticket = (await admin.post('/api/download-ticket', { path: '/api/receipt', query: `transactionId=${paid.transactionId}` })).json()
      .ticket as string;
    const text = await pdf(`/api/receipt?transactionId=${paid.transactionId}`, 'receipt-hi.pdf', { authorization: `Ticket ${ticket}` });
    for (const s of [
      'रसीद',
      `रसीद नं. ${paid.transactionId}`,
      'रकम ₹ 234.50',
      'मोड कार्ड',
      `Booking ID ${id}`,
      'ग्राहक Test Player',
      `तारीख़ और समय ${formatDisplayDate(date, 'hi-IN')} 09:00-10:00`,
      'बाक़ी देय ₹ 15.50',
      'चेक-इन कोड:',
    ]) {
      expect(text, s).toContain(s);
    }
    await speak('en');
    const english = await pdf(`/api/receipt?transactionId=${paid.transactionId}`, 'receipt-en.pdf');
    for (const s of [
      `Receipt no. ${paid.transactionId}`,
      'Amount ₹ 234.50',
      'Mode Card',
      `Date and time ${date} 09:00-10:00`,
      'Check-in code:',
    ]) {
      expect(english, s).toContain(s);
    }
  });

  it('a bulk booking’s statement gives each booking’s status in the person’s language', async () => {
    const data = {
      activityId: ids.badminton,
      courts: [ids.courts['Court 2']],
      startDate: date,
      endDate: addDays(date, 6),
      allSlots: false,
      startTime: '18:00:00',
      endTime: '19:00:00',
      days: [1, 3],
      ignoreUnavailableSlots: true,
    };
    await admin.post('/api/carting/clear');
    const res = await admin.post(
      '/api/booking/pattern',
      checkout(
        { isPatternBooking: true, patternBookingData: data, totalPaidAmount: 0, paymentMode: 0, transactionData: { type: 2, mode: 0 } },
        { mobile: '9123456782', name: 'Pattern Player' },
      ),
    );
    expect(res.json()).toMatchObject({ requestStatus: 1 });
    const url = `/api/booking/pattern/statement?patternBookingId=${res.json().patternBookingId}`;
    await speak('hi');
    const hindi = await pdf(url, 'pattern-statement-hi.pdf');
    expect(hindi).toContain('आने वाली');
    expect(hindi).not.toContain('Upcoming');
    await speak('en');
    expect(await pdf(url, 'pattern-statement-en.pdf')).toContain('Upcoming');
  });

  it('prints a name typed in Devanagari in an English document', async () => {
    await speak('en');
    const id = await book('10:00:00', 100, { name: 'सीता वर्मा', mobile: '9123456781' });
    const text = await pdf(`/api/booking/statement?bookingId=${id}`, 'statement-en-devanagari-name.pdf');
    expect(text).toContain(`Booking ID ${id} · Badminton · सीता वर्मा`);
    expect(text).toContain('Statement of booking');
  });

  it('the master report’s .xlsx: headers, summary and sheet words in Hindi for a Hindi person, numbers still numbers', async () => {
    const clubs = (await admin.get('/api/reports/clubs')).json().clubs as { clubId: number; clubName: string }[];
    const arena = clubs.find((c) => c.clubName === 'Courtdesk Demo Arena')!;
    const url = `/api/reports/transactions/multiple-clubs/download?clubIds=${arena.clubId}&startDate=${today}&endDate=${today}`;
    const sheetOf = async () => {
      const file = await admin.get(url);
      expect(file.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      return wb.worksheets[0];
    };

    await speak('hi');
    const hindi = await sheetOf();
    const header = (hindi.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['तारीख़ और समय', 'रसीद नं.', 'प्रकार', 'Booking Id']);
    expect(header).toContain('रकम');
    expect(header).toContain('दस्तावेज़ नं.');
    const amountColumn = header.indexOf('रकम') + 1;
    const idColumn = header.indexOf('Transaction Id') + 1;
    const typeColumn = REPORT_COLUMNS.master.findIndex((c) => c.key === 'type') + 1;
    const modeColumn = REPORT_COLUMNS.master.findIndex((c) => c.key === 'mode') + 1;
    const amounts: unknown[] = [];
    const firstCells: unknown[] = [];
    /** The words inside the money rows (type, mode): the server's, in the sheet's language. */
    const words = (sheet: ExcelJS.Worksheet) => {
      const out = { types: new Set<unknown>(), modes: new Set<unknown>() };
      sheet.eachRow((row, n) => {
        if (n === 1 || typeof row.getCell(idColumn).value !== 'number') return;
        out.types.add(row.getCell(typeColumn).value);
        out.modes.add(row.getCell(modeColumn).value);
      });
      return out;
    };
    hindi.eachRow((row, n) => {
      firstCells.push(row.getCell(1).value);
      // A money row has its transaction's id; the summary rows under them do not.
      if (n > 1 && typeof row.getCell(idColumn).value === 'number') amounts.push(row.getCell(amountColumn).value);
    });
    expect(amounts.length).toBeGreaterThan(0);
    for (const a of amounts) expect(typeof a).toBe('number');
    expect(firstCells).toContain('सारांश');
    expect(firstCells).toContain('भुगतान');
    expect(hindi.name).toBe('Courtdesk Demo Arena');
    const hindiWords = words(hindi);
    expect(hindiWords.types).toContain('सिंगल बुकिंग');
    expect(hindiWords.modes).toContain('कैश');
    expect(hindiWords.modes).toContain('कार्ड');
    for (const word of [...hindiWords.types, ...hindiWords.modes]) expect(String(word)).toMatch(DEVANAGARI);

    await speak('en');
    const english = await sheetOf();
    expect((english.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['Date & Time', 'Receipt No.', 'Type', 'Booking Id']);
    const englishWords = words(english);
    expect(englishWords.types).toContain('Single Booking');
    expect([...englishWords.modes].sort()).toEqual(expect.arrayContaining(['Card', 'Cash']));
  });

  it('the add-ons list: our sheet name, its headers and words in Hindi, prices still numbers', async () => {
    await speak('hi');
    const addons = await admin.get('/api/club/extras/list/download');
    expect(addons.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(addons.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].name).toBe('ऐड-ऑन');
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual([
      'नाम',
      'उपलब्ध मात्रा',
      'प्रति आइटम क़ीमत',
      'एक/सभी एक्टिविटी',
      'किराए पर/बिक्री',
      'चालू/बंद',
    ]);
    expect(typeof wb.worksheets[0].getRow(2).getCell(3).value).toBe('number');
    await speak('en');
  });
});
