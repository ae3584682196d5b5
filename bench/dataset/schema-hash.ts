import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_DIR } from '../../server/db/migrate';

const DATASET_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The sources that decide what the generator writes (not the ones that only run it). */
const GENERATOR_FILES = ['spec.ts', 'pricing.ts', 'foundation.ts', 'bookings.ts', 'bulk-load.ts', 'build.ts'];

/**
 * Identifies a cached dataset: the migrations (names and contents), the generator's sources and
 * the PGlite version (a data directory of another version does not open).
 */
export async function datasetHash(): Promise<string> {
  const hash = createHash('sha256');
  const migrations = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  for (const f of migrations) hash.update(`m:${f}\n`).update(await readFile(path.join(MIGRATIONS_DIR, f)));
  for (const f of GENERATOR_FILES) hash.update(`g:${f}\n`).update(await readFile(path.join(DATASET_DIR, f)));
  // The package's exports hide package.json, so it is read from node_modules directly.
  const pkg = path.join(DATASET_DIR, '../../node_modules/@electric-sql/pglite/package.json');
  hash.update(`pglite:${(JSON.parse(await readFile(pkg, 'utf8')) as { version: string }).version}`);
  return hash.digest('hex').slice(0, 12);
}
