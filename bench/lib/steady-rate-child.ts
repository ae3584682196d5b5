import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { SteadySpec } from './steady-rate';

/** What one steady run saw; the parent turns it into a table row. */
export interface SteadyOutcome {
  latencies: number[];
  non2xx: number;
  notOk: number;
  errors: number;
  elapsedSeconds: number;
}

function bodyText(chunks: Buffer[], encoding: string | undefined): string {
  const raw = Buffer.concat(chunks);
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/**
 * The load loop itself. It runs in a process of its own (see measureSteady): the bench process
 * has just built a dataset and holds a large heap, and its garbage collections would stall the
 * clock of every request due meanwhile and count as the server's latency.
 */
export async function runSteady(baseUrl: string, spec: SteadySpec): Promise<SteadyOutcome> {
  // The same load for a moment first, not counted: a fresh client's connections, the server's
  // JIT and the database's caches for this call warm up the way a desk's day has long done.
  if (WARM_UP_SECONDS > 0) await drive(baseUrl, { ...spec, seconds: WARM_UP_SECONDS });
  return drive(baseUrl, spec);
}

const WARM_UP_SECONDS = 2;

async function drive(baseUrl: string, spec: SteadySpec): Promise<SteadyOutcome> {
  const url = new URL(spec.path, baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
  const payload = spec.body === undefined ? undefined : Buffer.from(JSON.stringify(spec.body));
  // A desk is a browser: it always offers compression (Chromium sends this list).
  const headers: Record<string, string | number> = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  if (spec.token) headers.authorization = `Bearer ${spec.token}`;
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = payload.length;
  }
  const total = Math.round(spec.rate * spec.seconds);
  const interval = 1000 / spec.rate;
  const outcome: SteadyOutcome = { latencies: [], non2xx: 0, notOk: 0, errors: 0, elapsedSeconds: 0 };
  // Latency runs from the moment the request is handed to the agent: a request sent before its
  // due time (the loop below sleeps only waits over 1 ms, and a timer may fire early: up to
  // 1.7 ms early in all) measured from the due time read 0.0 ms at p50 (issue 33). A busy server still cannot hide its queue: requests wait in
  // the agent for a free connection after this moment, and that wait is counted.
  const one = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const req = http.request(url, { method: spec.method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          outcome.latencies.push(performance.now() - sent);
          const status = res.statusCode ?? 0;
          if (status < 200 || status >= 300) outcome.non2xx++;
          else if (!bodyText(chunks, res.headers['content-encoding']).slice(0, 200).includes('"requestStatus":1')) outcome.notOk++;
          resolve();
        });
      });
      req.on('error', () => {
        outcome.errors++;
        resolve();
      });
      if (payload) req.write(payload);
      req.end();
    });
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(one());
  }
  await Promise.all(pending);
  outcome.elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  return outcome;
}

// Run as a process: argv[2] is the base URL, argv[3] the spec as JSON; the outcome goes to stdout.
if (process.argv[1]?.endsWith('steady-rate-child.ts')) {
  const [baseUrl, specJson] = process.argv.slice(2);
  runSteady(baseUrl, JSON.parse(specJson) as SteadySpec).then(
    (outcome) => process.stdout.write(JSON.stringify(outcome)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
