import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { riversideClient, sqlOf } from './booking-after-fixtures';
import { bookWith, docsOf, linesOf, saveTax, packageAndMember } from './gst-fixtures';
import { financialYear } from '../../contract/gst-amounts';
import { todayIn } from '../../server/core/local-time';
import type { TestApp } from './helpers/test-app';

/*
 * Issue 29 §2 (ADR 0082): a registered club's tax invoice at checkout, with the amounts worked out
 * by hand; IGST when the place of supply is another state; credit notes on cancellation that
 * bring the invoice down to what the club keeps; receipt vouchers for recharges; an issued
 * document never changes; an unregistered club issues none.
 */
let t: TestApp;
let admin: Client;
let ids: Ids;
const date = plainMonday(56);
const fy = financialYear(todayIn('Asia/Kolkata')).slice(2);

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

describe('tax invoice at checkout (demo arena: Kerala, 18 %, prices include GST)', () => {
  it('court ₹400 + 2 shuttle tubes ₹900, intra-state: CGST + SGST per line, worked by hand', async () => {
    const id = await bookWith(admin, ids, { date, time: '07:00:00', advance: 400, extras: [{ name: 'Shuttle tube', quantity: 2 }] });
    const [inv] = await docsOf(t, id);
    expect(inv).toMatchObject({ kind: 'invoice', number: `CD/${fy}/000001`, placeOfSupply: '32', refersTo: null });
    // 400 × 9/118 = 30.508 → 30.51 each, taxable 400 − 61.02 = 338.98;
    // 900 × 9/118 = 68.644 → 68.64 each, taxable 900 − 137.28 = 762.72.
    expect(await linesOf(t, inv.id)).toEqual([
      {
        description: expect.stringMatching(new RegExp(`^Court time: Badminton, ${date} 07:00-08:00, Court 1$`)),
        code: '999652',
        quantity: 1,
        rateBp: 1800,
        taxable: 33_898,
        cgst: 3051,
        sgst: 3051,
        igst: 0,
        total: 40_000,
      },
      {
        description: 'Shuttle tube',
        code: '999652',
        quantity: 2,
        rateBp: 1800,
        taxable: 76_272,
        cgst: 6864,
        sgst: 6864,
        igst: 0,
        total: 90_000,
      },
    ]);
    expect(inv).toMatchObject({ taxable: 110_170, cgst: 9915, sgst: 9915, igst: 0, total: 130_000 });
  });

  it('the place of supply in another state (29, Karnataka): IGST at the whole rate', async () => {
    expect((await saveTax(admin, { placeOfSupply: '29' })).json().requestStatus).toBe(1);
    const id = await bookWith(admin, ids, { date, time: '08:00:00', court: 'Court 1' });
    const [inv] = await docsOf(t, id);
    // 400 × 18/118 = 61.017 → 61.02, taxable 338.98.
    expect(inv).toMatchObject({
      number: `CD/${fy}/000002`,
      placeOfSupply: '29',
      taxable: 33_898,
      cgst: 0,
      sgst: 0,
      igst: 6102,
      total: 40_000,
    });
    expect((await saveTax(admin, { placeOfSupply: '32' })).json().requestStatus).toBe(1);
  });

  it('a new rate from a date applies to invoices from then on; the issued ones keep theirs', async () => {
    const before = await docsOf(
      t,
      (await sqlOf(t)<{ id: number }>(sql`SELECT booking_id AS id FROM tax_documents ORDER BY id LIMIT 1`))[0].id,
    );
    const today = todayIn('Asia/Kolkata');
    const saved = await saveTax(admin, {
      court: {
        code: '999652',
        rates: [
          { from: '2017-07-01', percent: 18 },
          { from: today, percent: 5 },
        ],
      },
    });
    expect(saved.json().requestStatus).toBe(1);
    const id = await bookWith(admin, ids, { date, time: '09:00:00' });
    const [inv] = await docsOf(t, id);
    // 400 × 2.5/105 = 9.524 → 9.52 each, taxable 400 − 19.04 = 380.96.
    expect(await linesOf(t, inv.id)).toMatchObject([{ rateBp: 500, taxable: 38_096, cgst: 952, sgst: 952, total: 40_000 }]);
    const again = await docsOf(
      t,
      (await sqlOf(t)<{ id: number }>(sql`SELECT booking_id AS id FROM tax_documents ORDER BY id LIMIT 1`))[0].id,
    );
    expect(again).toEqual(before);
    expect((await saveTax(admin, { court: { code: '999652', rates: [{ from: '2017-07-01', percent: 18 }] } })).json().requestStatus).toBe(
      1,
    );
  });
});

describe('add-ons added after checkout', () => {
  it('are a sale of their own: an invoice of just the added lines; a later cancellation credits both invoices', async () => {
    const id = await bookWith(admin, ids, { date, time: '13:00:00', advance: 400 });
    const added = await admin.post('/api/booking/extra/update', {
      bookingId: id,
      extras: [{ name: 'Towel', price: 50, quantity: 2, advance: 100, mode: 1 }],
    });
    expect(added.json().requestStatus).toBe(1);
    const [first, second] = await docsOf(t, id);
    expect(first.total).toBe(40_000);
    // 100 × 9/118 = 7.627 → 7.63 each, taxable 100 − 15.26 = 84.74.
    expect(second).toMatchObject({ kind: 'invoice', taxable: 8474, cgst: 763, sgst: 763, total: 10_000 });
    expect(await linesOf(t, second.id)).toMatchObject([{ description: 'Towel', quantity: 2, total: 10_000 }]);
    expect(
      (await admin.post('/api/booking/cancellation', { bookingId: id, refundType: 1, refundMode: 1, sendSMS: false })).json().requestStatus,
    ).toBe(1);
    const notes = (await docsOf(t, id)).filter((d) => d.kind === 'credit-note');
    expect(notes.map((n) => [n.refersTo, n.total])).toEqual([
      [second.id, 10_000],
      [first.id, 40_000],
    ]);
  });
});

describe('credit notes on cancellation', () => {
  it('a full refund credits the whole invoice, line by line, naming the invoice', async () => {
    const id = await bookWith(admin, ids, { date, time: '10:00:00', advance: 400, extras: [{ name: 'Shuttle tube', quantity: 2 }] });
    const res = (await admin.post('/api/booking/cancellation', { bookingId: id, refundType: 1, refundMode: 1, sendSMS: false })).json();
    expect(res.requestStatus).toBe(1);
    const [inv, note] = await docsOf(t, id);
    expect(note).toMatchObject({ kind: 'credit-note', number: `CDC/${fy}/000003`, refersTo: inv.id });
    // Nothing kept: the note is the invoice's 1,300.00, its lines the invoice's lines.
    expect(note).toMatchObject({ taxable: 110_170, cgst: 9915, sgst: 9915, total: 130_000 });
    expect((await linesOf(t, note.id)).map((l) => l.total)).toEqual([40_000, 90_000]);
  });

  it('no refund of a ₹150 advance: the club keeps 150, so the note credits the other 250', async () => {
    const id = await bookWith(admin, ids, { date, time: '11:00:00', advance: 150 });
    expect((await admin.post('/api/booking/cancellation', { bookingId: id, refundType: 0, sendSMS: false })).json().requestStatus).toBe(1);
    const [inv, note] = await docsOf(t, id);
    expect(inv.total).toBe(40_000);
    // 250 × 9/118 = 19.068 → 19.07 each, taxable 250 − 38.14 = 211.86.
    expect(note).toMatchObject({ kind: 'credit-note', refersTo: inv.id, taxable: 21_186, cgst: 1907, sgst: 1907, total: 25_000 });
  });

  it('an issued document is never changed or removed: the database refuses', async () => {
    const [doc] = await sqlOf(t)<{ id: number }>(sql`SELECT id FROM tax_documents ORDER BY id LIMIT 1`);
    await expect(t.db.db.execute(sql`UPDATE tax_documents SET total_minor = 1 WHERE id = ${doc.id}`)).rejects.toThrow();
    await expect(t.db.db.execute(sql`DELETE FROM tax_document_lines WHERE document_id = ${doc.id}`)).rejects.toThrow();
    await expect(t.db.db.execute(sql`DELETE FROM tax_documents WHERE id = ${doc.id}`)).rejects.toThrow();
  });
});

describe('advances and unregistered clubs', () => {
  it('a credit recharge is an advance: a receipt voucher with the tax it includes', async () => {
    const mobile = '9000077001';
    expect(
      (
        await admin.post('/api/member/registration', { name: 'Advance Payer', countryCode: '+91', mobile, gender: 'F', toDate: 'max' })
      ).json().requestStatus,
    ).toBe(1);
    const res = await admin.post('/api/member/credits/recharge', {
      mobile,
      paidAmount: 1000,
      credits: 1100,
      transactionData: { type: 5, mode: 2 },
    });
    expect(res.json().requestStatus).toBe(1);
    const [rv] = await sqlOf(t)<{ number: string; taxable: number; cgst: number; total: number; transactionId: number }>(
      sql`SELECT number, taxable_minor::float8 AS taxable, cgst_minor::float8 AS cgst, total_minor::float8 AS total, transaction_id AS "transactionId"
          FROM tax_documents WHERE kind = 'receipt-voucher'`,
    );
    // 1,000 × 9/118 = 76.271 → 76.27 each, taxable 1,000 − 152.54 = 847.46.
    expect(rv).toMatchObject({
      number: `CDR/${fy}/000001`,
      taxable: 84_746,
      cgst: 7627,
      total: 100_000,
      transactionId: expect.any(Number),
    });
  });

  it("a membership package sold at the desk: an invoice of its price less the discount, at the packages' rate", async () => {
    const { pkg, member } = await packageAndMember(admin, { packageName: 'GST Season', name: 'Package Buyer', mobile: '9000077002' });
    const sold = await admin.post('/api/membership/subscription', {
      packageData: { packageId: pkg.packageId },
      ticketCount: 1,
      memberId: member.memberId,
      startDate: todayIn('Asia/Kolkata'),
      discount: 500,
      advance: 1000,
      transactionData: { type: 1, mode: 1 },
    });
    expect(sold.json().requestStatus).toBe(1);
    const [inv] = await sqlOf(t)<{ id: number; taxable: number; cgst: number; total: number; memberId: number }>(
      sql`SELECT id, taxable_minor::float8 AS taxable, cgst_minor::float8 AS cgst, total_minor::float8 AS total, member_id AS "memberId"
          FROM tax_documents WHERE subscription_id IS NOT NULL`,
    );
    // 2,500 × 9/118 = 190.678 → 190.68 each, taxable 2,500 − 381.36 = 2,118.64.
    expect(inv).toMatchObject({ taxable: 211_864, cgst: 19_068, total: 250_000, memberId: member.memberId });
    expect(await linesOf(t, inv.id)).toMatchObject([
      { description: expect.stringMatching(/^Membership package: GST Season, /), code: '999652', rateBp: 1800 },
    ]);
  });

  it('Riverside is not registered: no documents, and its receipts are titled "Receipt"', async () => {
    const river = await riversideClient(t);
    const list = (await river.get(`/api/tax/documents?from=${todayIn('Asia/Kolkata')}&to=${todayIn('Asia/Kolkata')}`)).json();
    expect(list).toEqual({ requestStatus: 1, documents: [] });
    // Nor does it see the arena's by number.
    const arena = (await admin.get(`/api/tax/documents?from=${todayIn('Asia/Kolkata')}&to=${todayIn('Asia/Kolkata')}`)).json();
    expect(arena.documents.length).toBeGreaterThan(0);
    const other = await river.get(`/api/tax/document?number=${encodeURIComponent(arena.documents[0].number)}`);
    expect(other.json()).toEqual({ requestStatus: 0, message: 'Document not found' });
  });

  it('a club that turns registration off issues no more invoices', async () => {
    expect((await saveTax(admin, { registered: false })).json().requestStatus).toBe(1);
    const id = await bookWith(admin, ids, { date, time: '12:00:00', advance: 100 });
    expect(await docsOf(t, id)).toEqual([]);
    expect((await saveTax(admin, { registered: true })).json().requestStatus).toBe(1);
  });
});
