import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, pgliteSharedBuffers, type DbHandle } from './client';
import { rows } from './rows';

describe("PGlite's shared buffers (ADR 0045)", () => {
  const saved = process.env.PGLITE_SHARED_BUFFERS;
  let db: DbHandle | null = null;
  afterEach(async () => {
    if (saved === undefined) delete process.env.PGLITE_SHARED_BUFFERS;
    else process.env.PGLITE_SHARED_BUFFERS = saved;
    await db?.close();
    db = null;
  });

  it('are 32MB unless PGLITE_SHARED_BUFFERS names another size, which must be a PostgreSQL size', () => {
    expect(pgliteSharedBuffers(undefined)).toBe('32MB');
    expect(pgliteSharedBuffers('')).toBe('32MB');
    expect(pgliteSharedBuffers(' 128MB ')).toBe('128MB');
    expect(pgliteSharedBuffers('8192kB')).toBe('8192kB');
    for (const bad of ['32', '32mb', '0MB', '-1MB', '32MB; DROP TABLE users', '1.5GB']) {
      expect(() => pgliteSharedBuffers(bad)).toThrow(/PGLITE_SHARED_BUFFERS must be a size such as 32MB/);
    }
  });

  it('are what the embedded database runs with', async () => {
    process.env.PGLITE_SHARED_BUFFERS = '24MB';
    db = await createDb({ inMemory: true });
    const [row] = await rows<{ shared_buffers: string }>(db.db, sql`SHOW shared_buffers`);
    expect(row.shared_buffers).toBe('24MB');
  }, 60_000);
});
