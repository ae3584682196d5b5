import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { bookWith, saveTax } from './gst-fixtures';
import { financialYear } from '../../contract/gst-amounts';
import { addDays, todayIn } from '../../server/core/local-time';
import type { TestApp } from './helpers/test-app';

/*
 * Issue 29 §3 (ADR 0082): the GST return summary against sums worked out by hand. The period
 * holds three invoices (one with a towel at its own 12 % code), one credit note of ₹250 and
 * one receipt voucher of ₹1,000, all at the demo arena in Kerala (CGST + SGST).
 */
let t: TestApp;
let admin: Client;
let ids: Ids;
const date = plainMonday(70);
const today = todayIn('Asia/Kolkata');
const fy = financialYear(today).slice(2);

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  const towel = (
    (await admin.get(`/api/extras/offered?activityId=${ids.badminton}`)).json().extras as { extraId: number; name: string }[]
  ).find((e) => e.name === 'Towel')!;
  expect(
    (
      await saveTax(admin, { addonCodes: { [String(towel.extraId)]: { code: '997329', rates: [{ from: '2017-07-01', percent: 12 }] } } })
    ).json().requestStatus,
  ).toBe(1);
  // 1: court 400 + shuttle tubes 2 × 450; 2: court 400, 150 paid, cancelled with no refund; 3: court 400 + towels 2 × 50.
  await bookWith(admin, ids, { date, time: '07:00:00', advance: 400, extras: [{ name: 'Shuttle tube', quantity: 2 }] });
  const second = await bookWith(admin, ids, { date, time: '08:00:00', advance: 150 });
  expect((await admin.post('/api/booking/cancellation', { bookingId: second, refundType: 0, sendSMS: false })).json().requestStatus).toBe(
    1,
  );
  await bookWith(admin, ids, { date, time: '09:00:00', extras: [{ name: 'Towel', quantity: 2 }] });
  const mobile = '9000088001';
  await admin.post('/api/member/registration', { name: 'Summary Member', countryCode: '+91', mobile, gender: 'M', toDate: 'max' });
  expect(
    (
      await admin.post('/api/member/credits/recharge', { mobile, paidAmount: 1000, credits: 1000, transactionData: { type: 5, mode: 1 } })
    ).json().requestStatus,
  ).toBe(1);
});
afterAll(async () => {
  await t?.close();
});

describe('GST summary of a period', () => {
  it('B2C by rate and HSN/SAC with the credit note netted, advances, documents per series: as worked by hand', async () => {
    const body = (await admin.get(`/api/tax/summary?from=${today}&to=${today}`)).json();
    expect(body.requestStatus).toBe(1);
    const s = body.summary;
    // 18 %: taxable 338.98 + 762.72 + 338.98 + 338.98 − 211.86 = 1,567.80;
    //       CGST 30.51 + 68.64 + 30.51 + 30.51 − 19.07 = 141.10 (SGST the same).
    // 12 %: towels 100 × 6/112 = 5.357 → 5.36 each, taxable 100 − 10.72 = 89.28.
    expect(s.b2c).toEqual([
      { rate: 12, taxable: 89.28, cgst: 5.36, sgst: 5.36, igst: 0 },
      { rate: 18, taxable: 1567.8, cgst: 141.1, sgst: 141.1, igst: 0 },
    ]);
    expect(s.b2b).toEqual([]);
    expect(s.creditNotes).toEqual([
      { number: `CDC/${fy}/000001`, invoice: `CD/${fy}/000002`, rate: 18, taxable: 211.86, cgst: 19.07, sgst: 19.07, igst: 0 },
    ]);
    // HSN/SAC: 999652 is 1 + 2 + 1 + 1 units worth 400 + 900 + 400 + 400 − 250 = 1,850.00.
    expect(s.hsn).toEqual([
      { code: '997329', rate: 12, quantity: 2, total: 100, taxable: 89.28, cgst: 5.36, sgst: 5.36, igst: 0 },
      { code: '999652', rate: 18, quantity: 5, total: 1850, taxable: 1567.8, cgst: 141.1, sgst: 141.1, igst: 0 },
    ]);
    // The recharge: 1,000 × 9/118 = 76.27 each, taxable 847.46.
    expect(s.advances).toEqual([{ rate: 18, taxable: 847.46, cgst: 76.27, sgst: 76.27, igst: 0 }]);
    expect(s.documents).toEqual([
      { kind: 'credit-note', first: `CDC/${fy}/000001`, last: `CDC/${fy}/000001`, count: 1, cancelled: 0 },
      { kind: 'invoice', first: `CD/${fy}/000001`, last: `CD/${fy}/000003`, count: 3, cancelled: 0 },
      { kind: 'receipt-voucher', first: `CDR/${fy}/000001`, last: `CDR/${fy}/000001`, count: 1, cancelled: 0 },
    ]);
  });

  it('documents outside the period are left out; the list names each document', async () => {
    const yesterday = addDays(today, -1);
    const empty = (await admin.get(`/api/tax/summary?from=${yesterday}&to=${yesterday}`)).json().summary;
    expect(empty).toMatchObject({ b2c: [], hsn: [], documents: [], advances: [] });
    const list = (await admin.get(`/api/tax/documents?from=${today}&to=${today}`)).json().documents;
    expect(list.map((d: { number: string }) => d.number)).toEqual([
      `CD/${fy}/000001`,
      `CD/${fy}/000002`,
      `CDC/${fy}/000001`,
      `CD/${fy}/000003`,
      `CDR/${fy}/000001`,
    ]);
    expect(list[2]).toMatchObject({ kind: 'credit-note', refersTo: `CD/${fy}/000002`, taxable: 211.86, tax: 38.14, total: 250 });
  });

  it('a period backwards or longer than a year is refused naming the field', async () => {
    const back = await admin.get(`/api/tax/summary?from=${today}&to=${addDays(today, -1)}`);
    expect(back.statusCode).toBe(400);
    expect(back.json().errors).toEqual([{ path: 'to', message: 'must not be before the from date' }]);
    const long = await admin.get(`/api/tax/documents?from=${addDays(today, -400)}&to=${today}`);
    expect(long.json().errors).toEqual([{ path: 'to', message: 'the period may cover at most one year' }]);
  });
});
