import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { backupPglite, type AtBackupPoint, type PgliteBackup } from './backup';
import { pgPreparedReads, pglitePreparedReads, type PreparedRead } from './prepared';

/** The drizzle database both drivers share: write queries against this type only. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database or an open transaction: repositories accept either. */
export type Queryable = Db | Tx;

/** One dedicated connection: migrations need BEGIN/COMMIT and session locks on the same one. */
export interface Connection {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>;
}

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Parameterised raw SQL ($1, $2 …) for the few places drizzle cannot express. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Raw SQL for libraries that bring their own queries (pg-boss's `db: { executeSql }`): with
   * values, one parameterised statement; without, a script of several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * A read whose plan the database keeps for this text (server/db/prepared.ts, ADR 0103); values
   * are strings, numbers or null. Use preparedRows() with drizzle's sql.
   */
  prepared: PreparedRead;
  /** Borrows one connection for the callback (PGlite has exactly one). */
  withConnection<T>(fn: (conn: Connection) => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory as one uncompressed tarball (a test template). */
  dumpDataDir?(): Promise<Blob>;
  /** PGlite only: a consistent backup while it serves (db/backup.ts); PostgreSQL has pg_dump. */
  backup?<T>(atPoint?: AtBackupPoint<T>): Promise<PgliteBackup<T>>;
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** postgres://… — when set, node-postgres is used and dataDir/inMemory are ignored. */
  databaseUrl?: string;
  /** PGlite data directory (default ./data). */
  dataDir?: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  /** PGlite: start from this tarball of a data directory (made by dumpDataDir) instead of initdb. */
  loadDataDir?: Blob;
  /** node-postgres pool size. */
  poolSize?: number;
}

export async function createDb(opts: CreateDbOptions = {}): Promise<DbHandle> {
  if (opts.databaseUrl) return createPg(opts.databaseUrl, opts.poolSize ?? 10);
  return createPglite(opts.inMemory ? undefined : (opts.dataDir ?? './data'), opts.loadDataDir);
}

/** Runs fn in one transaction on either driver; a thrown error rolls it back. */
export function withTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

/**
 * PGlite's shared buffers (ADR 0045): PostgreSQL's 128 MB default lives in PGlite's WebAssembly
 * memory and is resident from the start, so an idle embedded server held ~400 MB. At 32 MB it
 * holds ~110 MB less, with the bench's latencies unchanged (pages missed here come from the OS
 * file cache). PGLITE_SHARED_BUFFERS sets another size, in PostgreSQL's units (e.g. 128MB).
 */
export function pgliteSharedBuffers(value = process.env.PGLITE_SHARED_BUFFERS): string {
  const size = value === undefined || value === '' ? '32MB' : value.trim();
  if (!/^[1-9]\d*(kB|MB|GB)$/.test(size)) throw new Error(`PGLITE_SHARED_BUFFERS must be a size such as 32MB or 1GB, got "${value}"`);
  return size;
}

const INT8_OID = 20;

async function createPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<DbHandle> {
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers()}`];
  const client = await PGlite.create({
    dataDir,
    loadDataDir,
    extensions: { btree_gist, pg_trgm },
    startParams,
    parsers: { [INT8_OID]: parseInt8 },
  });
  const db = drizzlePglite({ client }) as unknown as Db;
  const conn: Connection = {
    async query<T>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
  };
  return {
    db,
    kind: 'pglite',
    query: conn.query,
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    prepared: pglitePreparedReads(client),
    withConnection: (fn) => fn(conn),
    dumpDataDir: () => client.dumpDataDir('none'),
    backup: (atPoint) => backupPglite(client, atPoint),
    close: () => client.close(),
  };
}

/**
 * int8 (bigint: money in minor units, counts, big ids) as a JS number on both drivers. Every
 * value the API writes is bounded far below 2^53 (contract/limits.ts); one put there by hand is
 * read as the nearest number rather than failing the read (issue 24 item 7): a stored row must
 * never take down the club's add-on list, a booking's details or search.
 */
export function parseInt8(text: string): number {
  return Number(text);
}

async function createPg(databaseUrl: string, max: number): Promise<DbHandle> {
  // Process-wide on purpose: drizzle's node-postgres session falls back to the global parsers,
  // so a per-pool `types` would not reach its queries.
  pg.types.setTypeParser(INT8_OID, parseInt8);
  // A bounded wait for a connection: during a database restart requests fail fast with 503
  // (server/db/failures.ts) instead of queueing until the client gives up.
  // JIT off for every session (ADR 0088): the API's statements are short, and PostgreSQL's cost
  // estimate for a correlated sub-select (the package summary's owed sum) passed the JIT
  // threshold, so each call spent ~300 ms compiling what runs in 3 ms.
  const pool = new pg.Pool({ connectionString: databaseUrl, max, connectionTimeoutMillis: 5_000, options: '-c jit=off' });
  // A client that loses its server must not crash the process: the pool reports idle ones, and
  // a checked-out one (mid-request, mid-transaction) emits 'error' on itself, which with no
  // listener is an uncaught exception (ECONNRESET on `pg_ctl -m immediate stop`). Its query
  // rejects too, so the request answers 503; the broken client is discarded on release.
  pool.on('error', (err) => console.error('PostgreSQL idle client error:', err.message));
  pool.on('connect', (client) => client.on('error', (err) => console.error('PostgreSQL client error:', err.message)));
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: 'pg',
    async query<T>(sql: string, params?: unknown[]) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async executeSql(text, values) {
      // Without values node-postgres uses the simple protocol, which runs a multi-statement script.
      const result = values && values.length > 0 ? await pool.query(text, values) : await pool.query(text);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    prepared: pgPreparedReads(pool),
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          async query<T>(sql: string, params?: unknown[]) {
            return (await client.query(sql, params)).rows as T[];
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
