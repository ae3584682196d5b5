import autocannon from 'autocannon';
import type { ResultRow } from './results';
import { call } from './http';

export interface LoadSpec {
  endpoint: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  token?: string;
  seconds: number;
  /** Fixed arrival rate (autocannon overallRate); omitted = as fast as the connections go. */
  rate?: number;
  connections: number;
  aim?: string;
}

/**
 * Drives one endpoint with autocannon and turns the result into a table row. A probe call
 * first shows the reply is a success, and every reply is checked for `"requestStatus":1` so a
 * fast failure is never counted as a fast success.
 */
export async function measureEndpoint(baseUrl: string, database: string, spec: LoadSpec): Promise<ResultRow> {
  const probe = await call(baseUrl, spec.method, spec.path, { token: spec.token, body: spec.body });
  const probeNote =
    probe.status !== 200 || probe.body.requestStatus !== 1
      ? `probe answered HTTP ${probe.status}, requestStatus ${probe.body.requestStatus}: ${probe.body.message ?? ''}`.trim()
      : undefined;
  let notOk = 0;
  const headers: Record<string, string> = {};
  if (spec.token) headers.authorization = `Bearer ${spec.token}`;
  if (spec.body !== undefined) headers['content-type'] = 'application/json';
  const result = await autocannon({
    url: baseUrl,
    connections: spec.connections,
    duration: spec.seconds,
    overallRate: spec.rate,
    timeout: 30,
    requests: [
      {
        method: spec.method,
        path: spec.path,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        onResponse: (status, body) => {
          if (status >= 200 && status < 300 && !body.slice(0, 200).includes('"requestStatus":1')) notOk++;
        },
      },
    ],
  });
  const total = result.requests.total;
  const extra = [probeNote, result.errors ? `${result.errors} connection errors/timeouts` : undefined].filter(Boolean).join('; ');
  return {
    endpoint: spec.endpoint,
    database,
    requests: total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    reqPerSec: result.requests.average,
    non2xx: result.non2xx,
    notOk,
    aim: spec.aim,
    note: extra || undefined,
  };
}
