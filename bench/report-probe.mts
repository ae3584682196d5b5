/**
 * The year's master .xlsx on a fresh server, several downloads in a row:
 * `npx tsx bench/report-probe.mts <postgres://…/courtdesk_bench | copy of a PGlite data dir> [downloads]`.
 * Starts the bundle `npm start` runs on that database (127.0.0.1, BENCH_PORT or 9240), signs in
 * as the bench owner, and prints for each download its wall time, the server's CPU seconds
 * (utime + stime of every thread, from /proc) and its resident and peak memory. Use it to pair
 * two versions of the report code on one dataset: the bench runs the report once per server.
 * Never point it at the cached PGlite dataset itself: copy it first. REPORT_PROBE_BUNDLE=<folder
 * holding a main.mjs built before> starts that bundle as it is instead of rebuilding this tree's,
 * so an old and a new build can alternate on one dataset; REPORT_PROBE_SAVE=<path> keeps the last
 * download there (unzip two builds' files and diff them).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { todayInBenchZone } from './dataset/build';
import { addDays } from './dataset/foundation';
import { BENCH_PASSWORD, OWNER_USERNAME } from './dataset/spec';
import { call, login } from './lib/http';
import { startServer } from './lib/server-process';

const [target, countArg] = process.argv.slice(2);
if (!target) {
  console.error('usage: npx tsx bench/report-probe.mts <postgres://… | PGlite data dir> [downloads]');
  process.exit(2);
}
const downloads = Math.max(1, Number(countArg ?? 4));
const env: Record<string, string> = target.startsWith('postgres') ? { DATABASE_URL: target } : { DATA_DIR: target, DATABASE_URL: '' };
const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 9240),
  env,
  logFile: '/tmp/courtdesk-report-probe.log',
  bundleDir: process.env.REPORT_PROBE_BUNDLE || undefined,
});

/** CPU seconds of the whole process so far (fields 14 and 15 of /proc/PID/stat, in clock ticks). */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function memory(pid: number): Promise<string> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const mb = (key: string) => (Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024).toFixed(0);
  return `RSS ${mb('VmRSS')} MB, peak ${mb('VmHWM')} MB`;
}

try {
  const { token } = await login(server.baseUrl, OWNER_USERNAME, BENCH_PASSWORD);
  const clubs = ((await call(server.baseUrl, 'GET', '/api/reports/clubs', { token })).body.clubs ?? []) as { clubId: number }[];
  const today = todayInBenchZone();
  const query = new URLSearchParams({ clubIds: clubs.map((c) => c.clubId).join(','), startDate: addDays(today, -365), endDate: today });
  console.log(`fresh server: ${await memory(server.pid)}`);
  for (let i = 1; i <= downloads; i++) {
    const cpu = await cpuSeconds(server.pid);
    const started = performance.now();
    const res = await fetch(`${server.baseUrl}/api/reports/transactions/multiple-clubs/download?${query.toString()}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await res.arrayBuffer();
    const bytes = body.byteLength;
    // REPORT_PROBE_SAVE=<path>: the last download kept, to unzip and compare two builds' files.
    if (process.env.REPORT_PROBE_SAVE && i === downloads) await writeFile(process.env.REPORT_PROBE_SAVE, Buffer.from(body));
    const wall = (performance.now() - started) / 1000;
    const used = (await cpuSeconds(server.pid)) - cpu;
    console.log(
      `download ${i}: HTTP ${res.status}, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${wall.toFixed(2)} s, server CPU ${used.toFixed(2)} s, ${await memory(server.pid)}`,
    );
  }
} finally {
  await server.stop();
}
