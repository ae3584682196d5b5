import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { todayIn } from '../../server/core/local-time';
import { client, type Client } from './booking-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { clubIdOf, money, q, userIdOf } from './analytics-fixtures';
import { addStaff } from './helpers/staff';
import { Feature } from '../../contract/features';

let t: TestApp;
let admin: Client;
let desk: Client;
let clubId: number;
let deskId: number;
const T = todayIn('Asia/Kolkata');
const current = async () => (await desk.get('/api/cash-close/current')).json();
const close = (body: object) => desk.post('/api/cash-close', body);

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await t.login('admin', 'admin123'));
  clubId = await clubIdOf(t.db.db, 'first');
  // A desk person of their own: the demo desk already took money today.
  const [club] = await q<{ name: string }>(t.db.db, sql`SELECT name FROM clubs WHERE id = ${clubId}`);
  deskId = await addStaff(t.db, {
    username: 'shift',
    password: 'shift-pass-1',
    club: club.name,
    permissions: [[Feature.bookingCalendar, 'write']],
  });
  desk = client(t, await t.login('shift', 'shift-pass-1'));
  const db = t.db.db;
  // The desk person's shift: cash 500, card 300, other 100, a cash refund of 200, a No Pay row.
  await money(db, { clubId, userId: deskId, amount: 500, mode: 1, ago: '2 hours' });
  await money(db, { clubId, userId: deskId, amount: 300, mode: 2, ago: '2 hours' });
  await money(db, { clubId, userId: deskId, amount: 100, mode: 3, ago: '1 hour' });
  await money(db, { clubId, userId: deskId, amount: -200, mode: 1, ago: '1 hour' });
  await money(db, { clubId, userId: deskId, amount: 999, mode: 0, ago: '1 hour' });
  // UPI (mode 4, ADR 0082) is counted apart: it never reaches the drawer.
  await money(db, { clubId, userId: deskId, amount: 250, mode: 4, ago: '1 hour' });
  // Not theirs: the admin's cash, and money under their id in the other club.
  await money(db, { clubId, userId: await userIdOf(db, 'admin'), amount: 700, mode: 1, ago: '1 hour' });
  await money(db, { clubId: await clubIdOf(db, 'second'), userId: deskId, amount: 800, mode: 1, ago: '1 hour' });
});
afterAll(async () => {
  await t?.close();
});

describe('cash close', () => {
  let firstClosedAt: string;

  it('shows what the person took by mode since they never closed: refunds subtract, No Pay and others are left out', async () => {
    const body = await current();
    expect(body.shift).toEqual({ since: null, cash: 300, card: 300, other: 100, upi: 250, total: 950, transactions: 5 });
    expect(body.lastClose).toBeNull();
  });

  it('closes with the counted cash and records the difference, who and when (plus history)', async () => {
    const res = await close({ countedCash: 250, remarks: 'Short by 50' });
    const body = res.json();
    expect(body.requestStatus).toBe(1);
    expect(body.message).toBe('Shift closed');
    expect(body.close).toMatchObject({
      handler: 'shift',
      expectedCash: 300,
      card: 300,
      other: 100,
      // The stored close keeps the shift's UPI apart from cash (ADR 0082 addendum).
      upi: 250,
      countedCash: 250,
      difference: -50,
      remarks: 'Short by 50',
    });
    firstClosedAt = body.close.closedAt;
    const [row] = await q<{ user_id: number; difference_minor: number; upi_minor: number }>(
      t.db.db,
      sql`SELECT user_id, difference_minor::int AS difference_minor, upi_minor::int AS upi_minor FROM cash_closes WHERE id = ${body.close.closeId}`,
    );
    expect(row).toEqual({ user_id: deskId, difference_minor: -5000, upi_minor: 25000 });
    const history = await q<{ actor: string; action: string }>(
      t.db.db,
      sql`SELECT actor, action FROM history WHERE entity = 'cash_close' AND entity_id = ${body.close.closeId}`,
    );
    expect(history).toEqual([{ actor: 'shift', action: 'close' }]);
  });

  it('the next shift starts after the first close and counts only what came after', async () => {
    expect((await current()).shift).toEqual({ since: firstClosedAt, cash: 0, card: 0, other: 0, upi: 0, total: 0, transactions: 0 });
    await money(t.db.db, { clubId, userId: deskId, amount: 150, mode: 1 });
    const second = (await close({ countedCash: 150 })).json().close;
    expect(second).toMatchObject({ periodFrom: firstClosedAt, expectedCash: 150, countedCash: 150, difference: 0, remarks: null });
  });

  it('two closes at once never count the same money twice', async () => {
    await money(t.db.db, { clubId, userId: deskId, amount: 100, mode: 1 });
    const [a, b] = await Promise.all([close({ countedCash: 100 }), close({ countedCash: 100 })]);
    const expected = [a.json().close.expectedCash, b.json().close.expectedCash].sort();
    expect(expected).toEqual([0, 100]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const body of [{}, { countedCash: -1 }, { countedCash: 'abc' }, { countedCash: 10.555 }]) {
      const res = await close(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('countedCash');
    }
    const long = await close({ countedCash: 1, remarks: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.map((e: { path: string }) => e.path)).toContain('remarks');
  });
});

describe("the managers' list of closes", () => {
  it('needs Reports: the desk person gets -1', async () => {
    expect((await desk.get(`/api/cash-close/list?fromDate=${T}&toDate=${T}`)).json().requestStatus).toBe(-1);
  });

  it("shows every close of this club, newest first, filtered by person; another club's closes never", async () => {
    const other = await clubIdOf(t.db.db, 'second');
    await t.db.db
      .execute(sql`INSERT INTO cash_closes (club_id, user_id, handler, period_from, expected_cash_minor, card_minor, other_minor, counted_cash_minor, difference_minor)
      VALUES (${other}, ${deskId}, 'shift', now() - interval '1 hour', 0, 0, 0, 100, 100)`);
    const body = (await admin.get(`/api/cash-close/list?fromDate=${T}&toDate=${T}`)).json();
    expect(body.total).toBe(4);
    // Newest first: the two racing closes (one found the 100, the other nothing but counted 100), then 0 and −50.
    const diffs = body.closes.map((c: { difference: number }) => c.difference);
    expect(diffs.slice(2)).toEqual([0, -50]);
    expect(diffs.slice(0, 2).sort()).toEqual([0, 100]);
    // The first close's UPI, as stored, in the list and under the master report (ADR 0082 addendum).
    expect(body.closes.at(-1)).toMatchObject({ difference: -50, upi: 250, card: 300, other: 100 });
    const master = (await admin.post('/api/reports/transactions/multiple-clubs', { clubIds: [clubId], startDate: T, endDate: T })).json();
    const closes = master.data[0].closes as { difference: number; upi: number }[];
    expect(closes.find((c) => c.difference === -50)).toMatchObject({ upi: 250 });
    expect(body.handlers).toEqual([{ userId: deskId, handler: 'shift' }]);
    const mine = (await admin.get(`/api/cash-close/list?fromDate=${T}&toDate=${T}&userId=${await userIdOf(t.db.db, 'admin')}`)).json();
    expect(mine.total).toBe(0);
  });

  it('refuses a reversed range with a 400 naming toDate', async () => {
    const res = await admin.get(`/api/cash-close/list?fromDate=${T}&toDate=2020-01-01`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('toDate');
  });
});
