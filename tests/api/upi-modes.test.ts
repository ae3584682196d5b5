import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '../../server/core/local-time';
import { TransactionType } from '../../contract/codes';
import { client, type Client } from './booking-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addSquash, booking, clubIdOf, money, q } from './analytics-fixtures';

/**
 * UPI (mode 4) is its own mode wherever money is split by mode (issue 29 §4, ADR 0082
 * addendum): the dashboard's mode split, the cancellation report's refunds and the recharge
 * report — never folded into "Other". Figures worked out by hand from the rows written here.
 */
let t: TestApp;
let admin: Client;
let clubId: number;
let squash: number;
// A day of its own, so the demo's money of today is not in these figures.
const D = addDays(todayIn('Asia/Kolkata'), -3);

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await t.login('admin', 'admin123'));
  const db = t.db.db;
  clubId = await clubIdOf(db, 'first');
  squash = (await addSquash(db, clubId)).activityId;
  const base = { clubId, activityId: squash };
  // B1: cash 500, UPI 300, card 100, other 50. B2: UPI 400 paid, cancelled, 250 refunded by UPI and 100 in cash.
  const b1 = await booking(db, { ...base, date: D, time: '09:00', mobile: '9000012101' });
  const b2 = await booking(db, { ...base, date: D, time: '10:00', mobile: '9000012102', cancelled: true });
  await money(db, { clubId, amount: 500, mode: 1, bookingId: b1, date: D, time: '09:00' });
  await money(db, { clubId, amount: 300, mode: 4, bookingId: b1, date: D, time: '09:01' });
  await money(db, { clubId, amount: 100, mode: 2, bookingId: b1, date: D, time: '09:02' });
  await money(db, { clubId, amount: 50, mode: 3, bookingId: b1, date: D, time: '09:03' });
  await money(db, { clubId, amount: 400, mode: 4, bookingId: b2, date: D, time: '10:00' });
  await money(db, { clubId, amount: -250, mode: 4, bookingId: b2, date: D, time: '10:01' });
  await money(db, { clubId, amount: -100, mode: 1, bookingId: b2, date: D, time: '10:02' });
  // Two recharges of that day: 600 by UPI, 200 by Other.
  const [m] = await q<{ id: number }>(db, sql`SELECT id FROM members WHERE club_id = ${clubId} AND deleted_at IS NULL LIMIT 1`);
  for (const [amount, mode] of [
    [60000, 4],
    [20000, 3],
  ]) {
    await db.execute(sql`INSERT INTO transactions (club_id, type, mode, amount_minor, target, kind, member_id, handler, place, created_at)
      VALUES (${clubId}, ${TransactionType.creditRecharge}, ${mode}, ${amount}, 'member', 'payment', ${m.id}, 'desk', 'partner',
              ((${D}::date + '11:00'::time) AT TIME ZONE 'Asia/Kolkata'))`);
  }
});
afterAll(async () => {
  await t?.close();
});

const report = async (kind: string) => {
  const body = (await admin.post(`/api/reports/${kind}/multiple-clubs`, { clubIds: [clubId], startDate: D, endDate: D })).json();
  expect(body.requestStatus, JSON.stringify(body)).toBe(1);
  return body.data[0];
};

describe('UPI is its own mode', () => {
  it("the dashboard's GTV by mode: cash 400, card 100, other 50, UPI 450 (400 + 300 − 250); they add up to the GTV", async () => {
    const body = (await admin.get(`/api/dashboard?activityId=${squash}&period=-1&fromDate=${D}&toDate=${D}`)).json();
    expect(body.requestStatus).toBe(1);
    const d = body.dashboardDetails;
    expect(d.gtvByMode).toEqual({ cash: 400, card: 100, other: 50, upi: 450 });
    expect(d.bookingGtv.sum).toBe(1000);
  });

  it('the cancellation report counts a UPI refund as UPI, and in the total refund', async () => {
    const r = await report('cancellations');
    expect(r.summary).toMatchObject({ cancellations: 1, cashRefund: 100, cardRefund: 0, otherRefund: 0, upiRefund: 250, totalRefund: 350 });
    expect(r.rows[0]).toMatchObject({ paymentMode: 'UPI', refund: 350 });
  });

  it('the recharge report splits UPI from Other', async () => {
    const r = await report('recharge');
    expect(r.summary).toMatchObject({ recharges: 2, cash: 0, card: 0, other: 200, upi: 600, amount: 800 });
    expect(r.rows.map((x: { mode: string }) => x.mode)).toEqual(['UPI', 'Other']);
  });

  it('the master report names the mode UPI', async () => {
    const r = await report('transactions');
    const modes = (r.rows as { bookingId: number | null; mode: string; amount: number }[])
      .filter((x) => x.mode === 'UPI')
      .map((x) => x.amount);
    expect(modes).toEqual([300, 400, -250, 600]);
  });
});
