import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
export const PG_BIN = '/usr/lib/postgresql/15/bin';
export const BENCH_DB = 'courtdesk_bench';
const FIRST_PORT = 9241;

export interface BenchPostgres {
  /** URL of the freshly created courtdesk_bench database. */
  url: string;
  /** Where it runs, for the report. */
  describe: string;
  /** Drops nothing on a shared server; stops and deletes a private one. */
  stop(): Promise<void>;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** Drops and recreates courtdesk_bench on the server of `serverUrl`; returns its URL. */
export async function recreateBenchDatabase(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

/** Why a private PostgreSQL cannot be started here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!existsSync(path.join(PG_BIN, 'initdb')) || !existsSync(path.join(PG_BIN, 'pg_ctl'))) {
    return `no PostgreSQL 15 binaries in ${PG_BIN} (install the Debian package postgresql, or set BENCH_DATABASE_URL)`;
  }
  return null;
}

/**
 * A private PostgreSQL 15 for the run: initdb in a temp directory, listening on 127.0.0.1 only.
 * As root the server runs as the postgres user (it refuses to run as root).
 */
export async function startPrivatePostgres(log: (l: string) => void): Promise<BenchPostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'courtdesk-bench-pg-'));
  const as = async (bin: string, args: string[]) => {
    const file = path.join(PG_BIN, bin);
    return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
  };
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  let port = FIRST_PORT;
  while (!(await portFree(port))) port++;
  await as('initdb', ['-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '-D', path.join(dir, 'data')]);
  const settings = [
    `-c listen_addresses=127.0.0.1`,
    `-p ${port}`,
    `-c unix_socket_directories=${dir}`,
    `-c shared_buffers=512MB`,
    `-c max_connections=60`,
  ].join(' ');
  await as('pg_ctl', ['-D', path.join(dir, 'data'), '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', settings, 'start']);
  log(`private PostgreSQL 15 started on 127.0.0.1:${port} (data in ${dir})`);
  const url = await recreateBenchDatabase(`postgres://postgres@127.0.0.1:${port}/postgres`);
  return {
    url,
    describe: `private PostgreSQL 15 on 127.0.0.1:${port}`,
    async stop() {
      await as('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']).catch((err) =>
        log(`pg_ctl stop failed: ${(err as Error).message}`),
      );
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** courtdesk_bench on BENCH_DATABASE_URL's server, left in place afterwards for inspection. */
export async function sharedPostgres(serverUrl: string): Promise<BenchPostgres> {
  const url = await recreateBenchDatabase(serverUrl);
  const where = new URL(serverUrl);
  return { url, describe: `PostgreSQL at ${where.hostname}:${where.port || 5432} (BENCH_DATABASE_URL)`, stop: async () => {} };
}
