import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CartMessages } from '../../contract/cart';
import { hashToken, newToken } from '../../server/lib/tokens';
import { checkout, client, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

const N = 50;
let t: TestApp;
let ids: Ids;
let desks: { userId: number; c: Client }[] = [];
const date = plainMonday(49);

const exec = (q: ReturnType<typeof sql>) => t.db.db.execute(q);
const rows = async <T>(q: ReturnType<typeof sql>) => ((await exec(q)) as unknown as { rows: T[] }).rows;

/** N desk people with live sessions, created straight in the database to keep the test fast. */
async function makeDesks(): Promise<{ userId: number; c: Client }[]> {
  const [club] = await rows<{ id: number }>(sql`SELECT id FROM clubs WHERE name = 'Courtdesk Demo Arena'`);
  const out = [];
  for (let i = 0; i < N; i++) {
    const [u] = await rows<{ id: number }>(sql`INSERT INTO users (username, password_hash) VALUES (${`load${i}`}, 'x') RETURNING id`);
    await exec(sql`INSERT INTO club_users (club_id, user_id, role) VALUES (${club.id}, ${u.id}, 'admin')`);
    const token = newToken();
    await exec(
      sql`INSERT INTO sessions (token_hash, user_id, club_id, expires_at) VALUES (${hashToken(token)}, ${u.id}, ${club.id}, now() + interval '1 day')`,
    );
    out.push({ userId: u.id, c: client(t, token) });
  }
  return out;
}

/** Puts a slot in a desk's cart without a hold (as after the hold expired): checkout must take it. */
async function cartWithoutHold(userId: number, court: string, time: string, activityId: number, type: number, count = 1) {
  const [club] = await rows<{ id: number }>(sql`SELECT id FROM clubs WHERE name = 'Courtdesk Demo Arena'`);
  // A cart belongs to the desk's (only) session.
  const [cart] = await rows<{ id: number }>(sql`INSERT INTO carts (club_id, user_id, session_id)
    SELECT ${club.id}, ${userId}, id FROM sessions WHERE user_id = ${userId} AND revoked_at IS NULL
    ON CONFLICT (club_id, session_id) DO UPDATE SET updated_at = now() RETURNING id`);
  await exec(sql`DELETE FROM cart_slots WHERE cart_id = ${cart.id}`);
  const end = `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:00:00`;
  await exec(sql`INSERT INTO cart_slots (club_id, cart_id, activity_id, activity_type, court_id, slot_date, slot_time, end_time, count,
      unit_price_minor, price_slot_key, hold_expires_at)
    VALUES (${club.id}, ${cart.id}, ${activityId}, ${type}, ${ids.courts[court]}, ${date}, ${time}, ${end}, ${count}, 40000, 'k', now() - interval '1 second')`);
}

function tally(replies: { statusCode: number; json(): { requestStatus: number; message?: string } }[]) {
  expect(replies.every((r) => r.statusCode === 200)).toBe(true);
  const bodies = replies.map((r) => r.json());
  const losers = bodies.filter((b) => b.requestStatus !== 1);
  return { wins: bodies.length - losers.length, messages: new Set(losers.map((b) => b.message)) };
}

beforeAll(async () => {
  ({ t, ids } = await setup());
  desks = await makeDesks();
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const addAll = (court: (i: number) => string, time: string, activityId = ids.badminton, count?: number) =>
  Promise.all(desks.map(({ c }, i) => c.post('/api/carting/slot/add', { activityId, courtId: ids.courts[court(i)], date, time, count })));

describe(`${N} desks at once`, () => {
  it('one slot, simultaneous cart adds: exactly one holds it', async () => {
    const { wins, messages } = tally(await addAll(() => 'Court 1', '07:00:00'));
    expect(wins).toBe(1);
    expect(messages).toEqual(new Set([CartMessages.slotUnavailable]));
  });

  it('a slot and its brother, simultaneous cart adds: exactly one holds', async () => {
    const { wins, messages } = tally(await addAll((i) => (i % 2 ? 'Full Pitch' : 'Half A'), '08:00:00', ids.football));
    expect(wins).toBe(1);
    expect(messages).toEqual(new Set([CartMessages.slotUnavailable]));
    // The two halves do not conflict with each other.
    const [a, b] = await Promise.all([
      desks[0].c.post('/api/carting/slot/add', { activityId: ids.football, courtId: ids.courts['Half A'], date, time: '09:00:00' }),
      desks[1].c.post('/api/carting/slot/add', { activityId: ids.football, courtId: ids.courts['Half B'], date, time: '09:00:00' }),
    ]);
    expect([a.json().requestStatus, b.json().requestStatus]).toEqual([1, 1]);
  });

  it('one slot, simultaneous bookings: exactly one booking, one set of rows', async () => {
    await Promise.all(desks.map(({ c }) => c.post('/api/carting/clear')));
    for (const d of desks) await cartWithoutHold(d.userId, 'Court 2', '10:00:00', ids.badminton, 0);
    const replies = await Promise.all(
      desks.map(({ c }, i) => c.post('/api/booking', checkout({}, { mobile: `91234${String(50000 + i)}` }))),
    );
    const { wins, messages } = tally(replies);
    expect(wins).toBe(1);
    expect(messages).toEqual(new Set([CartMessages.slotUnavailable]));
    const [n] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM booking_slots WHERE court_id = ${ids.courts['Court 2']} AND slot_date = ${date}`,
    );
    expect(n.n).toBe(1);
  });

  it('a slot and its brother, simultaneous bookings: exactly one wins', async () => {
    for (const [i, d] of desks.entries()) await cartWithoutHold(d.userId, i % 2 ? 'Full Pitch' : 'Half B', '11:00:00', ids.football, 0);
    const replies = await Promise.all(
      desks.map(({ c }, i) => c.post('/api/booking', checkout({}, { mobile: `91234${String(60000 + i)}` }))),
    );
    const { wins, messages } = tally(replies);
    expect(wins).toBe(1);
    expect(messages).toEqual(new Set([CartMessages.slotUnavailable]));
  });

  it('a group slot never sells more than its capacity (cart adds and bookings)', async () => {
    await Promise.all(desks.map(({ c }) => c.post('/api/carting/clear')));
    const adds = tally(await addAll(() => 'Pool', '07:00:00', ids.swimming, 1));
    expect(adds.wins).toBe(20);
    await Promise.all(desks.map(({ c }) => c.post('/api/carting/clear')));

    for (const d of desks) await cartWithoutHold(d.userId, 'Pool', '08:00:00', ids.swimming, 1, 3);
    const replies = await Promise.all(
      desks.map(({ c }, i) => c.post('/api/booking', checkout({}, { mobile: `91234${String(70000 + i)}` }))),
    );
    const { wins, messages } = tally(replies);
    expect(wins).toBe(6); // 6 × 3 = 18 places; a seventh would need 21
    expect(messages).toEqual(new Set([CartMessages.slotUnavailable]));
    const [sold] = await rows<{ n: number }>(sql`SELECT COALESCE(SUM(count), 0)::int AS n FROM occupancy
      WHERE court_id = ${ids.courts.Pool} AND lower(during) = ${`${date} 08:00:00`}::timestamp`);
    expect(sold.n).toBe(18);
  });
});
