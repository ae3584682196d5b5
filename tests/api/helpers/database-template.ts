/**
 * Vitest global setup of the API suite: migrates one database, and one more with the demo club,
 * once per run; each test file then starts from a copy (ADR 0071). Building them per file cost
 * 5-35 s of a PGlite initdb, migrations and demo seed on this 2-core machine, most of the suite.
 * PGlite: two data-directory tarballs in a temporary folder. PostgreSQL: two template databases,
 * copied by CREATE DATABASE … TEMPLATE and dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, type DbHandle } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';
import { loadDemoIfEmpty } from '../../../server/demo/load';
import { todayIn } from '../../../server/core/local-time';
import { DEMO_TIME_ZONE, type DatabaseTemplates } from './template-kinds';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function buildPglite(): Promise<{ templates: DatabaseTemplates; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'courtdesk-api-template-'));
  const handle: DbHandle = await createDb({ inMemory: true });
  try {
    await migrate(handle);
    const migrated = path.join(dir, 'migrated.tar');
    await writeFile(migrated, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
    const demoDay = todayIn(DEMO_TIME_ZONE);
    await loadDemoIfEmpty(handle);
    const demo = path.join(dir, 'demo.tar');
    await writeFile(demo, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
    return { templates: { kind: 'pglite', migrated, demo, demoDay }, cleanup: () => rm(dir, { recursive: true, force: true }) };
  } finally {
    await handle.close();
  }
}

async function buildPg(url: string): Promise<{ templates: DatabaseTemplates; cleanup: () => Promise<void> }> {
  const stem = `cd_template_${randomBytes(4).toString('hex')}`;
  const names = { migrated: `${stem}_migrated`, demo: `${stem}_demo` };
  const dropAll = async () => {
    for (const name of Object.values(names)) await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    let demoDay = '';
    for (const [key, name] of Object.entries(names)) {
      await adminQuery(url, `CREATE DATABASE ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      // Closed before any copy: PostgreSQL copies a template only while no one is connected to it.
      const handle = await createDb({ databaseUrl: target.toString(), poolSize: 1 });
      try {
        await migrate(handle);
        if (key === 'demo') {
          demoDay = todayIn(DEMO_TIME_ZONE);
          await loadDemoIfEmpty(handle);
        }
      } finally {
        await handle.close();
      }
    }
    return { templates: { kind: 'pg', migrated: names.migrated, demo: names.demo, demoDay }, cleanup: dropAll };
  } catch (err) {
    await dropAll();
    throw err;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  const { templates, cleanup } = url ? await buildPg(url) : await buildPglite();
  project.provide('databaseTemplates', templates);
  return cleanup;
}
