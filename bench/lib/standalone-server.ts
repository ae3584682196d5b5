import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from './server-process';

export interface StandaloneServer {
  server: RunningServer;
  database: 'PGlite' | 'PostgreSQL';
  /** Stops the server and removes the PGlite copy. */
  close: () => Promise<void>;
}

/**
 * A server for one bench part run alone (bench/browser.mts, bench/saturday.mts): on a PostgreSQL
 * URL as it is, or on a copy of a PGlite data directory (the run books slots), removed afterwards.
 * Interrupted, it stops the server and drops the copy as the end of the run would.
 */
export async function startStandaloneServer(given: string, port: number, name: string): Promise<StandaloneServer> {
  const isPg = given.startsWith('postgres');
  const source = isPg ? given : pgliteDataDir(given);
  const copy = isPg ? null : await mkdtemp(path.join(path.resolve('bench/.data'), `${name}-`));
  if (copy) await cp(source, copy, { recursive: true });
  const server = await startServer({
    port,
    env: copy ? { DATA_DIR: copy, DATABASE_URL: '' } : { DATABASE_URL: source },
    logFile: path.join(os.tmpdir(), `${name}-${port}.log`),
  });
  const close = async () => {
    await server.stop();
    if (copy) await rm(copy, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void close().finally(() => process.exit(130)));
  }
  return { server, database: isPg ? 'PostgreSQL' : 'PGlite', close };
}

/**
 * The bench keeps a dataset as `pglite-<hash>/db` beside its `dataset.json`; either path is taken.
 * Anything else is refused: a server on an empty directory would seed the demo club, and every
 * bench sign-in would then be refused.
 */
function pgliteDataDir(given: string): string {
  for (const dir of [given, path.join(given, 'db')]) if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  throw new Error(`${given} is not a PGlite data directory (no PG_VERSION there or in its db/)`);
}
