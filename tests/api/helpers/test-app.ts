import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { buildApp } from '../../../server/app';
import { createDb, type DbHandle } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';
import { loadDemoIfEmpty } from '../../../server/demo/load';
import type { SettingsOverrides } from '../../../server/core/settings';
import type { UserAuth } from '../../../contract/session';
import { todayIn } from '../../../server/core/local-time';
import { DEMO_TIME_ZONE, type DatabaseTemplates } from './template-kinds';

/** Cheap captcha for tests: still a real challenge, solved and verified the real way. */
export const TEST_SETTINGS: SettingsOverrides = { captcha: { cost: 10, counterMin: 1, counterMax: 40 } };

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  close(): Promise<void>;
  /** Signs in through captcha + login like the console; returns the bearer token. */
  login(username: string, password: string): Promise<string>;
  /** Same, returning the whole userAuth block. */
  loginAuth(username: string, password: string): Promise<UserAuth>;
  /** Fetches a challenge from the API and returns the widget's base64 payload for it. */
  solveCaptcha(): Promise<string>;
  authHeader(token: string): { authorization: string };
}

/**
 * A fresh database, copied from the run's template (tests/api/helpers/database-template.ts):
 * in-memory PGlite loaded from a data-directory tarball, or a new PostgreSQL database made from
 * a template database. The demo template is used only on the day it was seeded (in the demo's
 * zone): a run that crosses midnight there seeds afresh, so "today" is always today.
 */
/** Outside vitest (bench/profile scripts use these fixtures) there is no template: build afresh. */
function providedTemplates(): DatabaseTemplates | undefined {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined;
  }
}

async function freshDatabase(demo: boolean): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const templates = providedTemplates();
  const fromTemplate = templates !== undefined && (!demo || templates.demoDay === todayIn(DEMO_TIME_ZONE));
  const template = demo ? templates?.demo : templates?.migrated;
  if (!process.env.DATABASE_URL) {
    const loadDataDir = fromTemplate ? new Blob([await readFile(template!)]) : undefined;
    return { handle: await createDb({ inMemory: true, loadDataDir }), drop: async () => {} };
  }
  const url = process.env.DATABASE_URL!;
  const name = `cd_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${fromTemplate ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: target.toString(), poolSize: 5 });
  return {
    handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(opts: { settings?: SettingsOverrides; demo?: boolean } = {}): Promise<TestApp> {
  const demo = opts.demo !== false;
  const { handle, drop } = await freshDatabase(demo);
  // Both are no-ops on a template made this run; they still run so a stale copy cannot pass.
  await migrate(handle);
  if (demo) await loadDemoIfEmpty(handle);
  const app = await buildApp({
    db: handle,
    settings: { ...TEST_SETTINGS, ...opts.settings, captcha: { ...TEST_SETTINGS.captcha, ...opts.settings?.captcha } },
  });
  await app.ready();

  const solveCaptcha = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/public/captcha' });
    const { parameters, signature } = res.json() as Challenge;
    const challenge = { parameters, signature } as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('captcha could not be solved');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };

  const loginAuth = async (username: string, password: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/public/login',
      payload: { username, password, captcha: await solveCaptcha() },
    });
    const body = res.json();
    if (body.requestStatus !== 1) throw new Error(`login of ${username} failed: ${res.statusCode} ${body.message}`);
    return body.userAuth as UserAuth;
  };

  return {
    app,
    db: handle,
    solveCaptcha,
    loginAuth,
    login: async (u, p) => (await loginAuth(u, p)).authToken,
    authHeader: (token) => ({ authorization: `Bearer ${token}` }),
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}
