import {
  IMPORT_BATCH_ROWS,
  MEMBER_FIELD_LABELS,
  MEMBER_IMPORT_FIELDS,
  MEMBER_REQUIRED_FIELDS,
  type ImportReply,
  type ImportRowResult,
  type ImportTotals,
} from '../../../contract/data-import';
import type { Db } from '../../db/client';
import type { Actor } from '../../core/actor';
import { loadClub } from '../../core/club-context';
import { todayIn } from '../../core/local-time';
import { runWrite } from '../../core/run-write';
import type { Sheet } from './read-file';
import { cellsByField, rememberMapping, resolveMapping, unmappedMessage, type Mapping } from './mapping';
import { checkMemberRow, duplicateError, existingMembers, memberAction, type MemberIn } from './member-rows';
import { LOST_MESSAGE, writeMemberBatch, type PlannedMember } from './member-writes';
import { closeRun, openRun, recordProgress, betweenBatches } from './runs';

export interface ImportRequest {
  clubId: number;
  actor: Actor;
  sheet: Sheet;
  mapping: Mapping | null;
  dryRun: boolean;
  fileName: string | null;
  /** The console's key for asking how far a commit is (GET /api/import/progress). */
  progressKey?: string | null;
}

/**
 * Members from a file (issue 31): every row checked with the member screens' rules against the
 * club's members as they are now; a dry run stops there. A commit writes the rows that passed
 * in batches, one transaction each, and answers what each row did.
 */
export async function importMembers(db: Db, req: ImportRequest): Promise<ImportReply> {
  const { clubId, sheet } = req;
  const club = await loadClub(db, clubId);
  const today = todayIn(club.timeZone);
  const mapping = await resolveMapping(db, clubId, 'members', sheet.columns, MEMBER_IMPORT_FIELDS, MEMBER_FIELD_LABELS, req.mapping);
  const preview = sheet.rows.slice(0, 10).map((r) => sheet.columns.map((_, i) => r.cells[i] ?? ''));
  // Without a column for a required field no row can be checked: a dry run answers with the
  // file's columns so the person can map it; a commit is refused.
  const unmapped = unmappedMessage(mapping, MEMBER_REQUIRED_FIELDS, MEMBER_FIELD_LABELS);
  if (unmapped && !req.dryRun) return { requestStatus: 0, message: unmapped };
  if (unmapped) return { requestStatus: 1, dryRun: true, message: unmapped, columns: sheet.columns, mapping, preview, runId: null };
  const existing = await existingMembers(db, clubId);
  const results: ImportRowResult[] = [];
  const planned: PlannedMember[] = [];
  const passed: MemberIn[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of sheet.rows) {
    const checked = checkMemberRow(cellsByField(sheet.columns, mapping, cells), row, club, today);
    if (!checked.ok) {
      results.push({ row, ok: false, errors: checked.errors });
      continue;
    }
    const m = checked.value;
    const dup = duplicateError(seen, m);
    const found = existing.get(`${m.countryCode} ${m.mobile}`);
    const { action, error } = memberAction(m, found);
    const errors = [dup, error].filter((e) => e !== null && e !== undefined);
    if (errors.length > 0) {
      results.push({ row, ok: false, errors });
      continue;
    }
    results.push({ row, ok: true, errors: [], action });
    passed.push(m);
    if (action !== 'unchanged') planned.push({ m, existing: found });
  }
  const runId = req.dryRun ? null : await commit(db, req, today, mapping, planned, results);
  const totals = totalsOf(results, sheet, passed);
  if (runId !== null) await closeRun(db, clubId, runId, totals);
  return {
    requestStatus: 1,
    dryRun: req.dryRun,
    totals,
    rows: results,
    columns: sheet.columns,
    mapping,
    preview,
    runId,
  };
}

async function commit(
  db: Db,
  req: ImportRequest,
  today: string,
  mapping: Mapping,
  planned: PlannedMember[],
  results: ImportRowResult[],
): Promise<number> {
  const { clubId, actor } = req;
  const runId = await runWrite(db, clubId, 'import/members', null, async (tx) => {
    await rememberMapping(tx, clubId, 'members', req.sheet.columns, mapping);
    const progress = { key: req.progressKey ?? null, total: planned.length };
    return { requestStatus: 1 as const, id: await openRun(tx, clubId, 'members', req.fileName, actor, progress) };
  });
  if (runId.requestStatus !== 1) throw new Error('import run not opened');
  const byRow = new Map(results.map((r) => [r.row, r]));
  for (let i = 0; i < planned.length; i += IMPORT_BATCH_ROWS) {
    const batch = planned.slice(i, i + IMPORT_BATCH_ROWS);
    const out = await runWrite(db, clubId, 'import/members', null, async (tx) => {
      const written = await writeMemberBatch(tx, clubId, today, runId.id, actor, batch);
      await recordProgress(tx, clubId, runId.id, batch.length);
      return { requestStatus: 1 as const, ...written };
    });
    await betweenBatches();
    const lost = out.requestStatus === 1 ? out.lost : batch.map((p) => p.m.row);
    const why = out.requestStatus === 1 ? LOST_MESSAGE : (out.message ?? LOST_MESSAGE);
    for (const row of lost) {
      const r = byRow.get(row)!;
      r.ok = false;
      r.errors = [{ field: 'mobile', message: why }];
      delete r.action;
    }
  }
  return runId.id;
}

/** Counts of what the rows did; credits are those the members that passed bring (a re-run's included). */
function totalsOf(results: ImportRowResult[], sheet: Sheet, passed: MemberIn[]): ImportTotals {
  const ok = results.filter((r) => r.ok);
  const okRows = new Set(ok.map((r) => r.row));
  const creditsMinor = passed.filter((m) => okRows.has(m.row)).reduce((s, m) => s + (m.creditsMinor ?? 0), 0);
  return {
    rows: sheet.rows.length,
    ok: ok.length,
    failed: results.length - ok.length,
    created: ok.filter((r) => r.action === 'create').length,
    updated: ok.filter((r) => r.action === 'update').length,
    unchanged: ok.filter((r) => r.action === 'unchanged').length,
    members: ok.length,
    credits: creditsMinor / 100,
  };
}
