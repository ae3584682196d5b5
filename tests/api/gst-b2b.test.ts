import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { sqlOf } from './booking-after-fixtures';
import { gstinCheckChar } from '../../contract/gstin';
import { todayIn } from '../../server/core/local-time';
import type { TestApp } from './helpers/test-app';

/*
 * Issue 29 (ADR 0082 addendum): a customer's GSTIN at checkout (B2B). Checked by the GSTIN rule,
 * refused naming the field with nothing stored; a valid one is the invoice's recipient and puts
 * the invoice in the summary's B2B table (GSTR-1 Table 4) instead of B2C.
 */
let t: TestApp;
let admin: Client;
let ids: Ids;
const date = plainMonday(84);
const today = todayIn('Asia/Kolkata');
const CUSTOMER_GSTIN = `29AABCT1332L1Z${gstinCheckChar('29AABCT1332L1Z')}`;

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

async function bookFor(gstin: string) {
  await admin.post('/api/carting/clear');
  expect(
    (
      await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 1'], date, time: '07:00:00' })
    ).json().requestStatus,
  ).toBe(1);
  return (await admin.post('/api/booking', checkout({}, { name: 'Acme Sports Pvt Ltd', mobile: '9000055001', gstin }))).json();
}
const counts = async () =>
  (
    await sqlOf(t)<{ bookings: number; docs: number }>(
      sql`SELECT (SELECT count(*) FROM bookings)::int AS bookings, (SELECT count(*) FROM tax_documents)::int AS docs`,
    )
  )[0];

describe('customer GSTIN at checkout', () => {
  it('refuses a lower-case, a mistyped and a short GSTIN naming the field; nothing is stored', async () => {
    const before = await counts();
    expect(await bookFor(CUSTOMER_GSTIN.toLowerCase())).toEqual({
      requestStatus: 0,
      message: 'Customer GSTIN must be 2 digits, a 10-character PAN, an entity character, Z and a check character (capital letters)',
    });
    const wrongCheck = CUSTOMER_GSTIN.slice(0, 14) + (CUSTOMER_GSTIN[14] === 'A' ? 'B' : 'A');
    expect(await bookFor(wrongCheck)).toEqual({
      requestStatus: 0,
      message: 'Customer GSTIN check character does not match: please check it for a typing mistake',
    });
    expect(await bookFor('29AABCT')).toEqual({ requestStatus: 0, message: 'Customer GSTIN must be 15 characters' });
    expect(await counts()).toEqual(before);
  });

  it('a valid GSTIN is the invoice’s recipient and moves the invoice from B2C to B2B', async () => {
    const res = await bookFor(CUSTOMER_GSTIN);
    expect(res).toMatchObject({ requestStatus: 1 });
    const [inv] = await sqlOf(t)<{ number: string; gstin: string }>(
      sql`SELECT number, customer_gstin AS gstin FROM tax_documents WHERE booking_id = ${res.bookingId}`,
    );
    expect(inv.gstin).toBe(CUSTOMER_GSTIN);
    const s = (await admin.get(`/api/tax/summary?from=${today}&to=${today}`)).json().summary;
    // 400 × 9/118 = 30.51 each, taxable 338.98 (the club's place of supply is its own state).
    expect(s.b2b).toEqual([
      { number: inv.number, customerGstin: CUSTOMER_GSTIN, rate: 18, taxable: 338.98, cgst: 30.51, sgst: 30.51, igst: 0 },
    ]);
    expect(s.b2c).toEqual([]);
    const pdf = await admin.get(`/api/tax/document?number=${encodeURIComponent(inv.number)}`);
    expect(pdf.statusCode).toBe(200);
  });
});
