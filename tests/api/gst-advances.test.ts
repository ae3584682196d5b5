import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { sqlOf } from './booking-after-fixtures';
import { todayIn } from '../../server/core/local-time';
import type { TestApp } from './helpers/test-app';

/*
 * Issue 29 (ADR 0082 addendum): advances adjusted. A member's recharge is an advance, taxed on its
 * receipt voucher (GSTR-1 Table 11A); when the credits pay a booking, the booking's invoice
 * carries its whole tax (Table 7) and the summary adjusts the advance's tax out (Table 11B), so
 * the tax on the money received is counted once. Sums worked by hand.
 */
let t: TestApp;
let admin: Client;
let ids: Ids;
const date = plainMonday(66);
const today = todayIn('Asia/Kolkata');
const MEMBER = { mobile: '9876543210', name: 'Priya Sharma' };

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

describe('advances received (11A) and adjusted (11B)', () => {
  it('₹1,000 recharged, then ₹300 of credits and ₹100 cash pay a ₹400 court: 11B takes the 300’s tax out once', async () => {
    const recharge = await admin.post('/api/member/credits/recharge', {
      mobile: MEMBER.mobile,
      paidAmount: 1000,
      credits: 1000,
      transactionData: { type: 5, mode: 1 },
    });
    expect(recharge.json().requestStatus).toBe(1);
    await admin.post('/api/carting/clear');
    expect(
      (
        await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 2'], date, time: '07:00:00' })
      ).json().requestStatus,
    ).toBe(1);
    expect(
      (await admin.post('/api/club/credits/redeem', { mobile: MEMBER.mobile, credits: 300, memberPin: '1234' })).json().requestStatus,
    ).toBe(1);
    const res = (
      await admin.post('/api/booking', checkout({ totalPaidAmount: 100, paymentMode: 1, transactionData: { type: 1, mode: 1 } }, MEMBER))
    ).json();
    expect(res).toMatchObject({ requestStatus: 1 });
    const [inv] = await sqlOf(t)<{ advance: number; rate: number; total: number }>(
      sql`SELECT advance_minor::float8 AS advance, advance_rate_bp AS rate, total_minor::float8 AS total FROM tax_documents WHERE booking_id = ${res.bookingId}`,
    );
    expect(inv).toEqual({ advance: 30_000, rate: 1800, total: 40_000 });

    const s = (await admin.get(`/api/tax/summary?from=${today}&to=${today}`)).json().summary;
    // Table 7: the invoice's whole tax, 400 × 9/118 = 30.508 → 30.51 each, taxable 338.98.
    expect(s.b2c).toEqual([{ rate: 18, taxable: 338.98, cgst: 30.51, sgst: 30.51, igst: 0 }]);
    // 11A: 1,000 × 9/118 = 76.271 → 76.27 each, taxable 847.46.
    expect(s.advances).toEqual([{ rate: 18, taxable: 847.46, cgst: 76.27, sgst: 76.27, igst: 0 }]);
    // 11B: 300 × 9/118 = 22.881 → 22.88 each, taxable 300 − 45.76 = 254.24.
    expect(s.advancesAdjusted).toEqual([{ rate: 18, taxable: 254.24, cgst: 22.88, sgst: 22.88, igst: 0 }]);
    // Net: 847.46 − 254.24 = 593.22; 76.27 − 22.88 = 53.39. With Table 7 the tax due is
    // 30.51 + 53.39 = 83.90 each half: the tax in the ₹1,100 received (1,100 × 9/118 = 83.898), once.
    expect(s.advancesNet).toEqual([{ rate: 18, taxable: 593.22, cgst: 53.39, sgst: 53.39, igst: 0 }]);
  });

  it('a booking without credits adjusts nothing', async () => {
    await admin.post('/api/carting/clear');
    expect(
      (
        await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 2'], date, time: '08:00:00' })
      ).json().requestStatus,
    ).toBe(1);
    const res = (await admin.post('/api/booking', checkout({}, { mobile: '9000066001', name: 'Cash Only' }))).json();
    expect(res).toMatchObject({ requestStatus: 1 });
    const s = (await admin.get(`/api/tax/summary?from=${today}&to=${today}`)).json().summary;
    expect(s.advancesAdjusted).toEqual([{ rate: 18, taxable: 254.24, cgst: 22.88, sgst: 22.88, igst: 0 }]);
  });
});
