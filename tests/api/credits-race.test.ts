import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { CheckoutMessages } from '../../contract/checkout';
import { hashToken, newToken } from '../../server/lib/tokens';
import { addDays } from '../../server/core/local-time';
import { checkout, client, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { waitersReach } from './helpers/lock-waiters';

/*
 * Desks spending one member's credits at the same moment (issue 24 item 3). On PostgreSQL the
 * balance used to be summed in the statement that waited for the member's lock, so it was read
 * from a snapshot older than the lock: every desk saw the full balance and the member went
 * below zero. Whatever mix of single bookings, new patterns and pattern Pay Now races, exactly
 * as many succeed as the credits cover and every other desk is told the credits are not enough.
 */
/** As many desks as the test database's pool has connections (helpers/test-app.ts): all can wait at once. */
const N = 5;
const PIN = '2468';
let t: TestApp;
let admin: Client;
let ids: Ids;
let desks: Client[] = [];
const date = plainMonday(63);
const patternMonday = plainMonday(70);
let week = 0;
let memberNo = 0;

const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;

/** N desk people with live sessions (and so N carts), made straight in the database. */
async function makeDesks(): Promise<Client[]> {
  const [club] = await rows<{ id: number }>(sql`SELECT id FROM clubs WHERE name = 'Courtdesk Demo Arena'`);
  const out: Client[] = [];
  for (let i = 0; i < N; i++) {
    const [u] = await rows<{ id: number }>(sql`INSERT INTO users (username, password_hash) VALUES (${`creditdesk${i}`}, 'x') RETURNING id`);
    await t.db.db.execute(sql`INSERT INTO club_users (club_id, user_id, role) VALUES (${club.id}, ${u.id}, 'admin')`);
    const token = newToken();
    await t.db.db.execute(sql`INSERT INTO sessions (token_hash, user_id, club_id, expires_at)
      VALUES (${hashToken(token)}, ${u.id}, ${club.id}, now() + interval '1 day')`);
    out.push(client(t, token));
  }
  return out;
}

/** A new member with a PIN and `credits` bought at the desk: each race has its own balance. */
async function newMember(credits: number): Promise<{ mobile: string; name: string; id: number }> {
  const mobile = `90000${String(7000 + memberNo++).padStart(5, '0')}`;
  const name = `Racer ${memberNo}`;
  const ok = async (url: string, body: object) => expect((await admin.post(url, body)).json(), url).toMatchObject({ requestStatus: 1 });
  await ok('/api/member/registration', { name, countryCode: '+91', mobile, gender: 'F', toDate: 'max' });
  await ok('/api/member/pin/create', { mobile, newPin: PIN, confirmPin: PIN });
  await ok('/api/member/credits/recharge', { mobile, paidAmount: credits, credits, transactionData: { type: 5, mode: 1 } });
  const [m] = await rows<{ id: number }>(sql`SELECT id FROM members WHERE mobile = ${mobile}`);
  return { mobile, name, id: m.id };
}

/** The ledger's own sum (not the clamped figure the screens show): it must never go below zero. */
async function ledger(memberId: number): Promise<number> {
  const [r] = await rows<{ total: number }>(
    sql`SELECT COALESCE(SUM(amount_minor), 0)::float8 AS total FROM member_credit_entries WHERE member_id = ${memberId}`,
  );
  return r.total;
}
const redeemed = async (memberId: number) =>
  (
    await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM member_credit_entries WHERE member_id = ${memberId} AND reason = 'redeem'`)
  )[0].n;

/** A desk's single booking: its cart holds one slot with `credits` redeemed; returns the checkout to fire. */
async function singleBooking(desk: Client, member: { mobile: string; name: string }, court: string, time: string, credits: number) {
  await desk.post('/api/carting/clear');
  const add = (await desk.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts[court], date, time })).json();
  expect(add, JSON.stringify(add)).toMatchObject({ requestStatus: 1 });
  const redeem = (await desk.post('/api/club/credits/redeem', { mobile: member.mobile, credits, memberPin: PIN })).json();
  expect(redeem, JSON.stringify(redeem)).toMatchObject({ requestStatus: 1 });
  return () => desk.post('/api/booking', checkout({}, { mobile: member.mobile, name: member.name }));
}

/** One Monday-and-Wednesday week of 18:00–19:00 on one court, in a week no other race uses. */
function patternForm(court: string) {
  const start = addDays(patternMonday, 7 * week++);
  return {
    activityId: ids.badminton,
    courts: [ids.courts[court]],
    startDate: start,
    endDate: addDays(start, 6),
    allSlots: false,
    startTime: '18:00:00',
    endTime: '19:00:00',
    days: [1, 3],
    ignoreUnavailableSlots: true,
    memberBulkBooking: false,
  };
}
function newPattern(desk: Client, member: { mobile: string; name: string }, credits: number) {
  const data = patternForm('Court 2');
  return () =>
    desk.post(
      '/api/booking/pattern',
      checkout(
        {
          isPatternBooking: true,
          patternBookingData: data,
          paymentMode: 0,
          transactionData: { type: 2, mode: 0 },
          credits,
          memberPin: PIN,
        },
        { mobile: member.mobile, name: member.name },
      ),
    );
}
/** A pattern of the member's, booked without credits; returns the Pay Now with credits to fire. */
async function payNow(desk: Client, member: { mobile: string; name: string }, credits: number) {
  const res = (
    await admin.post(
      '/api/booking/pattern',
      checkout(
        { isPatternBooking: true, patternBookingData: patternForm('Court 3'), paymentMode: 0, transactionData: { type: 2, mode: 0 } },
        { mobile: member.mobile, name: member.name },
      ),
    )
  ).json();
  expect(res, JSON.stringify(res)).toMatchObject({ requestStatus: 1 });
  return () =>
    desk.post('/api/booking/pattern/payment/update', {
      patternBookingId: res.patternBookingId,
      amount: credits,
      useCredits: true,
      memberPin: PIN,
    });
}

/**
 * On PostgreSQL another connection holds the member's row while the spends are fired, and lets
 * go only once every desk is waiting for a lock: every desk is then inside its transaction at
 * the same moment, whatever the timing of the machine. (PGlite runs one transaction at a time.)
 */
async function gated<T>(memberId: number, fire: () => Promise<T>): Promise<T> {
  if (t.db.kind !== 'pg') return fire();
  const [{ name }] = await rows<{ name: string }>(sql`SELECT current_database() AS name`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const gate = new pg.Client({ connectionString: url.toString() });
  await gate.connect();
  try {
    await gate.query('BEGIN');
    await gate.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    const replies = fire();
    await waitersReach(gate, N, "desks reached the member's lock");
    await gate.query('COMMIT');
    return await replies;
  } finally {
    await gate.end();
  }
}

/** Fires every spend at once; each reply is a success or the credits refusal, never anything else. */
async function race(memberId: number, fire: (() => Promise<{ statusCode: number; json(): unknown }>)[]) {
  const replies = await gated(memberId, () => Promise.all(fire.map((f) => f())));
  const bodies = replies.map((r) => ({ status: r.statusCode, body: r.json() as { requestStatus: number; message?: string } }));
  for (const b of bodies) {
    expect(b.status).toBe(200);
    if (b.body.requestStatus !== 1)
      expect(b.body).toEqual({ requestStatus: 0, message: CheckoutMessages.creditsNotEnough, code: 'creditsNotEnough' });
  }
  return bodies.filter((b) => b.body.requestStatus === 1).length;
}

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  desks = await makeDesks();
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe(`${N} desks spending one member's credits at once`, () => {
  it('single bookings: as many as the credits cover, the rest refused, never below zero', async () => {
    const m = await newMember(500);
    const fire = [];
    for (let i = 0; i < N; i++) fire.push(await singleBooking(desks[i], m, 'Court 1', `${String(6 + i).padStart(2, '0')}:00:00`, 200));
    const wins = await race(m.id, fire);
    expect(wins).toBe(2);
    expect(await ledger(m.id)).toBe(10000);
    expect(await redeemed(m.id)).toBe(2);
    const booked = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM bookings WHERE member_id = ${m.id}`);
    expect(booked[0].n).toBe(2);
  });

  it('new patterns paid with credits: as many as the credits cover, the rest book nothing', async () => {
    const m = await newMember(500);
    const wins = await race(
      m.id,
      desks.map((d) => newPattern(d, m, 200)),
    );
    expect(wins).toBe(2);
    expect(await ledger(m.id)).toBe(10000);
    const patterns = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM pattern_bookings WHERE customer_mobile = ${m.mobile}`);
    expect(patterns[0].n).toBe(2);
  });

  it('Pay Now with credits on several patterns of one member', async () => {
    const m = await newMember(500);
    const fire = [];
    for (const d of desks) fire.push(await payNow(d, m, 200));
    const wins = await race(m.id, fire);
    expect(wins).toBe(2);
    expect(await ledger(m.id)).toBe(10000);
    expect(await redeemed(m.id)).toBe(2);
  });

  it('single bookings, new patterns and Pay Now all at once against one balance', async () => {
    const m = await newMember(1100);
    const fire = [];
    for (let i = 0; i < N; i++) {
      const desk = desks[i];
      if (i % 3 === 0) fire.push(await singleBooking(desk, m, 'Court 4', `${String(6 + i).padStart(2, '0')}:00:00`, 300));
      else if (i % 3 === 1) fire.push(newPattern(desk, m, 300));
      else fire.push(await payNow(desk, m, 300));
    }
    const wins = await race(m.id, fire);
    expect(wins).toBe(3);
    expect(await ledger(m.id)).toBe(20000);
    expect(await redeemed(m.id)).toBe(3);
  });
});
