import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { createDb } from './db/client';
import { migrate } from './db/migrate';
import { loadDemoIfEmpty } from './demo/load';
import { DEMO_ACCOUNTS, DEMO_CLUB_NAME } from './demo/accounts';
import { OutboxDispatcher } from './modules/outbox/dispatcher';
import { transportsFromEnv } from './modules/outbox/transports';
import { startJobs, type Jobs } from './jobs/boss';
import { serveBackups } from './db/backup-socket';
import { compileWasmOptimizedOnly } from './db/wasm-compiler';
import { warmDays } from './modules/availability/warm-days';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = process.env.DATA_DIR ?? './data';
const databaseUrl = process.env.DATABASE_URL || undefined;
const staticDir = path.resolve(process.env.STATIC_DIR ?? 'dist');
// Read before anything starts: a half-configured SMTP stops the process here.
const transports = transportsFromEnv(process.env);

if (!databaseUrl) compileWasmOptimizedOnly();
const handle = await createDb({ databaseUrl, dataDir });
const applied = await migrate(handle);
const seeded = await loadDemoIfEmpty(handle);
// The logins are worth printing only where the demo club lives (not on a production database).
const hasDemo = seeded || (await handle.query('SELECT 1 FROM clubs WHERE name = $1 LIMIT 1', [DEMO_CLUB_NAME])).length > 0;

const app = await buildApp({
  db: handle,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  staticDir: existsSync(path.join(staticDir, 'index.html')) ? staticDir : undefined,
  trustProxy: process.env.TRUST_PROXY === '1',
  settings: process.env.ALTCHA_HMAC_KEY ? { captcha: { hmacKey: process.env.ALTCHA_HMAC_KEY } } : undefined,
});

// One per process; several processes on one PostgreSQL share the outbox safely (SKIP LOCKED).
const outbox = new OutboxDispatcher({ db: handle.db, log: app.log.child({ module: 'outbox' }), transports });

let closing = false;
let jobs: Jobs | null = null;
let stopBackups: (() => Promise<void>) | null = null;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await outbox.stop();
  await jobs?.stop();
  await stopBackups?.();
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
// `npm run backup` asks this process, the only one that may open the embedded database, for a
// consistent copy over a local socket (ADR 0070); PostgreSQL is backed up with pg_dump.
if (!databaseUrl) stopBackups = await serveBackups(handle, dataDir, app.log.child({ module: 'backup' }));
outbox.start(Number(process.env.OUTBOX_INTERVAL_MS ?? 5_000));
// The first desk after a restart should not pay for every path's first run (ADR 0091).
if (process.env.WARM_DAYS !== '0') {
  warmDays(app).then(
    (w) => app.log.info({ days: w.days, ms: Math.round(w.ms) }, 'calendar warmed'),
    (err: unknown) => app.log.warn({ err }, 'calendar warming failed (desks read as usual)'),
  );
}
// Scheduled work (renewal reminders, …) through pg-boss on the same database; JOBS=0 turns it off.
jobs =
  process.env.JOBS === '0'
    ? null
    : await startJobs(handle, app.log.child({ module: 'jobs' }), {
        webhookSeconds: Number(process.env.WEBHOOKS_INTERVAL_SECONDS ?? 2),
        waitlistSeconds: Number(process.env.WAITLIST_INTERVAL_SECONDS ?? 2),
      });

const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.resolve(dataDir)}`;
const lines = [
  '',
  `Courtdesk is running at http://${host}:${port}/`,
  `  database: ${where}${applied.length ? `, migrations applied: ${applied.join(', ')}` : ''}${seeded ? ', demo data loaded' : ''}`,
  `  API docs: http://${host}:${port}/api/docs`,
  transports.email
    ? '  notifications: email through SMTP_URL; SMS and payment links have no provider and stay pending in the outbox'
    : '  notifications: no SMTP_URL, so email, SMS and payment links stay pending in the outbox',
  app.hasRoute({ method: 'GET', url: '/index.html' }) ? '' : '  (no console build in dist/: run `npm run build` to serve it)',
  ...(hasDemo ? ['  Demo logins:', ...DEMO_ACCOUNTS.map((a) => `    \`${a.username}\` / \`${a.password}\`  — ${a.description}`)] : []),
  '',
];
console.log(lines.filter((l, i) => l !== '' || i === 0 || i === lines.length - 1).join('\n'));
