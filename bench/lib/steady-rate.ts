import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { percentile, type ResultRow } from './results';
import type { LoadSpec } from './load';
import type { SteadyOutcome } from './steady-rate-child';

const run = promisify(execFile);

/** The same description as an autocannon run; the rate is required here. */
export type SteadySpec = LoadSpec & { rate: number };

/**
 * A fixed arrival rate, spread evenly over each second. autocannon's overallRate sends each
 * second's quota as one burst at the start of the second, so its p99 is the time to drain that
 * burst, not the latency at a sustained rate. Each request is sent at its due time whatever came
 * back before, and latency runs from that send, including any wait for a free connection, so a
 * stalled server cannot hide its queue (no coordinated omission). Two seconds of the same load go
 * first, not counted (warm-up). The requests come from a fresh process (steady-rate-child.ts) so
 * the bench's own heap cannot pause the clock; they accept compression as a browser does.
 */
export async function measureSteady(baseUrl: string, database: string, spec: SteadySpec): Promise<ResultRow> {
  const child = fileURLToPath(new URL('./steady-rate-child.ts', import.meta.url));
  const { stdout } = await run(process.execPath, ['--import', 'tsx', child, baseUrl, JSON.stringify(spec)], { maxBuffer: 64 * 2 ** 20 });
  const outcome = JSON.parse(stdout) as SteadyOutcome;
  const { latencies } = outcome;
  return {
    endpoint: spec.endpoint,
    database,
    requests: latencies.length,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    reqPerSec: Math.round((latencies.length / outcome.elapsedSeconds) * 10) / 10,
    non2xx: outcome.non2xx,
    notOk: outcome.notOk,
    aim: spec.aim,
    note: outcome.errors ? `${outcome.errors} connection errors` : undefined,
  };
}
