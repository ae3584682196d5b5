import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { TEST_SETTINGS, type TestApp } from './helpers/test-app';
import { bookOne } from './booking-after-fixtures';

let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
/** A second API process on the same database: changes must reach its streams too. */
let other: FastifyInstance;
const date = plainMonday(56);

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  other = await buildApp({ db: t.db, settings: TEST_SETTINGS });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  await other.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

interface Stream {
  events: { event: string; data: string }[];
  raw: string;
  status: number;
  close(): void;
  waitFor(pred: (e: { event: string; data: string }) => boolean, ms?: number): Promise<{ event: string; data: string }>;
}

/** Opens the stream as the console does (the session in its authToken cookie), or with `?token=`. */
function open(app: FastifyInstance, token: string, via: 'cookie' | 'query' = 'cookie'): Promise<Stream> {
  const { port } = app.server.address() as AddressInfo;
  const path = via === 'query' ? `/api/live?token=${encodeURIComponent(token)}` : '/api/live';
  const headers = via === 'cookie' ? { cookie: `authToken=${encodeURIComponent(token)}` } : {};
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const s: Stream = {
        events: [],
        raw: '',
        status: res.statusCode ?? 0,
        close: () => req.destroy(),
        waitFor: (pred, ms = 2000) =>
          new Promise((ok, fail) => {
            const started = Date.now();
            const check = () => {
              const hit = s.events.find(pred);
              if (hit) return ok(hit);
              if (Date.now() - started > ms) return fail(new Error(`no matching event in ${ms} ms: ${s.raw}`));
              setTimeout(check, 50);
            };
            check();
          }),
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        s.raw += chunk;
        const blocks = s.raw.split('\n\n');
        s.events = blocks
          .filter((b) => b.includes('data: '))
          .map((b) => ({ event: /event: (.*)/.exec(b)?.[1] ?? 'message', data: /data: (.*)/.exec(b)![1] }));
      });
      resolve(s);
    });
    req.on('error', reject);
  });
}

describe('GET /api/live', () => {
  it('refuses a wrong token with 401, in the cookie or the query', async () => {
    for (const via of ['cookie', 'query'] as const) {
      const s = await open(t.app, 'nope', via);
      expect(s.status).toBe(401);
      s.close();
    }
  });

  it('streams holds, releases and bookings of the club to every process within 2 s', async () => {
    const here = await open(t.app, desk.token);
    const there = await open(other, desk.token);
    expect(here.status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    const add = await admin.post('/api/carting/slot/add', {
      activityId: ids.badminton,
      courtId: ids.courts['Court 1'],
      date,
      time: '07:00:00',
    });
    expect(add.json().requestStatus).toBe(1);
    const match = (e: { event: string; data: string }) => e.event === 'change' && JSON.parse(e.data).date === date;
    for (const s of [here, there])
      expect(JSON.parse((await s.waitFor(match)).data)).toEqual({ activityId: ids.badminton, date, kind: 'hold' });

    await admin.post('/api/carting/clear');
    await here.waitFor((e) => match(e) && JSON.parse(e.data).kind === 'release');
    here.close();
    there.close();
  });

  it("streams a booking's money writes to another process's desks (issue 25: they logged nothing)", async () => {
    // A day of its own: the feed sends one event per day and poll, so this day's earlier rows
    // (the hold and the booking) are streamed first, and each write after that on its own.
    const day = plainMonday(56, 1);
    const id = await bookOne(admin, ids, { court: 'Court 3', date: day, time: '10:00:00' });
    const there = await open(other, desk.token);
    const onDay = (kind?: string) => (e: { event: string; data: string }) =>
      e.event === 'change' && JSON.parse(e.data).date === day && (kind === undefined || JSON.parse(e.data).kind === kind);
    await there.waitFor(onDay());
    const writes: [string, string, object][] = [
      ['payment', '/api/booking/payment/update', { bookingId: id, amount: 50, transactionData: { mode: 1, type: 3 } }],
      ['amount', '/api/booking/amount/update', { bookingId: id, amount: 450 }],
      ['addons', '/api/booking/extra/update', { bookingId: id, extras: [{ name: 'Towel', price: 20, quantity: 1 }] }],
    ];
    for (const [kind, url, body] of writes) {
      expect((await admin.post(url, body)).json().requestStatus).toBe(1);
      expect(JSON.parse((await there.waitFor(onDay(kind))).data)).toEqual({ activityId: ids.badminton, date: day, kind });
    }
    there.close();
  });

  it('streams a change that committed under an id lower than one already streamed', async () => {
    const there = await open(other, desk.token);
    await new Promise((r) => setTimeout(r, 100));
    const [{ top }] = (
      (await t.db.db.execute(sql`SELECT COALESCE(max(id), 0)::int AS top FROM change_log`)) as unknown as { rows: { top: number }[] }
    ).rows;
    const log = (id: number, kind: string) =>
      t.db.db.execute(sql`INSERT INTO change_log (id, club_id, activity_id, slot_date, kind)
        SELECT ${id}, club_id, activity_id, ${date}, ${kind} FROM courts WHERE id = ${ids.courts['Court 4']}`);
    await t.db.db.execute(sql`SELECT setval(pg_get_serial_sequence('change_log', 'id'), ${top + 200})`);
    await log(top + 100, 'first');
    await there.waitFor((e) => e.event === 'change' && JSON.parse(e.data).kind === 'first');
    await log(top + 50, 'late');
    expect(JSON.parse((await there.waitFor((e) => e.event === 'change' && JSON.parse(e.data).kind === 'late')).data)).toMatchObject({
      date,
      kind: 'late',
    });
    there.close();
  });

  it('reports a hold that expires by itself', async () => {
    const s = await open(t.app, desk.token);
    await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 2'], date, time: '08:00:00' });
    await t.db.db.execute(sql`UPDATE occupancy SET expires_at = now() - interval '1 second' WHERE kind = 'hold'`);
    const e = await s.waitFor((x) => x.event === 'change' && JSON.parse(x.data).kind === 'hold-expired', 6000);
    expect(JSON.parse(e.data)).toEqual({ activityId: ids.badminton, date, kind: 'hold-expired' });
    s.close();
  });
});
