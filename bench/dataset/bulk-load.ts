import type { Connection } from '../../server/db/client';

interface Saved {
  table: string;
  name: string;
  /** Statement that recreates it, as PostgreSQL itself prints it. */
  create: string;
  drop: string;
}

/**
 * Runs a bulk load with the secondary indexes and exclusion constraints of some tables
 * dropped, then recreates them from the definitions PostgreSQL reported: building an index once
 * is far cheaper than maintaining it row by row, and re-adding the exclusion constraint checks
 * every generated row against it. Primary keys, unique and foreign keys stay in place.
 */
export async function withIndexesDeferred<T>(conn: Connection, tables: string[], load: () => Promise<T>, log: (l: string) => void): Promise<T> {
  const saved: Saved[] = [];
  for (const table of tables) {
    const exclusions = await conn.query<{ name: string; def: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'x'`,
      [table],
    );
    for (const c of exclusions) {
      saved.push({ table, name: c.name, create: `ALTER TABLE ${table} ADD CONSTRAINT ${c.name} ${c.def}`, drop: `ALTER TABLE ${table} DROP CONSTRAINT ${c.name}` });
    }
    const indexes = await conn.query<{ name: string; def: string }>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i
       WHERE i.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
      [table],
    );
    for (const ix of indexes) saved.push({ table, name: ix.name, create: ix.def, drop: `DROP INDEX ${ix.name}` });
  }
  for (const s of saved) await conn.exec(s.drop);
  const result = await load();
  const started = Date.now();
  for (const s of saved) await conn.exec(s.create);
  log(`  indexes and exclusion constraints rebuilt (${saved.length}): ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
