/**
 * Database restart survival (issue 7), run by .ci/run against PostgreSQL:
 * starts the real server on a fresh database, keeps it busy, stops PostgreSQL with
 * `pg_ctl -m immediate` mid-traffic, checks that every request during the outage is answered
 * (200 or a 503 envelope with requestStatus 0 — never a dropped connection or another 5xx) and
 * that the same process serves again by itself once PostgreSQL is back.
 *
 * Env: DATABASE_URL (server of the test; a database is created on it), PG_STOP_CMD and
 * PG_START_CMD (shell commands), RESTART_PORT (default 9207).
 */
import { spawn, execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

const adminUrl = need('DATABASE_URL');
const stopCmd = need('PG_STOP_CMD');
const startCmd = need('PG_START_CMD');
const port = Number(process.env.RESTART_PORT ?? 9207);
const base = `http://127.0.0.1:${port}`;

function need(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is required`);
  return v;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`db-restart: FAILED: ${what}`);
}

async function withAdmin(sql: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(sql);
  await c.end();
}

async function call(path: string, token?: string, body?: unknown) {
  try {
    const res = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => null)) as { requestStatus?: number } | null;
    return { status: res.status, requestStatus: json?.requestStatus };
  } catch (err) {
    return { status: 0, requestStatus: undefined, error: (err as Error).message };
  }
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
  const body = (await res.json()) as { requestStatus: number; userAuth?: { authToken: string } };
  check(body.requestStatus === 1 && !!body.userAuth, `login failed: ${JSON.stringify(body)}`);
  return body.userAuth!.authToken;
}

async function main() {
  const dbName = `cd_restart_${randomBytes(4).toString('hex')}`;
  await withAdmin(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'error',
      OUTBOX_INTERVAL_MS: '500',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited: number | null = null;
  server.on('exit', (code) => (exited = code ?? -1));
  const stopServer = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  try {
    for (let i = 0; i < 120 && (await call('/api/public/health')).status !== 200; i++) await sleep(500);
    check((await call('/api/public/health')).status === 200, 'server did not start');
    const token = await login();

    // Traffic: reads, cart writes and heartbeats from several desks at once, all the time.
    const tally = { ok: 0, unavailable: 0, other: [] as string[] };
    let running = true;
    const loop = async (i: number) => {
      while (running) {
        const r =
          i % 3 === 0
            ? await call('/api/activities', token)
            : i % 3 === 1
              ? await call('/api/carting/clear', token, {})
              : await call('/api/public/health');
        if (r.status === 200) tally.ok++;
        else if (r.status === 503 && r.requestStatus === 0) tally.unavailable++;
        else tally.other.push(`${r.status} ${r.error ?? ''}`.trim());
        await sleep(20);
      }
    };
    const loops = Array.from({ length: 6 }, (_, i) => loop(i));
    await sleep(1_500);
    check(tally.ok > 0, 'no traffic before the outage');

    execSync(stopCmd, { stdio: 'inherit' });
    const stoppedAt = Date.now();
    await sleep(3_000);
    check(exited === null, `the API process exited during the outage (code ${exited})`);
    check(tally.unavailable > 0, 'no 503 seen while the database was down');

    execSync(startCmd, { stdio: 'inherit' });
    let recovered = 0;
    for (let i = 0; i < 120; i++) {
      const r = await call('/api/activities', token);
      if (r.status === 200) {
        recovered = Date.now();
        break;
      }
      await sleep(250);
    }
    check(recovered > 0, 'the API did not serve again within 30 s of PostgreSQL coming back');
    await sleep(1_000);
    running = false;
    await Promise.all(loops);
    check(exited === null, 'the API process exited');
    check(tally.other.length === 0, `answers other than 200/503: ${[...new Set(tally.other)].join(', ')}`);
    console.log(
      `db-restart: passed (${tally.ok + tally.unavailable} requests, ${tally.unavailable} answered 503 during the outage, ` +
        `serving again ${((recovered - stoppedAt) / 1000).toFixed(1)} s after the stop, same process)`,
    );
  } finally {
    stopServer();
    await sleep(500);
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
