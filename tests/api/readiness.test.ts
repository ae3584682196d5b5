import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/db/migrate';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

describe('GET /api/public/ready (issue 26 item 7: a proxy sends traffic only to a ready process)', () => {
  it('is ready once every migration file is applied, and says how many', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql'));
    const res = await t.app.inject({ method: 'GET', url: '/api/public/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ requestStatus: 1, migrations: files.length });
  });

  it('is not ready while a migration is missing, naming it; liveness stays up', async () => {
    const last = (await readdir(MIGRATIONS_DIR))
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .at(-1)!;
    await t.db.query('DELETE FROM schema_migrations WHERE name = $1', [last]);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/public/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ requestStatus: 0, message: `Database migrations pending: ${last}` });
      expect((await t.app.inject({ method: 'GET', url: '/api/public/health' })).statusCode).toBe(200);
    } finally {
      await t.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last]);
    }
  });
});
