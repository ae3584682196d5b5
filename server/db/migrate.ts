import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Connection, Db, DbHandle } from './client';
import { rows } from './rows';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant works; it only has to be the same in every process of this app. */
const MIGRATION_LOCK_KEY = 7_401_230_001;

/**
 * Applies migrations/*.sql in lexical order, each once, each in its own transaction.
 * On PostgreSQL a session advisory lock makes concurrent starts wait for one another.
 * Returns the names applied by this call.
 */
export async function migrate(handle: DbHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return handle.withConnection(async (conn) => {
    if (handle.kind === 'pg') await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await conn.exec(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           name text PRIMARY KEY,
           applied_at timestamptz NOT NULL DEFAULT now()
         )`,
      );
      const done = new Set((await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        await applyOne(conn, file, await readFile(path.join(dir, file), 'utf8'));
        applied.push(file);
      }
      return applied;
    } finally {
      if (handle.kind === 'pg') await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}

async function applyOne(conn: Connection, name: string, sql: string): Promise<void> {
  await conn.exec('BEGIN');
  try {
    await conn.exec(sql);
    await conn.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    await conn.exec('COMMIT');
  } catch (err) {
    await conn.exec('ROLLBACK');
    throw new Error(`Migration ${name} failed: ${(err as Error).message}`, { cause: err });
  }
}

/** Migration files not yet recorded as applied (the readiness check: a process started before an upgrade's migrations ran). */
export async function pendingMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<{ pending: string[]; applied: number }> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql'));
  const done = new Set((await rows<{ name: string }>(db, sql`SELECT name FROM schema_migrations`)).map((r) => r.name));
  return { pending: files.filter((f) => !done.has(f)).sort(), applied: done.size };
}
