import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { updateClubSettings } from '../../server/modules/club-settings/service';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { bookOne, details, failed, riversideClient, sqlOf } from './booking-after-fixtures';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Client;
let ids: Ids;
const date = plainMonday(56);
const dir = mkdtempSync(path.join(tmpdir(), 'cd-pdf-'));

/** The text of a PDF reply, through poppler's pdftotext. */
function pdfText(body: Buffer, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  const [{ id }] = await sqlOf(t)<{ id: number }>(sql`SELECT id FROM clubs WHERE name = 'Courtdesk Demo Arena'`);
  await t.db.db.transaction((tx) =>
    updateClubSettings(
      tx,
      id,
      { receipt: { legalName: 'Demo Arena Sports LLP', address: '12 Lake Road, Kochi 682001', taxId: '32ABCDE1234F1Z5' } },
      { userId: null, name: 'test' },
    ),
  );
});
afterAll(async () => {
  await t?.close();
});

describe('receipt and statement PDFs', () => {
  it('a receipt (never titled Tax Invoice) of one transaction: club, tax id, ₹ amount, booking id, check-in code', async () => {
    const id = await bookOne(admin, ids, { date, time: '07:00:00', advance: 150 });
    const paid = (await admin.post('/api/booking/payment/update', { bookingId: id, amount: 234.5, transactionData: { mode: 2 } })).json();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/receipt?transactionId=${paid.transactionId}`,
      headers: t.authHeader(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`receipt-${paid.transactionId}.pdf`);
    const text = pdfText(res.rawPayload, 'r.pdf');
    for (const s of [
      'Demo Arena Sports LLP',
      'Courtdesk Demo Arena',
      '12 Lake Road, Kochi 682001',
      'Tax ID: 32ABCDE1234F1Z5',
      'Receipt',
      '₹ 234.50',
      'Card',
      'Later Payment',
      `Booking ID`,
      String(id),
      'Court 1',
      `${date} 07:00-08:00`,
      'admin (partner)',
      '₹ 15.50',
    ]) {
      expect(text, s).toContain(s);
    }
    const d = await details(admin, id);
    expect(text).toContain(`Check-in code: ${d.checkinCode}`);
    expect(text).not.toContain('Tax Invoice');
  });

  it('a statement lists every line and money movement of a booking, refunds included', async () => {
    const id = await bookOne(admin, ids, { date, time: '08:00:00', advance: 100 });
    await admin.post('/api/booking/extra/update', {
      bookingId: id,
      extras: [{ name: 'Towel', price: 25, quantity: 2, advance: 50, mode: 1 }],
    });
    await admin.post('/api/booking/cancellation', { bookingId: id, refundType: 1, refundMode: 1, sendSMS: false });
    const res = await t.app.inject({ method: 'GET', url: `/api/booking/statement?bookingId=${id}`, headers: t.authHeader(admin.token) });
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload, 's.pdf');
    for (const s of [
      `Statement of booking ${id}`,
      'Demo Arena Sports LLP',
      'Booking is cancelled',
      'Court 1',
      'Towel',
      '₹ 400.00',
      '₹ 50.00',
      '₹ 100.00',
      '-₹ 100.00',
      '-₹ 50.00',
      'Single Booking (refund)',
      'Later Payment',
    ]) {
      expect(text, s).toContain(s);
    }
  });

  it('a ₹0 "No Pay" transaction has no receipt', async () => {
    const id = await bookOne(admin, ids, { date, time: '10:00:00' });
    const rows = (await admin.get(`/api/transactions/details?bookingId=${id}`)).json().transactionDetails as {
      transactionId: number;
      amount: number;
    }[];
    expect(rows.map((r) => r.amount)).toEqual([0]);
    expect((await admin.get(`/api/receipt?transactionId=${rows[0].transactionId}`)).json()).toEqual(
      failed('Nothing was paid in this transaction, so it has no receipt'),
    );
  });

  it("another club's ids are not found", async () => {
    const id = await bookOne(admin, ids, { date, time: '09:00:00', advance: 100 });
    const tx = (await admin.get(`/api/transactions/details?bookingId=${id}`)).json().transactionDetails[0].transactionId;
    const other = await riversideClient(t);
    expect((await other.get(`/api/receipt?transactionId=${tx}`)).json()).toEqual(failed('Transaction not found'));
    expect((await other.get(`/api/booking/statement?bookingId=${id}`)).json()).toEqual(failed('Booking not found'));
  });
});
