import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, writeFile, rm, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers/test-app';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate';
import { loadDemoIfEmpty } from '../../server/demo/load';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('migrations', () => {
  it('records every file once and applies nothing the second time', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
    const rows = await t.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(files);
    expect(await migrate(t.db)).toEqual([]);
  });

  it('survives concurrent runs (PostgreSQL: advisory lock)', async () => {
    const results = await Promise.all([migrate(t.db), migrate(t.db), migrate(t.db)]);
    expect(results.flat()).toEqual([]);
  });

  it('rolls a failing file back entirely and names it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cd-mig-'));
    for (const f of (await readdir(MIGRATIONS_DIR)).filter((x) => x.endsWith('.sql'))) {
      await writeFile(path.join(dir, f), '-- already applied');
    }
    await writeFile(path.join(dir, '9999_broken.sql'), 'CREATE TABLE half_done (id int); SELECT no_such_function();');
    await expect(migrate(t.db, dir)).rejects.toThrow(/9999_broken\.sql/);
    const left = await t.db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`);
    expect(left).toHaveLength(0);
    expect(await t.db.query(`SELECT 1 FROM schema_migrations WHERE name = '9999_broken.sql'`)).toHaveLength(0);
    await rm(dir, { recursive: true, force: true });
  });

  it('loads the demo data only into an empty database', async () => {
    expect(await loadDemoIfEmpty(t.db)).toBe(false);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM clubs`);
    expect(n).toBe(2);
  });

  it('has btree_gist available for exclusion constraints', async () => {
    const rows = await t.db.query(`SELECT 1 FROM pg_extension WHERE extname = 'btree_gist'`);
    expect(rows).toHaveLength(1);
  });
});
