import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { TEST_SETTINGS, type TestApp } from './helpers/test-app';

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

function open(app: FastifyInstance, token: string): Promise<Stream> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: `/api/live?token=${encodeURIComponent(token)}` }, (res) => {
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
  it('refuses a wrong token with 401', async () => {
    const s = await open(t.app, 'nope');
    expect(s.status).toBe(401);
    s.close();
  });

  it('streams holds, releases and bookings of the club to every process within 2 s', async () => {
    const here = await open(t.app, desk.token);
    const there = await open(other, desk.token);
    expect(here.status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    const add = await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 1'], date, time: '07:00:00' });
    expect(add.json().requestStatus).toBe(1);
    const match = (e: { event: string; data: string }) => e.event === 'change' && JSON.parse(e.data).date === date;
    for (const s of [here, there]) expect(JSON.parse((await s.waitFor(match)).data)).toEqual({ activityId: ids.badminton, date, kind: 'hold' });

    await admin.post('/api/carting/clear');
    await here.waitFor((e) => match(e) && JSON.parse(e.data).kind === 'release');
    here.close();
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
