import {
  IMPORT_BATCH_ROWS,
  IMPORT_FIELDS,
  type ImportKind,
  type ImportReply,
  type ImportRowResult,
  type ImportTotals,
  type RowError,
} from '../../../contract/data-import';
import type { Db, Tx } from '../../db/client';
import { runWrite } from '../../core/run-write';
import type { ImportRequest } from './import-members';
import { rememberMapping, resolveMapping, unmappedMessage, type Mapping } from './mapping';
import { closeRun, openRun, recordProgress, betweenBatches } from './runs';

/** A row the checks let through, with what committing it does. */
export interface Passed<P> {
  row: number;
  action: 'create' | 'unchanged';
  value: P;
}

/** What checking a whole file gave: each row's result and the rows that passed. */
export interface Checked<P> {
  results: ImportRowResult[];
  passed: Passed<P>[];
}

/** One kind of import (subscriptions, bookings): its checks, its batch writer and its totals. */
export interface ImportKindSpec<P> {
  kind: ImportKind;
  /** Every row checked against the club as it is now; nothing written. */
  check(db: Db, mapping: Mapping): Promise<Checked<P>>;
  /**
   * Writes one batch in the caller's transaction; returns the rows that could not be written
   * after all (the club changed since the check), each with its error.
   */
  writeBatch(tx: Tx, runId: number, batch: Passed<P>[]): Promise<{ row: number; error: RowError }[]>;
  /** The kind's figures over the rows that passed. */
  totals(passed: P[]): Partial<ImportTotals>;
}

/**
 * The one shape of a file import (ADR 0074): resolve the mapping, refuse a commit without the
 * required columns, check every row, and on commit open a run, remember the mapping and write the
 * rows to create in batches of IMPORT_BATCH_ROWS, one transaction each. The members import
 * predates this and keeps its own copy of the same steps (it also updates rows).
 */
export async function runImport<P>(db: Db, req: ImportRequest, spec: ImportKindSpec<P>): Promise<ImportReply> {
  const { clubId, sheet } = req;
  const { fields, required, labels } = IMPORT_FIELDS[spec.kind];
  const mapping = await resolveMapping(db, clubId, spec.kind, sheet.columns, fields, labels, req.mapping);
  const preview = sheet.rows.slice(0, 10).map((r) => sheet.columns.map((_, i) => r.cells[i] ?? ''));
  const unmapped = unmappedMessage(mapping, required, labels);
  if (unmapped && !req.dryRun) return { requestStatus: 0, message: unmapped };
  if (unmapped) return { requestStatus: 1, dryRun: true, message: unmapped, columns: sheet.columns, mapping, preview, runId: null };

  const { results, passed } = await spec.check(db, mapping);
  let runId: number | null = null;
  if (!req.dryRun) {
    runId = await commit(db, req, spec, mapping, passed, results);
  }
  const byRow = new Map(results.map((r) => [r.row, r]));
  const okPassed = passed.filter((p) => byRow.get(p.row)?.ok).map((p) => p.value);
  const ok = results.filter((r) => r.ok);
  const totals: ImportTotals = {
    rows: sheet.rows.length,
    ok: ok.length,
    failed: results.length - ok.length,
    created: ok.filter((r) => r.action === 'create').length,
    updated: 0,
    unchanged: ok.filter((r) => r.action === 'unchanged').length,
    members: 0,
    credits: 0,
    ...spec.totals(okPassed),
  };
  if (runId !== null) await closeRun(db, clubId, runId, totals);
  return { requestStatus: 1, dryRun: req.dryRun, totals, rows: results, columns: sheet.columns, mapping, preview, runId };
}

async function commit<P>(
  db: Db,
  req: ImportRequest,
  spec: ImportKindSpec<P>,
  mapping: Mapping,
  passed: Passed<P>[],
  results: ImportRowResult[],
): Promise<number> {
  const { clubId, actor } = req;
  const route = `import/${spec.kind}`;
  const toWrite = passed.filter((p) => p.action === 'create');
  const opened = await runWrite(db, clubId, route, null, async (tx) => {
    await rememberMapping(tx, clubId, spec.kind, req.sheet.columns, mapping);
    const progress = { key: req.progressKey ?? null, total: toWrite.length };
    return { requestStatus: 1 as const, id: await openRun(tx, clubId, spec.kind, req.fileName, actor, progress) };
  });
  if (opened.requestStatus !== 1) throw new Error('import run not opened');
  const byRow = new Map(results.map((r) => [r.row, r]));
  const fail = (row: number, error: RowError) => {
    const r = byRow.get(row)!;
    r.ok = false;
    r.errors = [error];
    delete r.action;
  };
  for (let i = 0; i < toWrite.length; i += IMPORT_BATCH_ROWS) {
    const batch = toWrite.slice(i, i + IMPORT_BATCH_ROWS);
    const out = await runWrite(db, clubId, route, null, async (tx) => {
      const lost = await spec.writeBatch(tx, opened.id, batch);
      await recordProgress(tx, clubId, opened.id, batch.length);
      return { requestStatus: 1 as const, lost };
    });
    await betweenBatches();
    if (out.requestStatus === 1) for (const l of out.lost) fail(l.row, l.error);
    else for (const p of batch) fail(p.row, { field: 'row', message: out.message ?? 'Not written' });
  }
  return opened.id;
}

/** Collects a row's errors and records its result; returns whether it passed. */
export function recordRow(results: ImportRowResult[], row: number, errors: RowError[], action: 'create' | 'unchanged'): boolean {
  if (errors.length > 0) {
    results.push({ row, ok: false, errors });
    return false;
  }
  results.push({ row, ok: true, errors: [], action });
  return true;
}
