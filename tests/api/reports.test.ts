import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { client, type Client } from './booking-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addStaff } from './helpers/staff';
import { MoneySeed } from './reports-fixtures';
import { Feature } from '../../contract/features';
import { ReportMessages, type ReportRow } from '../../contract/reports';
import { firstRow } from '../../server/db/rows';
import { messageCode } from '../../server/plugins/message-codes';

/**
 * Reports over a hand-built March 2026 (club wall time, Asia/Kolkata) in both demo clubs.
 * Every expected figure below is worked out by hand from the rows seeded in beforeAll.
 */
let t: TestApp;
let manager: Client;
let rep: Client;
let arena: MoneySeed;
let river: MoneySeed;
const ids: Record<string, number> = {};

const MARCH = { startDate: '2026-03-01', endDate: '2026-03-31' };

beforeAll(async () => {
  t = await createTestApp();
  arena = await MoneySeed.forClub(t.db, 'Courtdesk Demo Arena');
  river = await MoneySeed.forClub(t.db, 'Courtdesk Riverside');
  const a = arena;
  const deskUser = (await firstRow<{ id: number }>(t.db.db, sql`SELECT id FROM users WHERE username = 'desk'`))!.id;

  ids.m1 = await a.member('Member One', '9100000001', null);
  ids.m2 = await a.member('Member Two', '9100000002', '2027-06-30');
  ids.m3 = await a.member('Member Three', '9100000003', '9999-12-31');

  // B1: played 10 Mar, booked 5 Mar. Court 1000 − 100 volume discount; add-ons racket 2×100 (−20) and shuttle 1×450.
  ids.b1 = await a.booking({ date: '2026-03-10', createdAt: '2026-03-05 10:00:00', gross: 1000, volumeDiscount: 100 });
  const racket = await a.extra(ids.b1, 'Racket', 100, 2, 20);
  const shuttle = await a.extra(ids.b1, 'Shuttle', 450, 1);
  await a.tx({ at: '2026-03-05 10:00:00', amount: 500, mode: 1, bookingId: ids.b1 });
  await a.tx({ at: '2026-03-05 10:00:00', amount: 100, mode: 1, bookingId: ids.b1, target: 'extras' });
  await a.tx({ at: '2026-03-06 09:00:00', amount: 50, mode: 1, type: 3, bookingId: ids.b1, target: 'extras', extraId: shuttle });
  await a.tx({ at: '2026-03-12 09:00:00', amount: 200, mode: 2, type: 3, bookingId: ids.b1, handler: 'desk' });
  void racket;

  // B2: booked at 23:30 on the last day of March, played in April; 100 of credits, nothing paid.
  ids.b2 = await a.booking({ date: '2026-04-02', createdAt: '2026-03-31 23:30:00', gross: 600, credits: 100, memberId: ids.m1 });
  await a.tx({ at: '2026-03-31 23:30:00', amount: 0, mode: 0, bookingId: ids.b2 });
  await a.credit(ids.m1, -100, 'redeem', '2026-03-31 23:30:00', { bookingId: ids.b2 });

  // B3: booked in February, played 15 Mar, paid in full in February.
  ids.b3 = await a.booking({ date: '2026-03-15', createdAt: '2026-02-28 20:00:00', gross: 800 });
  await a.tx({ at: '2026-02-28 20:00:00', amount: 800, mode: 1, bookingId: ids.b3 });

  // B4: cancelled on 18 Mar: paid 400 card + 100 cash, refunded 300 card + 100 cash + 50 credits.
  ids.b4 = await a.booking({
    date: '2026-03-20',
    createdAt: '2026-03-08 11:00:00',
    gross: 500,
    cancelledAt: '2026-03-18 12:00:00',
    memberId: ids.m1,
  });
  const card = await a.tx({ at: '2026-03-08 11:00:00', amount: 400, mode: 2, bookingId: ids.b4 });
  const cash = await a.tx({ at: '2026-03-08 11:00:00', amount: 100, mode: 1, bookingId: ids.b4 });
  await a.tx({ at: '2026-03-18 12:00:00', amount: -300, mode: 2, kind: 'refund', refundOf: card, bookingId: ids.b4 });
  await a.tx({ at: '2026-03-18 12:00:00', amount: -100, mode: 1, kind: 'refund', refundOf: cash, bookingId: ids.b4 });
  await a.credit(ids.m1, 50, 'refund', '2026-03-18 12:00:00', { bookingId: ids.b4 });

  // B5: 00:10 on 1 April club time is still 31 March in UTC: outside March for the club.
  ids.b5 = await a.booking({ date: '2026-04-05', createdAt: '2026-04-01 00:10:00', gross: 300 });
  await a.tx({ at: '2026-04-01 00:10:00', amount: 300, mode: 1, bookingId: ids.b5 });

  // Recharges: M1 1000 cash for 1200 credits at 00:05 on 1 March (still 28 Feb in UTC: inside);
  // M2 500 card by the manager; M3 recharged in February only.
  const r1 = await a.tx({ at: '2026-03-01 00:05:00', amount: 1000, mode: 1, type: 5, target: 'member', memberId: ids.m1 });
  await a.credit(ids.m1, 1200, 'recharge', '2026-03-01 00:05:00', { transactionId: r1 });
  const r2 = await a.tx({
    at: '2026-03-20 10:00:00',
    amount: 500,
    mode: 2,
    type: 5,
    target: 'member',
    memberId: ids.m2,
    handler: 'manager',
  });
  await a.credit(ids.m2, 500, 'recharge', '2026-03-20 10:00:00', { transactionId: r2 });
  const r3 = await a.tx({ at: '2026-02-10 10:00:00', amount: 200, mode: 1, type: 5, target: 'member', memberId: ids.m3 });
  await a.credit(ids.m3, 200, 'recharge', '2026-02-10 10:00:00', { transactionId: r3 });

  // S1: a 3000 package with 300 off, 1000 cash at subscription, 500 card later.
  ids.s1 = await a.subscription(ids.m2, '2026-03-12 10:00:00', 3000, 300);
  await a.tx({
    at: '2026-03-12 10:00:00',
    amount: 1000,
    mode: 1,
    type: 1,
    target: 'subscription',
    subscriptionId: ids.s1,
    memberId: ids.m2,
  });
  await a.tx({
    at: '2026-03-25 10:00:00',
    amount: 500,
    mode: 2,
    type: 3,
    target: 'subscription',
    subscriptionId: ids.s1,
    memberId: ids.m2,
  });

  await a.close({ userId: deskUser, handler: 'desk', at: '2026-03-05 21:00:00', expected: 600, counted: 590 });

  // Riverside: one paid booking; its customer's name would be a formula in a spreadsheet.
  ids.b6 = await river.booking({ date: '2026-03-11', createdAt: '2026-03-10 12:00:00', gross: 700, name: '=HYPERLINK("http://x","y")' });
  await river.tx({ at: '2026-03-10 12:00:00', amount: 700, mode: 1, bookingId: ids.b6, handler: 'manager' });

  manager = client(t, await t.login('manager', 'manager123'));
  // rep: desk person in both clubs, Reports only in the Arena.
  const repId = await addStaff(t.db, {
    username: 'rep',
    password: 'rep12345',
    club: 'Courtdesk Demo Arena',
    permissions: [[Feature.reports, 'read']],
  });
  await t.db.db.execute(sql`INSERT INTO club_users (club_id, user_id, role) VALUES (${river.clubId}, ${repId}, 'desk')`);
  rep = client(t, await t.login('rep', 'rep12345'));
});
afterAll(async () => {
  await t?.close();
});

const both = () => [arena.clubId, river.clubId];
async function report(word: string, body: Record<string, unknown>, who = manager) {
  const res = await who.post(`/api/reports/${word}/multiple-clubs`, { clubIds: both(), ...MARCH, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    requestStatus: number;
    type: string;
    summary: Record<string, number>;
    data: { clubId: number; clubName: string; rows: ReportRow[]; summary: Record<string, number>; closes?: Record<string, unknown>[] }[];
  };
}
const clubOf = (r: Awaited<ReturnType<typeof report>>, clubId: number) => r.data.find((d) => d.clubId === clubId)!;

describe('master report', () => {
  it('lists every money row of the period per club, with paid, refund and net by hand', async () => {
    const r = await report('transactions', {});
    expect(r.type).toBe('master');
    expect(r.data.map((d) => d.clubName)).toEqual(['Courtdesk Demo Arena', 'Courtdesk Riverside']);
    const a = clubOf(r, arena.clubId);
    // 13 rows: B1 ×4, B2 ×1 (no pay), B4 ×4, recharges ×2, subscription ×2. B3, B5 and M3 fall outside.
    expect(a.rows).toHaveLength(13);
    expect(a.summary).toEqual({ paid: 4350, refund: 400, net: 3950, cashCloses: 1, closeDifference: -10 });
    expect(clubOf(r, river.clubId).summary).toEqual({ paid: 700, refund: 0, net: 700, cashCloses: 0, closeDifference: 0 });
    expect(r.summary).toEqual({ paid: 5050, refund: 400, net: 4650, cashCloses: 1, closeDifference: -10 });
    const refund = a.rows.find((x) => x.amount === -300)!;
    expect(refund).toMatchObject({
      type: 'Single Booking (Refund)',
      mode: 'Card',
      bookingId: ids.b4,
      timestamp: '2026-03-18 12:00:00',
      customerName: 'Report Customer',
    });
    expect(a.rows[0]).toMatchObject({
      timestamp: '2026-03-01 00:05:00',
      type: 'Credit Recharge',
      customerName: 'Member One',
      amount: 1000,
      mode: 'Cash',
    });
    expect(a.closes).toEqual([
      { closedAt: '2026-03-05 21:00:00', handler: 'desk', expectedCash: 600, countedCash: 590, difference: -10, card: 0, other: 0, upi: 0 },
    ]);
  });

  it('Only Paid drops the no-pay row; a handler keeps only their rows and closes', async () => {
    const paid = clubOf(await report('transactions', { paid: 1 }), arena.clubId);
    expect(paid.rows).toHaveLength(12);
    expect(paid.rows.some((x) => x.mode === 'No Pay')).toBe(false);
    const desk = clubOf(await report('transactions', { handler: 'desk' }), arena.clubId);
    expect(desk.rows.map((x) => x.amount)).toEqual([200]);
    expect(desk.summary).toMatchObject({ paid: 200, refund: 0, net: 200, cashCloses: 1 });
    const mgr = await report('transactions', { user: 'manager' });
    expect(mgr.summary).toMatchObject({ paid: 1200, cashCloses: 0 });
    expect((await report('transactions', { handler: 'All' })).summary.paid).toBe(5050);
  });

  it('cuts the period at club midnight, not UTC midnight', async () => {
    const first = clubOf(await report('transactions', { startDate: '2026-03-01', endDate: '2026-03-01' }), arena.clubId);
    expect(first.rows.map((x) => x.amount)).toEqual([1000]);
    const april = clubOf(await report('transactions', { startDate: '2026-04-01', endDate: '2026-04-01' }), arena.clubId);
    expect(april.rows.map((x) => x.amount)).toEqual([300]);
    const feb = clubOf(await report('transactions', { startDate: '2026-02-28', endDate: '2026-02-28' }), arena.clubId);
    expect(feb.rows.map((x) => x.amount)).toEqual([800]);
  });
});

describe('booking, balance and add-on reports', () => {
  it('booking report by transaction date (booked=1) and by booking date (booked=0)', async () => {
    const made = clubOf(await report('bookings', { booked: 1 }), arena.clubId);
    expect(made.rows.map((x) => x.bookingId)).toEqual([ids.b1, ids.b2]);
    expect(made.summary).toEqual({
      bookings: 2,
      gross: 2250,
      fees: 0,
      discount: 120,
      paid: 850,
      balance: 1180,
      memberCourt: 0,
      guestCourt: 1600,
    });
    expect(made.rows[0]).toMatchObject({
      gross: 1650,
      discount: 120,
      paid: 850,
      net: 1530,
      balance: 680,
      credits: 0,
      type: 'Single Booking',
      slotDate: '2026-03-10',
    });
    expect(made.rows[1]).toMatchObject({ gross: 600, credits: 100, paid: 0, balance: 500 });
    const played = clubOf(await report('bookings', { booked: 0 }), arena.clubId);
    expect(played.rows.map((x) => x.bookingId)).toEqual([ids.b1, ids.b3]);
    expect(played.summary).toEqual({
      bookings: 2,
      gross: 2450,
      fees: 0,
      discount: 120,
      paid: 1650,
      balance: 680,
      memberCourt: 0,
      guestCourt: 1800,
    });
  });

  it('balance report keeps only bookings that still owe', async () => {
    const r = clubOf(await report('balance', {}), arena.clubId);
    expect(r.rows).toEqual([
      {
        bookingId: ids.b1,
        slotDate: '2026-03-10',
        sport: expect.any(String),
        customerName: 'Report Customer',
        customerMobile: '9000000001',
        customerEmail: 'customer@example.com',
        gross: 1650,
        fees: 0,
        net: 1530,
        paid: 850,
        balance: 680,
      },
    ]);
    expect(r.summary).toEqual({ bookings: 1, gross: 1650, fees: 0, discount: 120, paid: 850, balance: 680 });
  });

  it('add-on report shares the checkout advance over lines so they add up to the booking', async () => {
    const r = clubOf(await report('extras', { booked: 1 }), arena.clubId);
    expect(r.rows.map((x) => [x.extraName, x.extraQuantity, x.gross, x.discount, x.paid, x.netPrice, x.balance])).toEqual([
      ['Racket', 2, 200, 20, 100, 180, 80],
      ['Shuttle', 1, 450, 0, 50, 450, 400],
    ]);
    expect(r.summary).toEqual({ bookings: 1, gross: 650, discount: 20, paid: 150, balance: 480 });
    expect(clubOf(await report('extras', { booked: 0, startDate: '2026-04-01', endDate: '2026-04-30' }), arena.clubId).rows).toEqual([]);
  });
});

describe('cancellation, recharge, credits and packages reports', () => {
  it('cancellation report splits refunds by mode and credits', async () => {
    const r = clubOf(await report('cancellations', {}), arena.clubId);
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]).toMatchObject({
      bookingId: ids.b4,
      cancellationTimestamp: '2026-03-18 12:00:00',
      paid: 500,
      paymentMode: 'Cash, Card',
      refund: 450,
    });
    expect(r.summary).toEqual({
      cancellations: 1,
      cashRefund: 100,
      cardRefund: 300,
      otherRefund: 0,
      upiRefund: 0,
      creditsRefund: 50,
      totalRefund: 450,
      lateCancelFee: 0,
      feeOwed: 0,
    });
    expect(clubOf(await report('cancellations', { startDate: '2026-03-19', endDate: '2026-03-31' }), arena.clubId).rows).toEqual([]);
  });

  it('recharge report', async () => {
    const r = clubOf(await report('recharge', {}), arena.clubId);
    expect(r.rows.map((x) => [x.customerName, x.amount, x.credits, x.mode, x.handler])).toEqual([
      ['Member One', 1000, 1200, 'Cash', 'admin'],
      ['Member Two', 500, 500, 'Card', 'manager'],
    ]);
    expect(r.summary).toEqual({ recharges: 2, cash: 1000, card: 500, other: 0, upi: 0, amount: 1500, credits: 1700 });
  });

  it("credits report: balance at the period's end, 'Lifetime' for no or 9999-12-31 expiry", async () => {
    const r = clubOf(await report('credits', {}), arena.clubId);
    expect(r.rows.map((x) => [x.member, x.balance, x.creditsExpiry])).toEqual([
      ['Member One', 1150, 'Lifetime'],
      ['Member Three', 200, 'Lifetime'],
      ['Member Two', 500, '2027-06-30'],
    ]);
    expect(r.summary).toEqual({ members: 3, balance: 1850 });
    // At the end of 15 March: M1 1200 + nothing yet; M3 200; M2 not yet recharged.
    const mid = clubOf(await report('credits', { startDate: '2026-03-01', endDate: '2026-03-15' }), arena.clubId);
    expect(mid.summary).toEqual({ members: 2, balance: 1400 });
  });

  it('packages report', async () => {
    const r = clubOf(await report('packages', {}), arena.clubId);
    expect(r.rows).toEqual([
      {
        timestamp: '2026-03-12 10:00:00',
        packageName: 'Gold Monthly',
        member: 'Member Two',
        mobile: '9100000002',
        startDate: '2026-03-12',
        renewalDate: '2026-04-11',
        status: 'Active',
        gross: 3000,
        discount: 300,
        paid: 1500,
        balance: 1200,
      },
    ]);
    expect(r.summary).toEqual({ subscriptions: 1, gross: 3000, discount: 300, paid: 1500, balance: 1200 });
  });
});

describe('who sees which club', () => {
  it('leaves out a club where the person has no Reports permission', async () => {
    const r = await report('transactions', {}, rep);
    expect(r.data.map((d) => d.clubId)).toEqual([arena.clubId]);
    expect(r.summary.paid).toBe(4350);
    const only = await report('transactions', { clubIds: [river.clubId] }, rep);
    expect(only.data).toEqual([]);
    expect((await rep.get('/api/reports/clubs')).json().clubs.map((c: { clubId: number }) => c.clubId)).toEqual([arena.clubId]);
    const dl = await rep.get(
      `/api/reports/transactions/multiple-clubs/download?clubIds=${river.clubId}&startDate=2026-03-01&endDate=2026-03-31`,
    );
    expect(dl.json()).toEqual({ requestStatus: 0, message: ReportMessages.empty, ...messageCode(ReportMessages.empty) });
  });

  it('answers -1 without Reports in the session club, and an admin of one club gets nothing of the other', async () => {
    const desk = client(t, await t.login('desk', 'desk123'));
    expect((await desk.post('/api/reports/transactions/multiple-clubs', { clubIds: both(), ...MARCH })).json().requestStatus).toBe(-1);
    const admin = client(t, await t.login('admin', 'admin123'));
    const r = await report('transactions', {}, admin);
    expect(r.data.map((d) => d.clubId)).toEqual([arena.clubId]);
  });
});

describe('bad input', () => {
  const bad = async (body: Record<string, unknown>, field: string) => {
    const res = await manager.post('/api/reports/transactions/multiple-clubs', { clubIds: both(), ...MARCH, ...body });
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json().message).toContain(field);
  };
  it('answers 400 naming the field', async () => {
    await bad({ clubIds: [] }, 'clubIds');
    await bad({ clubIds: 'x' }, 'clubIds');
    await bad({ startDate: '2026-02-30' }, 'startDate');
    await bad({ endDate: '31-03-2026' }, 'endDate');
    await bad({ startDate: '2026-03-10', endDate: '2026-03-09' }, 'endDate');
    await bad({ startDate: '2025-01-01', endDate: '2026-03-09' }, 'endDate');
    await bad({ paid: 2 }, 'paid');
    await bad({ booked: 'yes' }, 'booked');
    const dl = await manager.get('/api/reports/transactions/multiple-clubs/download?clubIds=1;2&startDate=2026-03-01&endDate=2026-03-31');
    expect(dl.statusCode).toBe(400);
    expect(dl.json().message).toContain('clubIds');
    // A 0 among the ids is a 400 too, never a 500 (a thrown parse inside a transform would be).
    const zero = await manager.get('/api/reports/transactions/multiple-clubs/download?clubIds=0&startDate=2026-03-01&endDate=2026-03-31');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('clubIds');
  });
});

describe('download', () => {
  it('writes one sheet per club whose totals match the JSON summary, with formats and formula-safe text', async () => {
    const json = await report('transactions', {});
    const res = await manager.get(
      `/api/reports/transactions/multiple-clubs/download?clubIds=${both().join(',')}&startDate=2026-03-01&endDate=2026-03-31`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="master-report.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Courtdesk Demo Arena', 'Courtdesk Riverside']);
    let paid = 0;
    for (const [i, ws] of wb.worksheets.entries()) {
      const club = json.data[i];
      const labels = new Map<string, number>();
      ws.eachRow((row) => {
        const label = row.getCell(1).value;
        if (typeof label === 'string' && typeof row.getCell(2).value === 'number') labels.set(label, row.getCell(2).value as number);
      });
      expect(labels.get('Paid')).toBe(club.summary.paid);
      expect(labels.get('Refund')).toBe(club.summary.refund);
      expect(labels.get('Net')).toBe(club.summary.net);
      paid += labels.get('Paid')!;
      // Data rows: header + rows; the amount column sums to net.
      const amountCol = 10;
      let net = 0;
      for (let r = 2; r <= club.rows.length + 1; r++) net += ws.getRow(r).getCell(amountCol).value as number;
      expect(Math.round(net * 100) / 100).toBe(club.summary.net);
      expect(ws.getRow(2).getCell(1).value).toBeInstanceOf(Date);
      expect(ws.getRow(2).getCell(1).numFmt).toBe('dd mmm yyyy hh:mm');
      expect(ws.getRow(2).getCell(amountCol).numFmt).toContain('0.00');
    }
    expect(paid).toBe(json.summary.paid);
    const river = wb.worksheets[1];
    expect(river.getRow(2).getCell(7).value).toBe('\'=HYPERLINK("http://x","y")');
    const arenaSheet = wb.worksheets[0];
    const closesAt = arenaSheet.getColumn(1).values.findIndex((v) => v === 'Cash closes of the period');
    expect(closesAt).toBeGreaterThan(0);
    expect(arenaSheet.getRow(closesAt + 2).getCell(5).value).toBe(-10);
  });

  it('an empty period gives the message instead of a file', async () => {
    const res = await manager.get(
      `/api/reports/bookings/multiple-clubs/download?clubIds=${arena.clubId}&startDate=2026-01-01&endDate=2026-01-02&booked=1`,
    );
    expect(res.json()).toEqual({ requestStatus: 0, message: ReportMessages.empty, ...messageCode(ReportMessages.empty) });
  });
});
