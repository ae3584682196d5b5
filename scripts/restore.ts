// npm run restore FILE [DATA_DIR]: restores a backup of `npm run backup` into a NEW data
// directory (DATA_DIR, default ./data); a directory that is not empty is refused, never overwritten.
import path from 'node:path';
import { restoreBackup, RestoreRefused } from '../server/db/restore';
import { describeCounts } from '../server/db/backup';

const [file, target] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run restore FILE [DATA_DIR]');
  process.exit(1);
}
const dataDir = target ?? process.env.DATA_DIR ?? './data';
try {
  const tables = await restoreBackup(file, dataDir);
  console.log(`Restored ${path.resolve(file)} into ${path.resolve(dataDir)}`);
  console.log(`  ${describeCounts(tables)}`);
  console.log(`  Start the server on it with DATA_DIR=${dataDir} (migrations newer than the backup run at start).`);
} catch (err) {
  console.error(`restore: ${err instanceof RestoreRefused ? err.message : (err as Error).message}`);
  process.exit(1);
}
