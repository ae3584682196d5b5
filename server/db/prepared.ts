import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';

/*
 * Hot reads whose plan the database keeps (ADR 0103). A statement sent with parameters is
 * parsed, analysed and planned on every call; for the member search that is ~3 of its ~4 ms on
 * the embedded database, where the statement itself runs in under 1 ms. A prepared statement is
 * planned for its first few calls and then runs PostgreSQL's generic plan.
 */

/** Runs a text through its kept plan with these values (strings, numbers or null). */
export type PreparedRead = <T = Record<string, unknown>>(text: string, params: readonly unknown[]) => Promise<T[]>;

/**
 * Dates, times and intervals stay the text PostgreSQL sends, as drizzle's `execute` reads them,
 * so a prepared read returns exactly the rows `rows()` would (int8 is the driver's own parser).
 */
const KEPT_AS_TEXT = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const asText = (value: string) => value;
const PGLITE_READ: QueryOptions = { parsers: Object.fromEntries([...KEPT_AS_TEXT].map((oid) => [oid, asText])) };

/**
 * A parameter as the literal PGlite's own parameter would have carried: its text, untyped, so
 * PostgreSQL reads it with the type the statement gives it. `E'…'` with every backslash and quote
 * doubled reads the same whatever `standard_conforming_strings` says. Only strings and finite
 * numbers are written this way (undefined when the value is anything else, or holds a NUL).
 */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else return undefined;
  if (text.includes('\u0000')) return undefined;
  return `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * PGlite has one connection: each text is prepared on it once (PREPARE), then run by EXECUTE with
 * its values as literals in one simple-protocol message. Values of another kind (see sqlLiteral)
 * run as an ordinary parameterised statement.
 */
export function pglitePreparedReads(client: PGlite): PreparedRead {
  const names = new Map<string, Promise<string>>();
  let made = 0;
  return async <T>(text: string, params: readonly unknown[]) => {
    const literals = params.map(sqlLiteral);
    if (literals.some((l) => l === undefined)) return (await client.query<T>(text, [...params], PGLITE_READ)).rows;
    let prepared = names.get(text);
    if (!prepared) {
      const name = `courtdesk_read_${++made}`;
      prepared = client.exec(`PREPARE ${name} AS ${text}`).then(() => name);
      names.set(text, prepared);
      // A text that does not prepare is not remembered: the caller gets the error, the next call tries again.
      prepared.catch(() => names.delete(text));
    }
    const name = await prepared;
    const [result] = await client.exec(`EXECUTE ${name}${literals.length ? `(${literals.join(', ')})` : ''}`, PGLITE_READ);
    return result.rows as T[];
  };
}

const PG_READ_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    KEPT_AS_TEXT.has(oid) ? asText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** node-postgres prepares a named statement once on each pooled connection that runs it. */
export function pgPreparedReads(pool: pg.Pool): PreparedRead {
  const names = new Map<string, string>();
  return async <T>(text: string, params: readonly unknown[]) => {
    let name = names.get(text);
    if (!name) {
      name = `courtdesk_read_${names.size + 1}`;
      names.set(text, name);
    }
    return (await pool.query({ name, text, values: [...params], types: PG_READ_TYPES })).rows as T[];
  };
}

const dialect = new PgDialect();

/**
 * A read the desk makes all day (member search, a member's details) through a kept plan. Not for
 * a transaction: it runs on the handle, outside any transaction a caller holds.
 */
export function preparedRows<T>(handle: { prepared: PreparedRead }, query: SQL): Promise<T[]> {
  const { sql, params } = dialect.sqlToQuery(query);
  return handle.prepared<T>(sql, params);
}
