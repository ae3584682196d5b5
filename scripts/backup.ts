// npm run backup [FILE]: a consistent backup of the embedded (PGlite) database, taken by the
// running server over its local backup socket, or read directly when no server has the data
// directory open. PostgreSQL (DATABASE_URL) is backed up with pg_dump: see the README.
import { existsSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createDb } from '../server/db/client';
import { requestBackup } from '../server/db/backup-socket';
import { describeCounts } from '../server/db/backup';

const dataDir = process.env.DATA_DIR ?? './data';
const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
const file = process.argv[2] ?? `courtdesk-backup-${stamp}.tar.gz`;

function fail(message: string): never {
  console.error(`backup: ${message}`);
  process.exit(1);
}

if (process.env.DATABASE_URL) fail('DATABASE_URL is set: back PostgreSQL up with pg_dump (README "Backups")');
if (existsSync(file)) fail(`${file} already exists: give a new file name`);
if (!existsSync(path.join(dataDir, 'PG_VERSION'))) fail(`no Courtdesk database in ${path.resolve(dataDir)} (set DATA_DIR)`);

let taken = await requestBackup(dataDir);
const how = taken ? 'from the running server' : 'directly (no server has the data directory open)';
if (!taken) {
  const handle = await createDb({ dataDir });
  try {
    const { file: bytes, tables } = await handle.backup!();
    taken = { file: Buffer.from(bytes), tables };
  } finally {
    await handle.close();
  }
}
// Written beside its final name and renamed, so a cut-off write never looks like a backup.
await writeFile(`${file}.partial`, taken.file, { flag: 'wx', mode: 0o600 });
await rename(`${file}.partial`, file);
console.log(`Backup of ${path.resolve(dataDir)} taken ${how}: ${path.resolve(file)} (${(taken.file.length / 1e6).toFixed(1)} MB)`);
console.log(`  ${describeCounts(taken.tables)}; npm run restore prints the same counts`);
