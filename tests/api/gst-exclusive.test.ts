import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays } from '../../server/core/local-time';
import { COUPON_DAY_NAMES } from '../../contract/coupons';
import { CheckoutMessages } from '../../contract/checkout';
import { BookingActionMessages } from '../../contract/booking-actions';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { sqlOf } from './booking-after-fixtures';
import { bookWith, docsOf, linesOf, saveTax, packageAndMember } from './gst-fixtures';
import { todayIn } from '../../server/core/local-time';
import type { TestApp } from './helpers/test-app';
import { subscriptionBalanceSql } from '../../server/ledger/balances';

/*
 * Issue 29 (ADR 0082 addendum): prices that exclude GST. The customer owes price + GST, rounded
 * per line (CGST + SGST, or IGST when the place of supply is another state), the same figure in
 * the checkout's advance limit, Booking Details, Pay Now, the invoice, packages; the invoice's
 * taxable value is the price. Every amount below is worked out by hand.
 */
let t: TestApp;
let admin: Client;
let ids: Ids;
const date = plainMonday(63);

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  const saved = await saveTax(admin, { pricesIncludeTax: false });
  expect(saved.json()).toMatchObject({ requestStatus: 1 });
});
afterAll(async () => {
  await t?.close();
});

const details = async (id: number) => (await admin.get(`/api/booking/details?bookingId=${id}`)).json().bookingDetails;

async function newCoupon(): Promise<string> {
  const made = await admin.post('/api/coupon/generate', {
    couponActivity: [String(ids.badminton)],
    startDate: date,
    endDate: addDays(date, 6),
    days: [...COUPON_DAY_NAMES],
    startTime: null,
    endTime: null,
    amount: 100,
    remarks: 'GST on top',
    creator: 'admin',
    couponCount: 1,
    perUserCount: 0,
    isNewUser: false,
    isMultipleSlot: false,
    isPermanent: false,
    isMarketplaceOnly: false,
    marketplacePercent: 0,
    isUserSpecific: false,
  });
  expect(made.json().requestStatus).toBe(1);
  const detail = (await admin.get('/api/coupon/details?page=1')).json().couponDetails[0] as { couponDetailId: number };
  return (await admin.get(`/api/coupon/codes?couponDetailId=${detail.couponDetailId}`)).json().couponCodes[0].couponCode as string;
}

describe('prices excluding GST (demo arena: Kerala, 18 %)', () => {
  it('the setting is saved (it was refused before)', async () => {
    const tax = (await admin.get('/api/club/settings')).json().settings.tax;
    expect(tax.pricesIncludeTax).toBe(false);
  });

  it('court ₹400 less a ₹100 coupon, 2 shuttle tubes ₹900, two ₹12.50 lines: GST on top per line, intra-state', async () => {
    const coupon = await newCoupon();
    await admin.post('/api/carting/clear');
    expect(
      (
        await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 1'], date, time: '07:00:00' })
      ).json(),
    ).toMatchObject({ requestStatus: 1 });
    const offered = (await admin.get(`/api/extras/offered?activityId=${ids.badminton}`)).json().extras as {
      extraId: number;
      name: string;
    }[];
    const tube = offered.find((x) => x.name === 'Shuttle tube')!.extraId;
    for (const line of [
      { extraId: tube, quantity: 2 },
      { name: 'Towel', price: 12.5, quantity: 1 },
      { name: 'Water', price: 12.5, quantity: 1 },
    ])
      expect((await admin.post('/api/carting/extra/add', line)).json(), JSON.stringify(line)).toMatchObject({ requestStatus: 1 });
    expect((await admin.post('/api/coupon/check', { coupon })).json()).toMatchObject({ requestStatus: 1 });
    // Court: 400 − 100 = 300; 9 % = 27.00 each → the court owes 354.00, so 354.01 is too much.
    const tooMuch = await admin.post(
      '/api/booking',
      checkout({ paymentMode: 1, totalPaidAmount: 354.01, transactionData: { type: 1, mode: 1 }, coupon }),
    );
    expect(tooMuch.json()).toEqual({ requestStatus: 0, message: CheckoutMessages.advanceTooHigh, code: 'advanceTooHigh' });
    const res = await admin.post(
      '/api/booking',
      checkout({ paymentMode: 1, totalPaidAmount: 354, transactionData: { type: 1, mode: 1 }, coupon }),
    );
    expect(res.json()).toMatchObject({ requestStatus: 1 });
    const id = res.json().bookingId as number;

    const [inv] = await docsOf(t, id);
    // Shuttle tubes 900: 81.00 each. Towel 12.50: 9 % = 1.125 → 1.13 each; Water the same. Per line,
    // the two ₹12.50 lines carry 2.26 of CGST; the document at once (25 × 9 % = 2.25) would carry 2.25.
    expect(await linesOf(t, inv.id)).toMatchObject([
      { code: '999652', quantity: 1, rateBp: 1800, taxable: 30_000, cgst: 2700, sgst: 2700, igst: 0, total: 35_400 },
      { description: 'Shuttle tube', quantity: 2, rateBp: 1800, taxable: 90_000, cgst: 8100, sgst: 8100, igst: 0, total: 106_200 },
      { description: 'Towel', quantity: 1, rateBp: 1800, taxable: 1250, cgst: 113, sgst: 113, igst: 0, total: 1476 },
      { description: 'Water', quantity: 1, rateBp: 1800, taxable: 1250, cgst: 113, sgst: 113, igst: 0, total: 1476 },
    ]);
    // 300 + 900 + 12.50 + 12.50 = 1,225.00; CGST 27 + 81 + 1.13 + 1.13 = 110.26; total 1,445.52.
    expect(inv).toMatchObject({ kind: 'invoice', taxable: 122_500, cgst: 11_026, sgst: 11_026, igst: 0, total: 144_552 });

    // Booking Details: the court is paid (354 = 300 + 54), the add-ons owe 925 + 166.52 = 1,091.52.
    const d = await details(id);
    expect(d.courtSummary).toEqual({ gross: 400, discount: 100, gst: 54, advance: 354, balance: 0 });
    expect(d.extrasSummary).toEqual({ gross: 925, discount: 0, gst: 166.52, advance: 0, balance: 1091.52 });
    expect(d.balance).toBe(1091.52);

    // Pay Now takes the add-ons to 0 and not a paisa more.
    const over = await admin.post('/api/extras/payment/update', { bookingId: id, amount: 1091.53, transactionData: { mode: 1 } });
    expect(over.json()).toEqual({ requestStatus: 0, message: BookingActionMessages.amountAboveBalance, code: 'amountAboveBalance' });
    expect(
      (await admin.post('/api/extras/payment/update', { bookingId: id, amount: 1091.52, transactionData: { mode: 1 } })).json(),
    ).toMatchObject({
      requestStatus: 1,
    });
    expect((await details(id)).balance).toBe(0);
  });

  it('Pay Now with a discount: the tax falls with the price (₹400 less 100 owes 354, not 372)', async () => {
    const id = await bookWith(admin, ids, { date, time: '08:00:00' });
    expect((await details(id)).courtSummary).toEqual({ gross: 400, discount: 0, gst: 72, advance: 0, balance: 472 });
    const over = await admin.post('/api/booking/payment/update', {
      bookingId: id,
      amount: 354.01,
      discount: 100,
      transactionData: { mode: 1 },
    });
    expect(over.json()).toEqual({ requestStatus: 0, message: BookingActionMessages.amountAboveBalance, code: 'amountAboveBalance' });
    // Refused: nothing stored, the discount included.
    expect((await details(id)).courtSummary).toEqual({ gross: 400, discount: 0, gst: 72, advance: 0, balance: 472 });
    expect(
      (await admin.post('/api/booking/payment/update', { bookingId: id, amount: 354, discount: 100, transactionData: { mode: 1 } })).json(),
    ).toMatchObject({
      requestStatus: 1,
    });
    expect((await details(id)).courtSummary).toEqual({ gross: 400, discount: 100, gst: 54, advance: 354, balance: 0 });
  });

  it('the place of supply in another state: IGST at the whole rate on top (₹400 → 72.00, owes 472.00)', async () => {
    expect((await saveTax(admin, { placeOfSupply: '29' })).json().requestStatus).toBe(1);
    const id = await bookWith(admin, ids, { date, time: '09:00:00', advance: 472 });
    const [inv] = await docsOf(t, id);
    expect(inv).toMatchObject({ placeOfSupply: '29', taxable: 40_000, cgst: 0, sgst: 0, igst: 7200, total: 47_200 });
    expect((await details(id)).courtSummary).toEqual({ gross: 400, discount: 0, gst: 72, advance: 472, balance: 0 });
    expect((await saveTax(admin, { placeOfSupply: '32' })).json().requestStatus).toBe(1);
  });

  it('prices including GST again: nothing on top, the tax is taken out of ₹400 (taxable 338.98)', async () => {
    expect((await saveTax(admin, { pricesIncludeTax: true })).json().requestStatus).toBe(1);
    const id = await bookWith(admin, ids, { date, time: '10:00:00' });
    const [inv] = await docsOf(t, id);
    expect(inv).toMatchObject({ taxable: 33_898, cgst: 3051, sgst: 3051, total: 40_000 });
    expect((await details(id)).courtSummary).toEqual({ gross: 400, discount: 0, advance: 0, balance: 400 });
    // A booking priced while prices excluded tax keeps what it owes (its rate was fixed at the sale).
    const [{ id: earlier }] = await sqlOf(t)<{ id: number }>(
      sql`SELECT id FROM bookings WHERE booking_date = ${date} AND start_time = '08:00:00' AND NOT cancelled`,
    );
    expect((await details(earlier)).courtSummary).toMatchObject({ gst: 54, balance: 0 });
    expect((await saveTax(admin, { pricesIncludeTax: false })).json().requestStatus).toBe(1);
  });

  it('a package: ₹3,000 less ₹500 owes 2,500 + 225 + 225 = 2,950; the invoice is 2,500 taxable', async () => {
    const { pkg, member } = await packageAndMember(admin, { packageName: 'GST On Top', name: 'Package Ontop', mobile: '9000078002' });
    const sell = (advance: number) =>
      admin.post('/api/membership/subscription', {
        packageData: { packageId: pkg.packageId },
        ticketCount: 1,
        memberId: member.memberId,
        startDate: todayIn('Asia/Kolkata'),
        discount: 500,
        advance,
        transactionData: { type: 1, mode: 1 },
      });
    expect((await sell(2950.01)).json().requestStatus).toBe(0);
    expect((await sell(2000)).json().requestStatus).toBe(1);
    const [inv] = await sqlOf(t)<{ id: number; taxable: number; cgst: number; sgst: number; total: number }>(
      sql`SELECT id, taxable_minor::float8 AS taxable, cgst_minor::float8 AS cgst, sgst_minor::float8 AS sgst, total_minor::float8 AS total
          FROM tax_documents WHERE member_id = ${member.memberId} AND kind = 'invoice'`,
    );
    expect(inv).toMatchObject({ taxable: 250_000, cgst: 22_500, sgst: 22_500, total: 295_000 });
    // What the member still owes on it: 2,950 − 2,000 = 950 (the one balance rule, ledger/balances.ts).
    const [owed] = await sqlOf(t)<{ balance: number }>(
      sql`SELECT ${subscriptionBalanceSql}::float8 AS balance FROM member_subscriptions s WHERE s.member_id = ${member.memberId}`,
    );
    expect(owed.balance).toBe(95_000);
  });
});
