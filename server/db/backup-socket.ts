import { createHash } from 'node:crypto';
import { unlinkSync } from 'node:fs';
import { chmod, unlink } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DbHandle } from './client';
import type { TableCounts } from './backup';

/**
 * How `npm run backup` reaches a running embedded server (ADR 0070). PGlite's data directory
 * belongs to the one process that opened it (a second opener would corrupt it), so the backup
 * is taken by that process and handed over a local socket. The socket is a file only its owner
 * may open (mode 0600): whoever can read the data directory can take a backup, nobody else, and
 * nothing of it is reachable over the network. Its name follows from the data directory, so the
 * command finds the server of the directory it is given.
 */
export function backupSocketPath(dataDir: string): string {
  const digest = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `courtdesk-backup-${digest}.sock`);
}

interface Header {
  ok: boolean;
  message?: string;
  size?: number;
  tables?: TableCounts;
}

const REQUEST = 'backup\n';

function connect(socket: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const s = net.connect(socket);
    s.once('connect', () => resolve(s));
    s.once('error', reject);
  });
}

/** Serves backups of the embedded database on the data directory's socket; resolves to a stopper. */
export async function serveBackups(
  handle: DbHandle,
  dataDir: string,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
): Promise<() => Promise<void>> {
  const socket = backupSocketPath(dataDir);
  // A socket left by a process that died is removed; a live one means another server has the directory.
  const live = await connect(socket).then(
    (s) => (s.destroy(), true),
    () => false,
  );
  if (live) throw new Error(`another Courtdesk server already serves backups of ${path.resolve(dataDir)}`);
  await unlink(socket).catch(() => {});
  let busy = false;
  const server = net.createServer((conn) => {
    conn.on('error', () => {});
    let asked = '';
    conn.on('data', (chunk) => {
      asked += chunk.toString('utf8');
      if (!asked.includes('\n')) return;
      conn.removeAllListeners('data');
      const answer = (h: Header, body?: Uint8Array) => {
        conn.write(`${JSON.stringify(h)}\n`);
        if (body) conn.write(body);
        conn.end();
      };
      if (asked !== REQUEST) return answer({ ok: false, message: 'unknown request' });
      if (busy) return answer({ ok: false, message: 'a backup is already being taken: try again when it is done' });
      busy = true;
      const started = Date.now();
      handle.backup!()
        .then(({ file, tables }) => {
          log.info({ bytes: file.length, ms: Date.now() - started }, 'backup taken');
          answer({ ok: true, size: file.length, tables }, file);
        })
        .catch((err: Error) => {
          log.error({ err }, 'backup failed');
          answer({ ok: false, message: `backup failed: ${err.message}` });
        })
        .finally(() => {
          busy = false;
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  await chmod(socket, 0o600);
  // A process that exits without closing (process.exit elsewhere) still removes its socket file;
  // one killed outright leaves it, and the next start removes it (above).
  const removeOnExit = () => {
    try {
      unlinkSync(socket);
    } catch {
      // already gone
    }
  };
  process.once('exit', removeOnExit);
  return () =>
    new Promise<void>((resolve) => {
      process.off('exit', removeOnExit);
      server.close(() => resolve());
    });
}

/** What a running server answered: the backup file and the rows it holds, or null if none is running. */
export async function requestBackup(dataDir: string): Promise<{ file: Buffer; tables: TableCounts } | null> {
  let conn: net.Socket;
  try {
    conn = await connect(backupSocketPath(dataDir));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return null;
    throw err;
  }
  conn.write(REQUEST);
  const chunks: Buffer[] = [];
  for await (const chunk of conn) chunks.push(chunk as Buffer);
  const all = Buffer.concat(chunks);
  const eol = all.indexOf(0x0a);
  const header = JSON.parse(all.subarray(0, eol).toString('utf8')) as Header;
  if (!header.ok) throw new Error(header.message ?? 'the server refused the backup');
  const file = all.subarray(eol + 1);
  if (file.length !== header.size) throw new Error(`the backup was cut short (${file.length} of ${header.size} bytes)`);
  return { file, tables: header.tables ?? {} };
}
