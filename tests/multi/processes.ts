/**
 * Several API processes on one PostgreSQL (issue 26 item 7), run by .ci/run: starts three real
 * server processes on one fresh database and checks what a venue chain behind a proxy relies on:
 * - every process is live and ready (migrations current);
 * - sign-in failures spread over the processes add up to one limit; a captcha used at one is
 *   refused at another;
 * - a settings change, the day cache and the live stream reach every other process within 2 s;
 * - desks racing over the three processes book each slot at most once, and every acknowledged
 *   booking exists;
 * - one Idempotency-Key sent to two processes at once makes one booking and one reply.
 *
 * Env: DATABASE_URL (the test creates and drops its own database on that server),
 * MULTI_PORT (first of three ports, default 9451).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { call, login } from '../../bench/lib/http';
import { cashBookingBody, findFreeSlots, type FreeSlot } from '../../bench/lib/booking-run';
import { todayIn, addDays } from '../../server/core/local-time';
import type { AvailabilityReply } from '../../contract/availability';
import { expandAvailability } from '../../contract/availability-wire';

const adminUrl = process.env.DATABASE_URL ?? '';
if (!adminUrl.startsWith('postgres')) throw new Error('DATABASE_URL (postgres://…) is required');
const firstPort = Number(process.env.MULTI_PORT ?? 9451);
const bases = [0, 1, 2].map((i) => `http://127.0.0.1:${firstPort + i}`);
const SPREAD_MS = 2_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`multi-process: FAILED: ${what}`);
}

async function withAdmin(text: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return (await c.query(text)).rows;
  } finally {
    await c.end();
  }
}

function startProcess(port: number, databaseUrl: string): ChildProcess {
  const child = spawn(process.execPath, ['dist-server/main.mjs'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  // The server logs (pino, JSON lines) to stdout beside its banner: a failure's log line is what
  // explains a 500, so those reach the test's output and the banner does not.
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('{')) process.stderr.write(`[process :${port}] ${line}\n`);
  });
  return child;
}

async function until(what: string, deadlineMs: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started <= deadlineMs) {
    if (await probe()) return Date.now() - started;
    await sleep(25);
  }
  throw new Error(`multi-process: FAILED: ${what} not seen within ${deadlineMs} ms`);
}

async function solvedCaptcha(base: string): Promise<string> {
  const { parameters, signature } = (await call(base, 'GET', '/api/public/captcha')).body as unknown as Challenge;
  const challenge = { parameters, signature } as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function slotStatus(base: string, token: string, slot: FreeSlot): Promise<string | undefined> {
  const reply = await call(base, 'POST', '/api/availability', { token, body: { activityId: slot.activityId, date: slot.date } });
  const courts = expandAvailability(reply.body as AvailabilityReply)?.courts ?? [];
  return courts.flatMap((c) => c.slots).find((s) => s.courtId === slot.courtId && s.slotTime === slot.time)?.status;
}

async function bookOne(base: string, token: string, slot: FreeSlot, name: string, mobile: string, headers: Record<string, string> = {}) {
  const added = await call(base, 'POST', '/api/carting/slot/add', { token, body: slot });
  if (added.body.requestStatus !== 1) return { added: false as const, booked: false as const };
  const net = (added.body.change as { totals?: { slotsNetPrice?: number } } | undefined)?.totals?.slotsNetPrice ?? 0;
  const res = await fetch(`${base}/api/booking`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(cashBookingBody(name, mobile, net)),
  });
  const body = (await res.json()) as { requestStatus: number; bookingId?: number; message?: string };
  if (body.requestStatus !== 1) await call(base, 'POST', '/api/carting/clear', { token });
  return { added: true as const, booked: body.requestStatus === 1, body };
}

async function main() {
  const dbName = `cd_multi_${randomBytes(4).toString('hex')}`;
  await withAdmin(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const processes: ChildProcess[] = [];
  try {
    // One starts first (it migrates and seeds the demo); the others start on the migrated database,
    // as a rolling start behind a proxy would.
    processes.push(startProcess(firstPort, url.toString()));
    await until(
      'the first process ready',
      120_000,
      async () => (await call(bases[0], 'GET', '/api/public/ready').catch(() => null))?.status === 200,
    );
    processes.push(startProcess(firstPort + 1, url.toString()), startProcess(firstPort + 2, url.toString()));
    for (const base of bases) {
      await until(`${base} ready`, 120_000, async () => (await call(base, 'GET', '/api/public/ready').catch(() => null))?.status === 200);
      check((await call(base, 'GET', '/api/public/health')).status === 200, `${base} not live`);
    }

    // Sign-in limits are one count over all processes (ADR 0012's pair limit: 10 failures).
    for (let i = 0; i < 10; i++) {
      const base = bases[i % 3];
      const r = await call(base, 'POST', '/api/public/login', {
        body: { username: 'desk', password: 'wrong-password', captcha: await solvedCaptcha(base) },
      });
      check(r.status === 200 && r.body.requestStatus === 0, `failure ${i + 1} answered ${r.status} ${r.body.message}`);
    }
    const locked = await call(bases[1], 'POST', '/api/public/login', {
      body: { username: 'desk', password: 'desk123', captcha: await solvedCaptcha(bases[1]) },
    });
    check(locked.status === 429, `the 11th attempt, on another process, answered ${locked.status}: the limit is not shared`);

    // A captcha solved once is spent everywhere.
    const captcha = await solvedCaptcha(bases[0]);
    const first = await call(bases[0], 'POST', '/api/public/login', { body: { username: 'admin', password: 'admin123', captcha } });
    check(first.body.requestStatus === 1, `admin sign-in failed: ${first.body.message}`);
    const replay = await call(bases[2], 'POST', '/api/public/login', { body: { username: 'admin', password: 'admin123', captcha } });
    check(replay.body.requestStatus !== 1, 'a captcha used at one process signed in again at another');

    const admin = await Promise.all(bases.map((b) => login(b, 'admin', 'admin123').then((l) => l.token)));
    const manager = await Promise.all(bases.map((b) => login(b, 'manager', 'manager123').then((l) => l.token)));
    const activities = (await call(bases[0], 'GET', '/api/activities', { token: admin[0] })).body.activities as { activityId: number }[];
    const activityId = activities[0].activityId;
    const today = todayIn('Asia/Kolkata');
    const slots = await findFreeSlots(
      bases[0],
      admin[0],
      [activityId],
      [10, 11, 12, 13].map((d) => addDays(today, d)),
      40,
    );
    check(slots.length >= 30, `only ${slots.length} free slots found`);

    // A settings change at one process is the rule at the others: one slot per cart.
    const settings = async (base: string, token: string) =>
      (await call(base, 'GET', '/api/club/settings', { token })).body.settings as { cartMaxSlots: number };
    const before = (await settings(bases[1], admin[1])).cartMaxSlots;
    const set = await call(bases[0], 'POST', '/api/club/settings/update', { token: admin[0], body: { settings: { cartMaxSlots: 1 } } });
    check(set.body.requestStatus === 1, `settings update failed: ${set.body.message}`);
    const settingsMs = await until(
      'the settings change at another process',
      SPREAD_MS,
      async () => (await settings(bases[2], admin[2])).cartMaxSlots === 1,
    );
    check(
      (await call(bases[1], 'POST', '/api/carting/slot/add', { token: admin[1], body: slots[0] })).body.requestStatus === 1,
      'first slot refused',
    );
    const second = await call(bases[1], 'POST', '/api/carting/slot/add', { token: admin[1], body: slots[1] });
    check(second.body.requestStatus !== 1, 'a second slot was held although another process set one slot per cart');
    await call(bases[1], 'POST', '/api/carting/clear', { token: admin[1] });
    await call(bases[0], 'POST', '/api/club/settings/update', { token: admin[0], body: { settings: { cartMaxSlots: before } } });

    // The day cache and the live stream of process C see a booking made at process A.
    const watched = slots[2];
    check((await slotStatus(bases[2], admin[2], watched)) === 'Book', 'the watched slot is not free');
    await slotStatus(bases[2], admin[2], watched); // now cached at C
    const stream = await fetch(`${bases[2]}/api/live?token=${admin[2]}`);
    const reader = stream.body!.getReader();
    let streamed = '';
    let eventAt: number | null = null;
    const sawEvent = (async () => {
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        streamed += decoder.decode(value);
        if (eventAt === null && streamed.includes(`"date":"${watched.date}"`)) eventAt = Date.now();
      }
    })();
    await sleep(300);
    check(eventAt === null, 'the live stream told of the watched day before it was booked');
    const made = await bookOne(bases[0], admin[0], watched, 'Spread Customer', '7000000101');
    const bookedAt = Date.now();
    check(made.booked, `booking at A failed: ${JSON.stringify(made)}`);
    const cacheMs = await until(
      "the booking in C's day cache",
      SPREAD_MS,
      async () => (await slotStatus(bases[2], admin[2], watched)) !== 'Book',
    );
    await until("the booking on C's live stream", SPREAD_MS, async () => eventAt !== null);
    const liveMs = Math.max(0, eventAt! - bookedAt);
    await reader.cancel();
    await sawEvent.catch(() => {});

    // Six desks (two sessions per process) race for the same ten slots.
    const desks = [...admin, ...manager].map((token, i) => ({ token, base: bases[i % 3] }));
    const raced = slots.slice(3, 13);
    const acknowledged = new Map<string, number[]>();
    let n = 0;
    for (const slot of raced) {
      const results = await Promise.all(
        desks.map((d) => bookOne(d.base, d.token, slot, `Race ${n}`, `70000${String(1000 + n++).padStart(5, '0')}`)),
      );
      for (const r of results) {
        if (r.booked)
          acknowledged.set(`${slot.date} ${slot.courtId} ${slot.time}`, [
            ...(acknowledged.get(`${slot.date} ${slot.courtId} ${slot.time}`) ?? []),
            r.body!.bookingId!,
          ]);
        else if (r.added) check(false, `a desk held the slot and could not book it: ${JSON.stringify(r.body)}`);
      }
    }
    for (const [slot, ids] of acknowledged) check(ids.length === 1, `${slot} booked ${ids.length} times`);
    check(acknowledged.size === raced.length, `only ${acknowledged.size} of ${raced.length} raced slots were booked`);
    const target = new pg.Client({ connectionString: url.toString() });
    await target.connect();
    const ackIds = [...acknowledged.values()].flat();
    const stored = (await target.query('SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1::int[])', [ackIds])).rows[0].n as number;
    check(stored === ackIds.length, `${ackIds.length} bookings acknowledged, ${stored} stored`);

    // One Idempotency-Key to two processes at once: one booking, one reply.
    const idemSlot = slots[14];
    const key = `multi-${randomBytes(6).toString('hex')}`;
    const held = await call(bases[0], 'POST', '/api/carting/slot/add', { token: admin[0], body: idemSlot });
    check(held.body.requestStatus === 1, 'the idempotency slot could not be held');
    const net = (held.body.change as { totals?: { slotsNetPrice?: number } }).totals?.slotsNetPrice ?? 0;
    const send = (base: string) =>
      fetch(`${base}/api/booking`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin[0]}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(cashBookingBody('Once Customer', '7000000202', net)),
      }).then((r) => r.json() as Promise<{ requestStatus: number; bookingId?: number }>);
    const [a, b] = await Promise.all([send(bases[0]), send(bases[1])]);
    check(
      a.requestStatus === 1 && JSON.stringify(a) === JSON.stringify(b),
      `two replies differ: ${JSON.stringify(a)} / ${JSON.stringify(b)}`,
    );
    const once = (await target.query("SELECT count(*)::int AS n FROM bookings WHERE customer_name = 'Once Customer'")).rows[0].n as number;
    await target.end();
    check(once === 1, `one Idempotency-Key made ${once} bookings`);

    console.log(
      `multi-process: passed (3 processes; settings seen elsewhere in ${settingsMs} ms, day cache in ${cacheMs} ms, ` +
        `live stream in ${liveMs} ms; ` +
        `${raced.length} slots raced by ${desks.length} desks, each booked once; one Idempotency-Key over two processes, one booking)`,
    );
  } finally {
    for (const child of processes) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
    await sleep(1_000);
    await withAdmin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
