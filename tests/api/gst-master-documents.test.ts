import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { sqlOf } from './booking-after-fixtures';
import { bookWith, docsOf, saveTax } from './gst-fixtures';
import { todayIn } from '../../server/core/local-time';
import type { TestApp } from './helpers/test-app';

/*
 * Issue 29 §2: the master report shows each money row's tax document. A checkout's advance and a
 * later Pay Now show the booking's invoice, a recharge its receipt voucher, a cancellation's
 * refund its credit note; the unregistered club's rows show none. On screen (the page text) and
 * in the .xlsx (the worker's JSON pages) alike.
 */
let t: TestApp;
let admin: Client;
let ids: Ids;
const date = plainMonday(81);
const today = todayIn('Asia/Kolkata');
interface Row {
  transactionId: number;
  documentNumber: string | null;
}

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

async function masterRows(): Promise<{ clubId: number; rows: Row[] }[]> {
  const clubs = (await admin.get('/api/reports/clubs')).json().clubs as { clubId: number }[];
  const body = { clubIds: clubs.map((c) => c.clubId), startDate: today, endDate: today };
  const report = (await admin.post('/api/reports/transactions/multiple-clubs', body)).json();
  expect(report.requestStatus).toBe(1);
  return report.data as { clubId: number; rows: Row[] }[];
}

describe('the master report names each money row’s document', () => {
  it('invoice for the advance and a later Pay Now, receipt voucher for a recharge, credit note for a refund', async () => {
    const kept = await bookWith(admin, ids, { date, time: '07:00:00', advance: 100 });
    const paid = (
      await admin.post('/api/booking/payment/update', { bookingId: kept, amount: 50, transactionData: { mode: 1, type: 3 } })
    ).json();
    expect(paid).toMatchObject({ requestStatus: 1 });
    const cancelled = await bookWith(admin, ids, { date, time: '08:00:00', advance: 150 });
    const cancel = await admin.post('/api/booking/cancellation', { bookingId: cancelled, refundType: 1, refundMode: 1, sendSMS: false });
    expect(cancel.json()).toMatchObject({ requestStatus: 1 });
    const recharge = { mobile: '9876543210', paidAmount: 300, credits: 300, transactionData: { type: 5, mode: 1 } };
    expect((await admin.post('/api/member/credits/recharge', recharge)).json().requestStatus).toBe(1);

    const q = sqlOf(t);
    const money = await q<{ id: number; bookingId: number | null; kind: string; memberId: number | null }>(
      sql`SELECT id, booking_id AS "bookingId", kind, member_id AS "memberId" FROM transactions
          WHERE booking_id IN (${kept}, ${cancelled}) OR (booking_id IS NULL AND type = 5) ORDER BY id`,
    );
    const [keptInvoice] = (await docsOf(t, kept)).filter((d) => d.kind === 'invoice');
    const cancelledDocs = await docsOf(t, cancelled);
    const cancelledInvoice = cancelledDocs.find((d) => d.kind === 'invoice')!;
    const creditNote = cancelledDocs.find((d) => d.kind === 'credit-note')!;
    expect(creditNote).toBeDefined();
    const [voucher] = await q<{ number: string; transactionId: number }>(
      sql`SELECT number, transaction_id AS "transactionId" FROM tax_documents WHERE kind = 'receipt-voucher' ORDER BY id DESC LIMIT 1`,
    );
    const expected = new Map<number, string>();
    for (const m of money) {
      if (m.bookingId === kept) expected.set(m.id, keptInvoice.number);
      else if (m.bookingId === cancelled) expected.set(m.id, m.kind === 'refund' ? creditNote.number : cancelledInvoice.number);
    }
    expected.set(voucher.transactionId, voucher.number);
    expect(money.some((m) => m.bookingId === cancelled && m.kind === 'refund')).toBe(true);
    expect(expected.get(paid.transactionId)).toBe(keptInvoice.number);

    const data = await masterRows();
    const arenaRows = data.flatMap((c) => c.rows);
    for (const [transactionId, number] of expected) {
      expect(arenaRows.find((r) => r.transactionId === transactionId)?.documentNumber, `money row ${transactionId}`).toBe(number);
    }

    // The .xlsx carries the same numbers in its "Document No." column.
    const clubIds = data.map((c) => c.clubId).join(',');
    const file = await admin.get(
      `/api/reports/transactions/multiple-clubs/download?clubIds=${clubIds}&startDate=${today}&endDate=${today}`,
    );
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const header = sheet.getRow(1).values as unknown[];
    const idColumn = header.indexOf('Transaction Id');
    const docColumn = header.indexOf('Document No.');
    expect(docColumn).toBeGreaterThan(0);
    const inFile = new Map<unknown, unknown>();
    sheet.eachRow((row, n) => {
      if (n > 1) inFile.set(row.getCell(idColumn).value, row.getCell(docColumn).value);
    });
    for (const [transactionId, number] of expected) expect(inFile.get(transactionId), `xlsx row ${transactionId}`).toBe(number);
  });

  it('shows no document for a money row of a club that issues none (a receipt is not a tax document)', async () => {
    expect((await saveTax(admin, { registered: false })).json().requestStatus).toBe(1);
    const id = await bookWith(admin, ids, { date, time: '09:00:00', advance: 100 });
    expect(await docsOf(t, id)).toEqual([]);
    const [row] = await sqlOf(t)<{ id: number }>(sql`SELECT id FROM transactions WHERE booking_id = ${id}`);
    const rows = (await masterRows()).flatMap((c) => c.rows);
    expect(rows.find((r) => r.transactionId === row.id)).toMatchObject({ documentNumber: null });
    // Rows from while it was registered keep theirs: documents are never changed.
    expect(rows.filter((r) => r.documentNumber !== null).length).toBeGreaterThan(0);
  });
});
