import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { bookWith } from './gst-fixtures';
import { todayIn } from '../../server/core/local-time';
import type { GstSummary } from '../../contract/tax';
import type { TestApp } from './helpers/test-app';

/*
 * ADR 0082 addendum: the GST summary as .xlsx shaped like GSTR-1 (sheets b2b, b2cs, at, atadj, hsn,
 * docs), read back with exceljs and checked figure by figure against the summary endpoint the
 * screen shows. Two invoices (one with add-ons), a cancellation's credit note and a receipt voucher.
 */
let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
const date = plainMonday(72);
const today = todayIn('Asia/Kolkata');

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  await bookWith(admin, ids, { date, time: '07:00:00', advance: 400, extras: [{ name: 'Shuttle tube', quantity: 2 }] });
  const second = await bookWith(admin, ids, { date, time: '08:00:00', advance: 150 });
  expect((await admin.post('/api/booking/cancellation', { bookingId: second, refundType: 0, sendSMS: false })).json().requestStatus).toBe(
    1,
  );
  const mobile = '9000012201';
  await admin.post('/api/member/registration', { name: 'Xlsx Member', countryCode: '+91', mobile, gender: 'F', toDate: 'max' });
  expect(
    (
      await admin.post('/api/member/credits/recharge', { mobile, paidAmount: 500, credits: 500, transactionData: { type: 5, mode: 1 } })
    ).json().requestStatus,
  ).toBe(1);
  // Credits paying a court: the advance adjusted (Table 11B, sheet atadj). Redeeming asks the
  // member's PIN: the seeded member Priya has one.
  const priya = { mobile: '9876543210', name: 'Priya Sharma' };
  const topUp = { mobile: priya.mobile, paidAmount: 300, credits: 300, transactionData: { type: 5, mode: 1 } };
  expect((await admin.post('/api/member/credits/recharge', topUp)).json().requestStatus).toBe(1);
  await admin.post('/api/carting/clear');
  const add = await admin.post('/api/carting/slot/add', {
    activityId: ids.badminton,
    courtId: ids.courts['Court 1'],
    date,
    time: '09:00:00',
  });
  expect(add.json()).toMatchObject({ requestStatus: 1 });
  const redeem = (await admin.post('/api/club/credits/redeem', { mobile: priya.mobile, credits: 200, memberPin: '1234' })).json();
  expect(redeem, redeem.message).toMatchObject({ requestStatus: 1 });
  const paid = await admin.post(
    '/api/booking',
    checkout({ totalPaidAmount: 0, paymentMode: 0, transactionData: { type: 1, mode: 0 } }, priya),
  );
  expect(paid.json()).toMatchObject({ requestStatus: 1 });
});
afterAll(async () => {
  await t?.close();
});

/** A sheet's rows below its header, as plain values. */
function rowsOf(wb: ExcelJS.Workbook, name: string): unknown[][] {
  const sheet = wb.getWorksheet(name);
  expect(sheet, name).toBeDefined();
  const out: unknown[][] = [];
  sheet!.eachRow((row, n) => {
    if (n > 1) out.push((row.values as unknown[]).slice(1));
  });
  return out;
}
const headerOf = (wb: ExcelJS.Workbook, name: string) => (wb.getWorksheet(name)!.getRow(1).values as unknown[]).slice(1);

describe('GST summary .xlsx', () => {
  it('has the GSTR-1 sheets, each figure the summary endpoint shows', async () => {
    const summary = (await admin.get(`/api/tax/summary?from=${today}&to=${today}`)).json().summary as GstSummary;
    expect(summary.b2c.length).toBeGreaterThan(0);
    expect(summary.advances.length).toBeGreaterThan(0);
    expect(summary.advancesAdjusted?.length).toBeGreaterThan(0);
    const res = await admin.get(`/api/tax/summary/download?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="gstr1-summary-${today}-${today}.xlsx"`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['b2b', 'b2cs', 'at', 'atadj', 'hsn', 'docs']);

    const tax = ['Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount'];
    expect(headerOf(wb, 'b2cs')).toEqual(['Type', 'Place Of Supply', 'Rate', ...tax]);
    // The demo arena is in Kerala (32): its B2C supplies are intra-state, place of supply its own state.
    expect(rowsOf(wb, 'b2cs')).toEqual(summary.b2c.map((r) => ['OE', '32-Kerala', r.rate, r.taxable, r.igst, r.cgst, r.sgst]));
    expect(rowsOf(wb, 'at')).toEqual(summary.advances.map((r) => ['32-Kerala', r.rate, r.taxable, r.igst, r.cgst, r.sgst]));
    expect(headerOf(wb, 'atadj')).toEqual(['Place Of Supply', 'Rate', ...tax]);
    expect(rowsOf(wb, 'atadj')).toEqual(summary.advancesAdjusted!.map((r) => ['32-Kerala', r.rate, r.taxable, r.igst, r.cgst, r.sgst]));
    expect(headerOf(wb, 'hsn')).toEqual(['HSN', 'UQC', 'Total Quantity', 'Total Value', 'Rate', ...tax]);
    expect(rowsOf(wb, 'hsn')).toEqual(
      summary.hsn.map((r) => [r.code, 'NA', r.quantity, r.total, r.rate, r.taxable, r.igst, r.cgst, r.sgst]),
    );
    expect(headerOf(wb, 'b2b')).toEqual(['GSTIN/UIN of Recipient', 'Invoice Number', 'Place Of Supply', 'Rate', ...tax]);
    expect(rowsOf(wb, 'b2b')).toEqual(
      summary.b2b.map((r) => [r.customerGstin, r.number, '32-Kerala', r.rate, r.taxable, r.igst, r.cgst, r.sgst]),
    );
    const nature = { invoice: 'Invoices for outward supply', 'credit-note': 'Credit Note', 'receipt-voucher': 'Receipt Voucher' };
    expect(headerOf(wb, 'docs')).toEqual(['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled']);
    expect(rowsOf(wb, 'docs')).toEqual(summary.documents.map((d) => [nature[d.kind], d.first, d.last, d.count, d.cancelled]));
    expect(rowsOf(wb, 'docs').map((r) => r[0])).toEqual(['Credit Note', 'Invoices for outward supply', 'Receipt Voucher']);
    // Money cells carry the rupee format.
    expect(wb.getWorksheet('b2cs')!.getRow(2).getCell(4).numFmt).toContain('₹');
  });

  it('needs Reports (the desk person gets -1) and refuses a reversed period naming the field', async () => {
    expect((await desk.get(`/api/tax/summary/download?from=${today}&to=${today}`)).json().requestStatus).toBe(-1);
    const res = await admin.get(`/api/tax/summary/download?from=${today}&to=2020-01-01`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('to');
  });
});
