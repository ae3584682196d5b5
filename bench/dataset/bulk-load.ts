import type { Connection } from '../../server/db/client';

interface Saved {
  table: string;
  name: string;
  /** Statement that recreates it, as PostgreSQL itself prints it. */
  create: string;
  drop: string;
}

/**
 * Counts rows of `table` whose foreign keys point nowhere (MATCH SIMPLE: a null column passes),
 * for every foreign key PostgreSQL knows on it. Set-based, so checking a million rows is cheap.
 */
async function danglingReferences(conn: Connection, table: string): Promise<string[]> {
  const fks = await conn.query<{ name: string; parent: string; cols: string[]; pcols: string[] }>(
    `SELECT c.conname AS name, c.confrelid::regclass::text AS parent,
            ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.i) AS cols,
            ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.i) AS pcols
     FROM pg_constraint c WHERE c.conrelid = $1::regclass AND c.contype = 'f'`,
    [table],
  );
  const problems: string[] = [];
  for (const fk of fks) {
    const notNull = fk.cols.map((c) => `t.${c} IS NOT NULL`).join(' AND ');
    const match = fk.cols.map((c, i) => `p.${fk.pcols[i]} = t.${c}`).join(' AND ');
    const [{ n }] = await conn.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${table} t WHERE ${notNull} AND NOT EXISTS (SELECT 1 FROM ${fk.parent} p WHERE ${match})`,
    );
    if (Number(n) > 0) problems.push(`${table}.${fk.name}: ${n} rows point nowhere`);
  }
  return problems;
}

/**
 * Runs a bulk load with the secondary indexes and exclusion constraints of some tables
 * dropped, then recreates them from the definitions PostgreSQL reported: building an index once
 * is far cheaper than maintaining it row by row, and re-adding the exclusion constraint checks
 * every generated row against it. Primary keys and unique constraints stay in place.
 * Foreign-key triggers are switched off for the load where we may (superuser: PGlite, the
 * private PostgreSQL) and every foreign key is then verified set-wise instead.
 */
export async function withIndexesDeferred<T>(
  conn: Connection,
  tables: string[],
  load: () => Promise<T>,
  log: (l: string) => void,
): Promise<T> {
  const saved: Saved[] = [];
  for (const table of tables) {
    const exclusions = await conn.query<{ name: string; def: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'x'`,
      [table],
    );
    for (const c of exclusions) {
      saved.push({
        table,
        name: c.name,
        create: `ALTER TABLE ${table} ADD CONSTRAINT ${c.name} ${c.def}`,
        drop: `ALTER TABLE ${table} DROP CONSTRAINT ${c.name}`,
      });
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
  const replica = await conn.exec('SET session_replication_role = replica').then(
    () => true,
    () => false,
  );
  const result = await load();
  let started = Date.now();
  if (replica) {
    await conn.exec('SET session_replication_role = DEFAULT');
    const problems: string[] = [];
    for (const t of tables) problems.push(...(await danglingReferences(conn, t)));
    if (problems.length) throw new Error(`bench dataset: ${problems.join('; ')}`);
    log(`  foreign keys verified: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    started = Date.now();
  }
  for (const s of saved) await conn.exec(s.create);
  log(`  indexes and exclusion constraints rebuilt (${saved.length}): ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
