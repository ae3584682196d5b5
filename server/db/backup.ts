import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { PGlite, Transaction } from '@electric-sql/pglite';

const gzipAsync = promisify(gzip);

/** What a backup holds, counted at the moment it was taken: rows per table (schema.table). */
export type TableCounts = Record<string, number>;

/** Reads the database at the backup point, inside the backup's lock (nothing writes meanwhile). */
export type AtBackupPoint<T> = (q: Transaction) => Promise<T>;

export interface PgliteBackup<T> {
  /** The data directory as a gzipped tar, which PGlite's loadDataDir (npm run restore) opens. */
  file: Uint8Array;
  tables: TableCounts;
  /** What atPoint read at the backup point. */
  point: T | undefined;
}

/** What the row counts need: PGlite itself, one of its transactions, or anything answering SQL alike. */
export interface Queries {
  query<R>(sql: string): Promise<{ rows: R[] }>;
}

/** The tables of the database (the app's and pg-boss's), schema-qualified and quoted for SQL. */
export async function userTables(q: Queries): Promise<{ name: string; quoted: string }[]> {
  const found = await q.query<{ name: string; quoted: string }>(
    `SELECT n.nspname || '.' || c.relname AS name, quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS quoted
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
     ORDER BY 1`,
  );
  return found.rows;
}

export async function countRows(q: Queries): Promise<TableCounts> {
  const tables = await userTables(q);
  if (tables.length === 0) return {};
  const union = tables.map((t, i) => `SELECT ${i} AS i, count(*)::int AS n FROM ${t.quoted}`).join(' UNION ALL ');
  const counts = await q.query<{ i: number; n: number }>(union);
  return Object.fromEntries(counts.rows.map((r) => [tables[r.i].name, r.n]));
}

/**
 * A consistent copy of a PGlite database while it serves requests (ADR 0070). PGlite is one
 * connection: every statement and transaction of the app queues on its transaction lock. The
 * backup takes that lock by opening a transaction of its own, so no write is half done and none
 * starts; it checkpoints (every committed change reaches the data files, none waits in WAL
 * buffers), counts the rows, and copies the data directory as a tar. Writers wait for the copy
 * (about a second for a year of a busy club) and then carry on; compressing happens after the
 * lock is released.
 */
export async function backupPglite<T = undefined>(client: PGlite, atPoint?: AtBackupPoint<T>): Promise<PgliteBackup<T>> {
  let tar: Blob | undefined;
  let tables: TableCounts = {};
  let point: T | undefined;
  await client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    tables = await countRows(tx);
    point = atPoint ? await atPoint(tx) : undefined;
    // Takes only the statement lock, which this transaction does not hold between statements.
    tar = await client.dumpDataDir('none');
  });
  // Off the event loop: requests keep being served while it compresses.
  const file = await gzipAsync(new Uint8Array(await tar!.arrayBuffer()), { level: 6 });
  return { file, tables, point };
}

/** One line people can compare between `npm run backup` and `npm run restore`. */
export function describeCounts(tables: TableCounts): string {
  const app = Object.entries(tables).filter(([t]) => t.startsWith('public.'));
  const rows = app.reduce((n, [, c]) => n + c, 0);
  const main = ['bookings', 'transactions', 'members'].map((t) => `${t} ${tables[`public.${t}`] ?? 0}`);
  return `${app.length} tables, ${rows} rows (${main.join(', ')})`;
}
