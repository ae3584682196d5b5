import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { waitersReach } from './helpers/lock-waiters';
import { gateConnection } from './helpers/gate';

/**
 * Issue 26 item 4 (ADR 0066). A writer used to sweep its whole club's dead holds (row locks)
 * before asking for its court-time locks: waiting for a lock that another writer held, it held
 * a dead hold that this other writer, inserting under its own lock, had to wait for. PostgreSQL
 * broke the cycle by failing one (40P01). Now a writer clears dead holds only under the locks it
 * holds. PGlite runs one transaction at a time, so this runs on PostgreSQL only.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
const date = plainMonday(70);

const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  if (onPostgres) ({ t, admin, desk, ids } = await setup());
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe.runIf(onPostgres)('a writer waiting for court time holds no hold another writer may meet', () => {
  it('a checkout queued behind its court holds none of its own holds, so whoever holds the court can insert over them', async () => {
    const court = ids.courts['Court 4'];
    const added = await desk.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: court, date, time: '09:00:00' });
    expect(added.json()).toMatchObject({ requestStatus: 1 });
    const own = await rows<{ id: number }>(sql`SELECT id FROM occupancy WHERE kind = 'hold' AND court_id = ${court}`);
    expect(own.length).toBeGreaterThan(0);

    const gate = await gateConnection(t);
    try {
      // Another writer holds the court's day (a desk racing for the same slot over another process)...
      await gate.query('BEGIN');
      await gate.query('SELECT pg_advisory_xact_lock(-1, hashtext($1))', [`c:${court}@${date}`]);
      // ...so the desk's checkout waits for it.
      const queued = desk.post('/api/booking', checkout({}, { mobile: '9000055555' })).then((r) => r.json());
      await waitersReach(gate, 1);
      // That writer's insert over the slot waits on any row the queued checkout has deleted (the
      // exclusion check), and the checkout waits for its lock: a deadlock. The hold is still the
      // cart's, untouched, until the checkout holds the lock.
      await gate.query('SELECT id FROM occupancy WHERE id = ANY($1) FOR UPDATE NOWAIT', [own.map((o) => o.id)]);
      await gate.query('ROLLBACK');
      expect(await queued).toMatchObject({ requestStatus: 1 });
    } finally {
      await gate.end();
    }
  }, 60_000);

  it('a cart add queued behind one court leaves the dead hold of another court to whoever holds that court', async () => {
    const [first, second] = [ids.courts['Court 1'], ids.courts['Court 2']];
    const add = (c: Client, courtId: number, time: string) =>
      c.post('/api/carting/slot/add', { activityId: ids.badminton, courtId, date, time }).then((r) => r.json());
    // A dead hold on the second court.
    expect(await add(desk, second, '10:00:00')).toMatchObject({ requestStatus: 1 });
    await rows(sql`UPDATE cart_slots SET hold_expires_at = now() - interval '1 second'`);
    await rows(sql`UPDATE occupancy SET expires_at = now() - interval '1 second' WHERE kind = 'hold'`);
    const dead = await rows<{ id: number }>(sql`SELECT id FROM occupancy WHERE kind = 'hold' AND court_id = ${second}`);
    expect(dead.length).toBeGreaterThan(0);

    const gate = await gateConnection(t);
    try {
      // Another writer holds the first court's day (as a checkout does while it writes)...
      await gate.query('BEGIN');
      await gate.query('SELECT pg_advisory_xact_lock(-1, hashtext($1))', [`c:${first}@${date}`]);
      // ...so the admin's cart add of the first court waits for it.
      const queued = add(admin, first, '07:00:00');
      await waitersReach(gate, 1);
      // Meanwhile that writer clears the second court's dead hold under its own lock: the
      // waiting cart add must not be holding it.
      await gate.query(`SET lock_timeout = '2s'`);
      await gate.query('SELECT id FROM occupancy WHERE id = ANY($1) FOR UPDATE NOWAIT', [dead.map((d) => d.id)]);
      await gate.query('DELETE FROM occupancy WHERE id = ANY($1)', [dead.map((d) => d.id)]);
      await gate.query('COMMIT');
      expect(await queued).toMatchObject({ requestStatus: 1 });
    } finally {
      await gate.end();
    }
  }, 60_000);

  it('a writer clears the dead holds under its own locks, and logs the freed day', async () => {
    const court = ids.courts['Court 3'];
    const add = (c: Client, time: string) =>
      c.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: court, date, time }).then((r) => r.json());
    expect(await add(desk, '12:00:00')).toMatchObject({ requestStatus: 1 });
    await rows(sql`UPDATE cart_slots SET hold_expires_at = now() - interval '1 second'`);
    await rows(sql`UPDATE occupancy SET expires_at = now() - interval '1 second' WHERE kind = 'hold'`);
    const [before] = await rows<{ id: number }>(sql`SELECT COALESCE(max(id), 0)::int AS id FROM change_log`);
    expect(await add(admin, '12:00:00')).toMatchObject({ requestStatus: 1 });
    const kinds = await rows<{ kind: string }>(sql`SELECT kind FROM change_log WHERE id > ${before.id} ORDER BY id`);
    expect(kinds.map((k) => k.kind)).toContain('hold-expired');
  }, 60_000);
});
