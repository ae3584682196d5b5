import http from 'node:http';
import { percentile, type ResultRow } from './results';
import type { LoadSpec } from './load';

/** The same description as an autocannon run; the rate is required here. */
export type SteadySpec = LoadSpec & { rate: number };

/**
 * A fixed arrival rate, spread evenly over each second. autocannon's overallRate sends each
 * second's quota as one burst at the start of the second, so its p99 is the time to drain that
 * burst, not the latency at a sustained rate. Latency is taken from when each request was due,
 * not from when it could be sent, so a stalled server cannot hide its queue (no coordinated
 * omission).
 */
export async function measureSteady(baseUrl: string, database: string, spec: SteadySpec): Promise<ResultRow> {
  const url = new URL(spec.path, baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
  const payload = spec.body === undefined ? undefined : Buffer.from(JSON.stringify(spec.body));
  const headers: Record<string, string | number> = {};
  if (spec.token) headers.authorization = `Bearer ${spec.token}`;
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = payload.length;
  }
  const total = Math.round(spec.rate * spec.seconds);
  const interval = 1000 / spec.rate;
  const latencies: number[] = [];
  let non2xx = 0;
  let notOk = 0;
  let errors = 0;
  const one = (due: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(url, { method: spec.method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          latencies.push(performance.now() - due);
          const status = res.statusCode ?? 0;
          if (status < 200 || status >= 300) non2xx++;
          else if (!Buffer.concat(chunks).subarray(0, 200).toString('utf8').includes('"requestStatus":1')) notOk++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
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
    pending.push(one(due));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    endpoint: spec.endpoint,
    database,
    requests: latencies.length,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    reqPerSec: Math.round((latencies.length / elapsed) * 10) / 10,
    non2xx,
    notOk,
    aim: spec.aim,
    note: errors ? `${errors} connection errors` : undefined,
  };
}
