import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSteady } from './steady-rate-child';

// A server that answers at once: every latency is a real round trip, above zero. Measured from
// the due time, a request sent before it (the loop sends when under 1 ms is left) read zero or
// less (issue 33: a p50 of 0.0 ms).
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((_, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"requestStatus":1}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the steady-rate loop', () => {
  it('measures each request from its send, so no latency reads zero or less', async () => {
    const outcome = await runSteady(base, { endpoint: 'probe', method: 'GET', path: '/', seconds: 1, rate: 400, connections: 4 });
    expect(outcome.latencies).toHaveLength(400);
    expect(outcome.non2xx + outcome.notOk + outcome.errors).toBe(0);
    expect(Math.min(...outcome.latencies)).toBeGreaterThan(0);
  }, 30_000);
});
