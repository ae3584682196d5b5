import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { verifySignature } from '../../server/modules/webhooks/signature';
import { plainMonday } from './booking-fixtures';
import { startReceiver, type Receiver } from './webhook-receiver';

/**
 * Issue 28 part 2, the crash test (ADR 0073): the real server (npx tsx server/main.ts, its own
 * pg-boss job) books a court while its webhook job is off, is killed with SIGKILL before any
 * delivery, and is started again on the same database with the job on: the booking's
 * delivery arrives, signed, once. On PGlite the data directory survives the kill; with
 * DATABASE_URL a database of its own is made and dropped.
 */
const port = 9300 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let rx: Receiver;
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let server: ChildProcess | null = null;

function start(jobs: boolean) {
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'error',
      JOBS: jobs ? '1' : '0',
      WEBHOOKS_INTERVAL_SECONDS: '1',
      WEBHOOKS_ALLOW_PRIVATE: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  server = child;
  return child;
}

function kill9(child: ChildProcess) {
  const gone = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGKILL');
  return gone;
}

async function up() {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/api/public/health`)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error('server did not start');
}

async function call(url: string, token: string, body?: object) {
  const res = await fetch(`${base}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Record<string, unknown> & { requestStatus: number };
}

async function login(): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/public/captcha`)).json()) as Challenge;
  const c = { parameters: challenge.parameters, signature: challenge.signature } as Challenge;
  const solution = await solveChallenge({ challenge: c, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge: c, solution })).toString('base64');
  const res = await fetch(`${base}/api/public/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123', captcha }),
  });
  return ((await res.json()) as { userAuth: { authToken: string } }).userAuth.authToken;
}

beforeAll(async () => {
  rx = await startReceiver();
  dataDir = await mkdtemp(path.join(tmpdir(), 'cd-webhooks-crash-'));
  if (process.env.DATABASE_URL) {
    const name = `cd_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
});

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) await kill9(server);
  await rx?.close();
  await dropDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a delivery survives kill -9 between the write and the delivery', () => {
  it('books, is killed before any delivery, restarts, and the signed delivery arrives once', { timeout: 240_000 }, async () => {
    const first = start(false);
    await up();
    let token = await login();
    const hook = await call('/api/webhooks', token, { url: rx.url, events: ['booking.created'] });
    expect(hook).toMatchObject({ requestStatus: 1 });
    const activities = (await call('/api/activities', token)).activities as { activityId: number; activityName: string }[];
    const badminton = activities.find((a) => a.activityName === 'Badminton')!.activityId;
    const courts = (await call(`/api/court/details?activityId=${badminton}`, token)).courtList as { courtId: number; courtName: string }[];
    const date = plainMonday(40);
    await call('/api/carting/clear', token, {});
    expect(
      await call('/api/carting/slot/add', token, { activityId: badminton, courtId: courts[0].courtId, date, time: '06:00:00' }),
    ).toMatchObject({
      requestStatus: 1,
    });
    const booked = await call('/api/booking', token, {
      paymentMode: 0,
      totalPaidAmount: 0,
      bookingRemarks: '',
      customerDetails: { name: 'Crash Test', countryCode: '+91', mobile: '9000011111', email: '' },
      transactionData: { type: 1, mode: 0 },
      sendSMS: false,
      sendPaymentLink: false,
    });
    expect(booked).toMatchObject({ requestStatus: 1 });
    const bookingId = booked.bookingId as number;

    await kill9(first);
    expect(rx.received).toEqual([]);

    start(true);
    await up();
    for (let i = 0; i < 120 && !rx.received.some((r) => r.json.data.bookingId === bookingId); i++) await sleep(250);
    const got = rx.received.filter((r) => r.json.data.bookingId === bookingId);
    expect(got.map((r) => r.json.type)).toEqual(['booking.created']);
    expect(verifySignature(hook.secret as string, got[0].signature, got[0].body, Math.floor(Date.now() / 1000))).toBe(true);
    // Delivered, logged, and not sent again by later turns of the job.
    token = await login();
    await sleep(2500);
    expect(rx.received.filter((r) => r.json.data.bookingId === bookingId)).toHaveLength(1);
    const webhookId = (hook.webhook as { webhookId: number }).webhookId;
    const log = await call(`/api/webhooks/deliveries?webhookId=${webhookId}`, token);
    expect(log.deliveries).toEqual([
      expect.objectContaining({ eventType: 'booking.created', status: 'delivered', attempts: 1, responseCode: 200 }),
    ]);
  });
});
