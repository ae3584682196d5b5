import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';

export interface RunningServer {
  pid: number;
  baseUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

const live = new Set<ChildProcess>();

/** Kills servers still running when the harness itself dies (by their own PIDs only). */
export function killLeftoverServers() {
  for (const child of live) if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it answered`);
    try {
      const res = await fetch(`${baseUrl}/api/public/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${baseUrl}/api/public/health within ${timeoutMs / 1000} s`);
}

/** Bundles the API as `npm start` runs it (ADR 0043), from the sources as they are now. */
function bundleServer(): void {
  const res = spawnSync(process.execPath, ['scripts/build-server.mjs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (res.status !== 0)
    throw new Error(`scripts/build-server.mjs failed (exit ${res.status}):\n${`${res.stdout ?? ''}\n${res.stderr ?? ''}`.trim()}`);
}

/**
 * Starts the real API as a child process, the bundle `npm start` runs (dist-server/main.mjs),
 * so memory and start-up are production's. It runs as `node` rather than through npx so the
 * PID we hold is the server itself and stopping it kills exactly that process.
 */
export async function startServer(opts: {
  port: number;
  env: Record<string, string>;
  logFile: string;
  /** A bundle built before (a folder holding main.mjs): started as it is, not rebuilt, so two builds can alternate. */
  bundleDir?: string;
}): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  if (!opts.bundleDir) bundleServer();
  const log = createWriteStream(opts.logFile);
  // BENCH_NODE_ARGS passes flags to the server's node (say --cpu-prof, to see where a figure's time goes).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, `${opts.bundleDir ?? 'dist-server'}/main.mjs`], {
    env: { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (!child.pid) throw new Error('could not start the server');
  live.add(child);
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForHealth(baseUrl, child, 180_000);
  } catch (err) {
    if (child.exitCode === null) process.kill(child.pid, 'SIGKILL');
    throw new Error(`${(err as Error).message} (server output: ${opts.logFile})`, { cause: err });
  }
  return {
    pid: child.pid,
    baseUrl,
    logFile: opts.logFile,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(child.pid!, 'SIGTERM');
        const timer = setTimeout(() => child.exitCode === null && process.kill(child.pid!, 'SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      live.delete(child);
      log.end();
    },
  };
}
