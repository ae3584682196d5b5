import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow } from '../../db/rows';
import type { ImportKind, ImportTotals } from '../../../contract/data-import';
import type { Actor } from '../../core/actor';

export interface Source {
  entity: 'member' | 'subscription' | 'booking';
  entityId: number;
  row: number;
  action: 'created' | 'updated';
  /** The old system's reference of an imported booking (how a re-run finds it). */
  reference?: string | null;
}

/** Opens the record of one committed import (its own transaction, before the batches). */
export async function openRun(
  q: Queryable,
  clubId: number,
  kind: ImportKind,
  fileName: string | null,
  actor: Actor,
  progress: { key: string | null; total: number } = { key: null, total: 0 },
): Promise<number> {
  const run = await firstRow<{ id: number }>(
    q,
    sql`INSERT INTO import_runs (club_id, kind, file_name, user_id, actor, progress_key, rows_total)
        VALUES (${clubId}, ${kind}, ${fileName}, ${actor.userId}, ${actor.name}, ${progress.key}, ${progress.total}) RETURNING id`,
  );
  return run!.id;
}

/** Adds a batch's rows to the run's progress, in the batch's own transaction (seen when it commits). */
export async function recordProgress(q: Queryable, clubId: number, runId: number, rowsDone: number) {
  await q.execute(sql`UPDATE import_runs SET rows_done = rows_done + ${rowsDone} WHERE club_id = ${clubId} AND id = ${runId}`);
}

/** How far the club's commit named by `key` is; the latest run with that key. */
export async function progressOf(q: Queryable, clubId: number, key: string) {
  const run = await firstRow<{ done: number; total: number; finished: boolean }>(
    q,
    sql`SELECT rows_done AS done, rows_total AS total, finished_at IS NOT NULL AS finished FROM import_runs
        WHERE club_id = ${clubId} AND progress_key = ${key} ORDER BY id DESC LIMIT 1`,
  );
  return run ? { found: true, ...run } : { found: false };
}

export async function closeRun(q: Queryable, clubId: number, runId: number, totals: ImportTotals) {
  await q.execute(
    sql`UPDATE import_runs SET totals = ${JSON.stringify(totals)}::jsonb, finished_at = now() WHERE club_id = ${clubId} AND id = ${runId}`,
  );
}

/** Where each written row came from: the run and the file's row number. */
export async function recordSources(q: Queryable, clubId: number, runId: number, list: Source[]) {
  if (list.length === 0) return;
  await q.execute(sql`INSERT INTO import_sources (club_id, run_id, entity, entity_id, row_no, action, reference)
    SELECT ${clubId}, ${runId}, x.entity, x.entity_id, x.row_no, x.action, x.reference
    FROM jsonb_to_recordset(${JSON.stringify(
      list.map((s) => ({ entity: s.entity, entity_id: s.entityId, row_no: s.row, action: s.action, reference: s.reference ?? null })),
    )}::jsonb)
      AS x(entity text, entity_id int, row_no int, action text, reference text)`);
}

/**
 * Lets the server answer other requests between two batches. On the embedded database every
 * statement resolves without I/O, so a commit's chain of batches never returned to the event loop:
 * the progress polls, and every other desk, waited for the whole import.
 */
export const betweenBatches = () => new Promise<void>((resolve) => setImmediate(resolve));
