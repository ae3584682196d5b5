import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_DIR } from '../../server/db/migrate';

const DATASET_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * Identifies a cached dataset: the migrations (names and contents), the generator's own
 * sources and the PGlite version (a data directory of another version does not open).
 */
export async function datasetHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of [MIGRATIONS_DIR, DATASET_DIR]) {
    const files = (await readdir(dir)).filter((f) => f.endsWith('.sql') || f.endsWith('.ts')).sort();
    for (const f of files) hash.update(`${dir === MIGRATIONS_DIR ? 'm' : 'g'}:${f}\n`).update(await readFile(path.join(dir, f)));
  }
  // The package's exports hide package.json, so it is read from node_modules directly.
  const pkg = path.join(DATASET_DIR, '../../node_modules/@electric-sql/pglite/package.json');
  hash.update(`pglite:${(JSON.parse(await readFile(pkg, 'utf8')) as { version: string }).version}`);
  return hash.digest('hex').slice(0, 12);
}
