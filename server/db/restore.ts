import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { countRows, type TableCounts } from './backup';

/** Thrown when a restore is refused before it touched anything (the message says why). */
export class RestoreRefused extends Error {}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/**
 * Restores a backup of `npm run backup` into a NEW PGlite data directory: one that does not
 * exist or is empty (an existing database is never overwritten). Opens the restored database
 * once, which replays anything the copy holds past its checkpoint, and returns its row counts
 * so they can be compared with the ones the backup printed. A failed restore leaves no
 * half-written directory behind.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<TableCounts> {
  if (!(await isEmptyOrMissing(dataDir))) throw new RestoreRefused(`${dataDir} is not empty: restore into a new data directory`);
  const bytes = await readFile(file).catch((err: NodeJS.ErrnoException) => {
    throw new RestoreRefused(err.code === 'ENOENT' ? `${file} does not exist` : `${file} cannot be read: ${err.message}`);
  });
  // Node's buffers sit on plain ArrayBuffers, which is what Blob takes.
  let tar: Uint8Array<ArrayBuffer>;
  try {
    tar = (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes) as Uint8Array<ArrayBuffer>;
  } catch {
    throw new RestoreRefused(`${file} is not a Courtdesk backup (it does not unpack)`);
  }
  await mkdir(dataDir, { recursive: true });
  try {
    const client = await PGlite.create({ dataDir, loadDataDir: new Blob([tar]), extensions: { btree_gist, pg_trgm } });
    try {
      return await countRows(client);
    } finally {
      await client.close();
    }
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}
