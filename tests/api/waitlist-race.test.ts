import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { hashToken, newToken } from '../../server/lib/tokens';
import { runWaitlistTurn } from '../../server/modules/waitlist/turn';
import { bookOne, sqlOf } from './booking-after-fixtures';
import { client, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

/**
 * Racing cancellations, offers, cart adds, removals and conversions over the same court time
 * (issue 28 part 1, ADR 0080). On PostgreSQL (DATABASE_URL) they truly run at once over a pool;
 * on PGlite they interleave statement by statement on its one connection. Whatever the order,
 * one slot never goes to two people and the queue is served first come, first served.
 */
const DESKS = 8;
let t: TestApp;
let admin: Client;
let ids: Ids;
let q: ReturnType<typeof sqlOf>;
let desks: Client[] = [];
const date = plainMonday(63);
const turn = () => runWaitlistTurn(t.db.db);

async function makeDesks(): Promise<Client[]> {
  const [club] = await q<{ id: number }>(sql`SELECT id FROM clubs WHERE name = 'Courtdesk Demo Arena'`);
  const out: Client[] = [];
  for (let i = 0; i < DESKS; i++) {
    const [u] = await q<{ id: number }>(sql`INSERT INTO users (username, password_hash) VALUES (${`race${i}`}, 'x') RETURNING id`);
    await q(sql`INSERT INTO club_users (club_id, user_id, role) VALUES (${club.id}, ${u.id}, 'admin')`);
    const token = newToken();
    await q(
      sql`INSERT INTO sessions (token_hash, user_id, club_id, expires_at) VALUES (${hashToken(token)}, ${u.id}, ${club.id}, now() + interval '1 day')`,
    );
    out.push(client(t, token));
  }
  return out;
}

const join = async (c: Client, activityId: number, time: string, courtId: number | null, n: number) => {
  const r = await c.post('/api/waitlist', {
    activityId,
    date,
    time,
    courtId,
    customerDetails: { name: `Waiting ${n}`, countryCode: '+91', mobile: `98760${String(n).padStart(5, '0')}`, email: '' },
  });
  expect(r.json(), `entry ${n}`).toMatchObject({ requestStatus: 1 });
  return r.json().entryId as number;
};
const cancel = (c: Client, bookingId: number) => c.post('/api/booking/cancellation', { bookingId, refundType: 0, sendSMS: false });

/** Turns until one makes no offer (a turn that raced another may have found the day locked by it). */
async function settle() {
  for (let i = 0; i < 10; i++) if ((await turn()).offered === 0) return;
}

/** The invariants over one slot time of an activity's courts. */
async function checkInvariants(activityId: number, time: string) {
  // No court (nor a brother pair) is held twice at the time: what the exclusion constraint keeps.
  const doubled = await q<{ lock_key: string; n: number }>(
    sql`SELECT lock_key, count(*)::int AS n FROM occupancy
        WHERE activity_id = ${activityId} AND exclusive AND (kind <> 'hold' OR expires_at > now())
          AND during && tsrange((${date}::date + ${time}::time), (${date}::date + ${time}::time) + interval '1 hour')
        GROUP BY lock_key HAVING count(*) > 1`,
  );
  expect(doubled).toEqual([]);
  // Every offered entry holds exactly its offered court; no entry holds two; no hold outlives its offer.
  const offers = await q<{ id: number; status: string; offered: number | null; held: number[] | null }>(
    sql`SELECT w.id, w.status, w.offered_court_id AS offered,
               (SELECT array_agg(o.court_id) FROM occupancy o WHERE o.waitlist_entry_id = w.id AND NOT o.via_brother) AS held
        FROM waitlist_entries w WHERE w.activity_id = ${activityId} AND w.slot_date = ${date} AND w.slot_time = ${time}`,
  );
  for (const o of offers) {
    if (o.status === 'offered') expect(o.held, `entry ${o.id}`).toEqual([o.offered]);
    else expect(o.held, `entry ${o.id} (${o.status})`).toBeNull();
  }
  return offers;
}

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  q = sqlOf(t);
  desks = await makeDesks();
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe('racing cancellations and offers', () => {
  it('six courts freed at once while desks grab them and turns run: each court to one person, the queue in order', async () => {
    const time = '07:00:00';
    const booked: number[] = [];
    for (let n = 1; n <= 6; n++) booked.push(await bookOne(admin, ids, { date, time, court: `Court ${n}` }));
    const entries: number[] = [];
    for (let n = 0; n < 10; n++) entries.push(await join(admin, ids.badminton, time, null, n));

    const grabs = [1, 2, 3].map((n, i) =>
      desks[i].post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts[`Court ${n}`], date, time }),
    );
    await Promise.all([
      ...booked.map((id, i) => cancel(desks[i % DESKS], id)),
      ...grabs,
      turn(),
      turn(),
      turn(),
      desks[7].post('/api/waitlist/remove', { entryId: entries[9] }),
    ]);
    await settle();
    const offers = await checkInvariants(ids.badminton, time);
    const carted = (await Promise.all(grabs)).filter((r) => r.json().requestStatus === 1).length;
    const offered = offers.filter((o) => o.status === 'offered');
    // Every freed court went to exactly one party: a desk that carted it, or the next in the queue.
    expect(offered.length + carted).toBe(6);
    // First come, first served: the offers went to the earliest entries.
    expect(offered.map((o) => o.id).sort((a, b) => a - b)).toEqual(entries.slice(0, offered.length));
    expect(new Set(offered.map((o) => o.offered)).size).toBe(offered.length);
  });

  it('halves and the full pitch freed at once: brothers never held by two', async () => {
    const time = '09:00:00';
    const halfA = await bookOne(admin, ids, { date, time, court: 'Half A', activity: ids.football });
    const halfB = await bookOne(admin, ids, { date, time, court: 'Half B', activity: ids.football });
    const full = await join(admin, ids.football, time, ids.courts['Full Pitch'], 100);
    const a = await join(admin, ids.football, time, ids.courts['Half A'], 101);
    const b = await join(admin, ids.football, time, ids.courts['Half B'], 102);
    const anyCourt = await join(admin, ids.football, time, null, 103);
    await Promise.all([cancel(desks[0], halfA), cancel(desks[1], halfB), turn(), turn(), turn()]);
    await settle();
    const offers = await checkInvariants(ids.football, time);
    const status = new Map(offers.map((o) => [o.id, o.status]));
    // The full pitch and a half are never offered together; the halves go to their own entries
    // or the full pitch to its own — whichever freed first — and nothing overlaps.
    const fullOffered = status.get(full) === 'offered';
    if (fullOffered) expect([status.get(a), status.get(b)]).toEqual(['waiting', 'waiting']);
    else expect(status.get(a) === 'offered' || status.get(b) === 'offered' || status.get(anyCourt) === 'offered').toBe(true);
  });

  it('two desks convert one offer at once: one cart gets it', async () => {
    const time = '11:00:00';
    const bookingId = await bookOne(admin, ids, { date, time, court: 'Court 5' });
    const e = await join(admin, ids.badminton, time, ids.courts['Court 5'], 200);
    await cancel(admin, bookingId);
    await settle();
    await Promise.all(desks.slice(0, 4).map((c) => c.post('/api/carting/clear')));
    const replies = await Promise.all(desks.slice(0, 4).map((c) => c.post('/api/waitlist/convert', { entryId: e })));
    expect(replies.filter((r) => r.json().requestStatus === 1)).toHaveLength(1);
    const holds = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM occupancy WHERE court_id = ${ids.courts['Court 5']} AND NOT via_brother
            AND during && tsrange((${date}::date + ${time}::time), (${date}::date + ${time}::time) + interval '1 hour')`,
    );
    expect(holds).toEqual([{ n: 1 }]);
    await checkInvariants(ids.badminton, time);
  });
});
