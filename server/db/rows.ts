import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';

/** Raw SQL through drizzle on either driver; both return `{ rows }`. */
export async function rows<T>(q: Queryable, query: SQL): Promise<T[]> {
  const result = (await q.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function firstRow<T>(q: Queryable, query: SQL): Promise<T | undefined> {
  return (await rows<T>(q, query))[0];
}

/** PostgreSQL error code of a (drizzle-wrapped) database error. */
export function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/** 23P01: an exclusion constraint (occupancy_no_overlap) refused overlapping occupancy. */
export function isOccupancyConflict(err: unknown): boolean {
  return pgCode(err) === '23P01';
}
