import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { hashToken } from '../../server/lib/tokens';
import { loadClub } from '../../server/core/club-context';
import { renewHolds } from '../../server/modules/cart/renew-holds';
import type { CartOwner } from '../../server/core/hold-owner';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { waitersReach } from './helpers/lock-waiters';
import { gateConnection } from './helpers/gate';

/**
 * Every writer of court time takes its locks in one global order (ADR 0059). A writer that took
 * them slot by slot in its own order (a cart's "Hold again" did, in the cart's order) and one in
 * the global order could each hold a court-day's lock the other waits for: a deadlock, which
 * PostgreSQL breaks by failing one of them. PGlite runs one transaction at a time, so this runs
 * on PostgreSQL only.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
const date = plainMonday(63);

const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;

async function ownerOf(c: Client): Promise<CartOwner> {
  const [s] = await rows<{ sessionId: number; userId: number }>(
    sql`SELECT id AS "sessionId", user_id AS "userId" FROM sessions WHERE token_hash = ${hashToken(c.token)}`,
  );
  return s;
}

beforeAll(async () => {
  if (onPostgres) ({ t, admin, desk, ids } = await setup());
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe.runIf(onPostgres)('court-time locks are taken in one order by every writer', () => {
  it('two carts holding the same two court-days again, in opposite cart orders, both succeed', async () => {
    // X is the court whose day key comes later in the global order (it sorts by the key's hash).
    const [c1, c2] = [ids.courts['Court 1'], ids.courts['Court 2']];
    const [h] = await rows<{ first: boolean }>(sql`SELECT hashtext(${`c:${c1}@${date}`}) > hashtext(${`c:${c2}@${date}`}) AS first`);
    const [x, y] = h.first ? [c1, c2] : [c2, c1];
    const add = (c: Client, courtId: number, time: string) =>
      c.post('/api/carting/slot/add', { activityId: ids.badminton, courtId, date, time }).then((r) => r.json());
    // The admin's cart holds X then Y (its order: by time), against the global order; the desk's Y then X.
    for (const r of [
      await add(admin, x, '07:00:00'),
      await add(admin, y, '08:00:00'),
      await add(desk, y, '10:00:00'),
      await add(desk, x, '11:00:00'),
    ]) {
      expect(r).toMatchObject({ requestStatus: 1 });
    }
    // Both carts' holds ran out; the desk's occupancy rows as if they ran out just after the
    // admin's renewal swept (else that sweep would take their row locks and queue the desk behind it).
    const adminSession = (await ownerOf(admin)).sessionId;
    await rows(sql`UPDATE cart_slots SET hold_expires_at = now() - interval '1 second'`);
    await rows(sql`UPDATE occupancy SET expires_at = now() - interval '1 second' WHERE kind = 'hold'
      AND cart_slot_id IN (SELECT cs.id FROM cart_slots cs JOIN carts c ON c.id = cs.cart_id WHERE c.session_id = ${adminSession})`);
    const [adminY] = await rows<{ id: number }>(sql`SELECT cs.id FROM cart_slots cs JOIN carts c ON c.id = cs.cart_id
      WHERE c.session_id = ${adminSession} AND cs.court_id = ${y}`);
    const [clubId] = await rows<{ id: number }>(sql`SELECT club_id AS id FROM cart_slots WHERE id = ${adminY.id}`);
    const renew = async (c: Client) => {
      const owner = await ownerOf(c);
      return t.db.db.transaction(async (tx) => renewHolds(tx, await loadClub(tx, clubId.id), owner));
    };

    // The gate holds the admin's second cart line, so the admin's renewal stops there, past
    // whatever locks it takes before it; the desk's renewal then runs into those.
    const gate = await gateConnection(t);
    try {
      await gate.query('BEGIN');
      await gate.query('SELECT id FROM cart_slots WHERE id = $1 FOR UPDATE', [adminY.id]);
      const first = renew(admin);
      await waitersReach(gate, 1);
      const second = renew(desk);
      await waitersReach(gate, 2);
      await gate.query('COMMIT');
      const outcomes = await Promise.allSettled([first, second]);
      // A deadlock victim fails with 40P01 ("deadlock detected").
      const failures = outcomes.flatMap((o) =>
        o.status === 'rejected' ? [String((o.reason as { cause?: Error }).cause ?? o.reason)] : [],
      );
      expect(failures).toEqual([]);
      const renewed = outcomes.map((o) => (o.status === 'fulfilled' ? o.value.renewed.length : -1));
      expect(renewed).toEqual([2, 2]);
    } finally {
      await gate.end();
    }
    const [live] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM occupancy WHERE kind = 'hold' AND expires_at > now()`);
    expect(live.n).toBe(4);
  }, 60_000);
});
