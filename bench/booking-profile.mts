/**
 * The statements and round trips one checkout (POST /api/booking) makes, each timed, in process
 * (issue 14 item 4, ADR 0039): `npx tsx bench/booking-profile.mts <PGlite data dir | postgres://…> [bookings]`.
 * Use a copy of the bench dataset (under bench/.data/), never the cached one itself: it books.
 * Prints the first booking's statements and, over all bookings, the median and p99 of the
 * checkout's time and of its statement count (one desk, so no waiting on other desks).
 */
import pg from 'pg';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { buildApp } from '../server/app';
import { createDb } from '../server/db/client';
import type { AvailabilityReply } from '../contract/availability';
import { expandAvailability } from '../contract/availability-wire';
import { addDays } from './dataset/foundation';
import { todayInBenchZone } from './dataset/build';
import { BENCH_ACTIVITY, BENCH_CLUB_KEY, BENCH_PASSWORD, deskUsername } from './dataset/spec';
import { benchMobile, cashBookingBody } from './lib/booking-run';

const target = process.argv[2];
const count = Number(process.argv[3] ?? 20);
if (!target) throw new Error('usage: booking-profile.mts <PGlite data dir | postgres://…> [bookings]');

interface Traced {
  text: string;
  ms: number;
}
let trace: Traced[] | null = null;
const note = (text: string, started: number) => trace?.push({ text: text.replace(/\s+/g, ' ').trim(), ms: performance.now() - started });

const handle = await createDb(target.startsWith('postgres') ? { databaseUrl: target, poolSize: 10 } : { dataDir: target });
if (handle.kind === 'pg') {
  // Every statement node-postgres sends (BEGIN and COMMIT too), timed to its reply.
  const query = pg.Client.prototype.query as (...args: unknown[]) => Promise<unknown>;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const started = performance.now();
    const first = args[0] as string | { text: string };
    const text = typeof first === 'string' ? first : first.text;
    const out = query.apply(this, args);
    return out.then((r) => (note(text, started), r));
  } as typeof pg.Client.prototype.query;
} else {
  // PGlite: its query and exec, and the same inside a transaction (BEGIN and COMMIT as one step each side).
  type Client = {
    query: (...a: unknown[]) => Promise<unknown>;
    exec: (...a: unknown[]) => Promise<unknown>;
    transaction: (fn: (tx: Client) => Promise<unknown>) => Promise<unknown>;
  };
  const client = (handle.db as unknown as { $client: Client }).$client;
  const wrap = (c: Client) => {
    for (const name of ['query', 'exec'] as const) {
      const original = c[name].bind(c);
      c[name] = async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await original(...args);
        } finally {
          note(String(args[0]), started);
        }
      };
    }
  };
  wrap(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) => {
    const started = performance.now();
    let inner = 0;
    return transaction(async (tx) => {
      note('BEGIN (and waiting for the connection)', started);
      wrap(tx);
      try {
        return await fn(tx);
      } finally {
        inner = performance.now();
      }
    }).finally(() => note('COMMIT / ROLLBACK', inner));
  };
}

const app = await buildApp({ db: handle, settings: { captcha: { cost: 10, counterMin: 1, counterMax: 40 } } });
await app.ready();
const inject = async (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) => {
  const res = await app.inject({ method, url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return res.json() as Record<string, unknown>;
};
const challenge = (await inject('GET', '/api/public/captcha')) as unknown as Challenge;
const solution = await solveChallenge({
  challenge: { parameters: challenge.parameters, signature: challenge.signature } as Challenge,
  deriveKey,
});
const captcha = Buffer.from(
  JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
).toString('base64');
const login = await inject('POST', '/api/public/login', undefined, {
  username: deskUsername(BENCH_CLUB_KEY, 1),
  password: BENCH_PASSWORD,
  captcha,
});
const token = (login.userAuth as { authToken: string }).authToken;
const activities = (await inject('GET', '/api/activities', token)).activities as { activityId: number; activityName: string }[];
const activity = activities.find((a) => a.activityName === BENCH_ACTIVITY)!;

// Free slots far ahead (days 70+, past the bench's own booking days), one per booking.
const free: { activityId: number; courtId: number; date: string; time: string }[] = [];
for (let d = 70; free.length < count && d < 200; d++) {
  const date = addDays(todayInBenchZone(), d);
  const day = expandAvailability(
    (await inject('POST', '/api/availability', token, { activityId: activity.activityId, date })) as unknown as AvailabilityReply,
  );
  for (const court of day?.courts ?? [])
    for (const s of court.slots)
      if (s.status === 'Book' && free.length < count)
        free.push({ activityId: activity.activityId, courtId: s.courtId, date, time: s.slotTime });
}

const totals: number[] = [];
const statements: number[] = [];
const cartStatements: number[] = [];
const cartDbMs: number[] = [];
const traces: Traced[][] = [];
const seed = Date.now() % 1_000_000;
for (const [n, slot] of free.entries()) {
  trace = [];
  const added = await inject('POST', '/api/carting/slot/add', token, slot);
  cartStatements.push(trace.length);
  cartDbMs.push(trace.reduce((n, t) => n + t.ms, 0));
  if (added.requestStatus !== 1) throw new Error(`cart add: ${String(added.message)}`);
  const net = (added.change as { totals?: { slotsNetPrice?: number } } | undefined)?.totals?.slotsNetPrice ?? 0;
  trace = [];
  const started = performance.now();
  const booked = await inject('POST', '/api/booking', token, cashBookingBody(`Profile Customer ${n}`, benchMobile(seed, n), net));
  totals.push(performance.now() - started);
  if (booked.requestStatus !== 1) throw new Error(`booking: ${String(booked.message)}`);
  statements.push(trace.length);
  traces.push(trace);
  trace = null;
}
const pct = (list: number[], p: number) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)];
// Per statement: the first booking's time (cold: plans, caches) and the median over the others.
const first = traces[0] ?? [];
const warm = traces.slice(1).filter((t) => t.length === first.length);
console.log(`${handle.kind}: the statements of a booking (${first.length}), ms: first booking / median of ${warm.length} later ones`);
first.forEach((s, i) => {
  const median =
    warm.length > 0
      ? pct(
          warm.map((t) => t[i].ms),
          50,
        ).toFixed(2)
      : '-';
  console.log(`  ${s.ms.toFixed(2).padStart(7)} ${median.padStart(7)}  ${s.text.slice(0, 140)}`);
});
const dbMs = traces.map((t) => t.reduce((n, x) => n + x.ms, 0));
console.log(
  `database time (sum of its statements), p50: checkout ${pct(dbMs, 50).toFixed(1)} ms, cart add ${pct(cartDbMs, 50).toFixed(1)} ms; cart add statements p50 ${pct(cartStatements, 50)}`,
);
console.log(
  `${free.length} bookings, one desk: checkout p50 ${pct(totals, 50).toFixed(1)} ms, p99 ${pct(totals, 99).toFixed(1)} ms; statements p50 ${pct(statements, 50)}`,
);
await app.close();
await handle.close();
