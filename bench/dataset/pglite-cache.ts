import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createDb } from '../../server/db/client';
import { buildDataset, todayInBenchZone, type DatasetSummary } from './build';
import { datasetHash } from './schema-hash';

export const DATA_ROOT = path.resolve('bench/.data');
/** A cached dataset older than this is rebuilt: its "future" bookings would have become past. */
const MAX_AGE_DAYS = 7;

function ageInDays(builtOn: string): number {
  return (Date.parse(todayInBenchZone()) - Date.parse(builtOn)) / 86_400_000;
}

/**
 * The PGlite dataset for the current migrations: bench/.data/pglite-<hash>/db, built once and
 * reused. Returns the directory and the summary written when it was built.
 */
export async function cachedPgliteDataset(opts: {
  rebuild: boolean;
  log: (l: string) => void;
}): Promise<{ dir: string; summary: DatasetSummary; reused: boolean }> {
  const hash = await datasetHash();
  const home = path.join(DATA_ROOT, `pglite-${hash}`);
  const summaryFile = path.join(home, 'dataset.json');
  if (!opts.rebuild && existsSync(summaryFile)) {
    const summary = JSON.parse(await readFile(summaryFile, 'utf8')) as DatasetSummary;
    if (ageInDays(summary.builtOn) <= MAX_AGE_DAYS) return { dir: path.join(home, 'db'), summary, reused: true };
    opts.log(`cached dataset was built on ${summary.builtOn}: rebuilding`);
  }
  await mkdir(DATA_ROOT, { recursive: true });
  // Datasets of older migrations are useless now and large (≈2 GB each).
  for (const entry of await readdir(DATA_ROOT))
    if (entry.startsWith('pglite-')) await rm(path.join(DATA_ROOT, entry), { recursive: true, force: true });
  opts.log(`building the PGlite dataset in ${path.relative(process.cwd(), home)} (once per schema; several minutes)`);
  await mkdir(home, { recursive: true });
  const handle = await createDb({ dataDir: path.join(home, 'db') });
  let summary: DatasetSummary;
  try {
    summary = await buildDataset(handle, opts.log);
  } finally {
    await handle.close();
  }
  await writeFile(summaryFile, JSON.stringify(summary, null, 2));
  return { dir: path.join(home, 'db'), summary, reused: false };
}

/** A throw-away copy for one run, so bookings made by the bench never touch the cache. */
export async function workingCopy(source: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = path.join(DATA_ROOT, 'run-pglite');
  await rm(dir, { recursive: true, force: true });
  await cp(source, dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
