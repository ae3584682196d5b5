import { measureEndpoint, type LoadSpec } from './load';
import type { ResultRow } from './results';
import { measureSteady } from './steady-rate';

/**
 * A busy venue's desks search a few times a minute each; 100 searches a second is far beyond
 * any club's desks together. The aim is judged at that steady rate (each request sent at its
 * due time, latency from that send); the closed loop beside it shows how many the server answers when nothing waits.
 */
export const LOOKUP_RATE = 100;
const SATURATING_CONNECTIONS = 10;

export type LookupSpec = Omit<LoadSpec, 'connections' | 'rate'>;

/** The aim's row for a look-up call: LOOKUP_RATE requests a second, each timed from its send. */
export function measureLookupSteady(baseUrl: string, database: string, spec: LookupSpec): Promise<ResultRow> {
  return measureSteady(baseUrl, database, {
    ...spec,
    endpoint: `${spec.endpoint} at ${LOOKUP_RATE} req/s`,
    rate: LOOKUP_RATE,
    connections: SATURATING_CONNECTIONS,
  });
}

/** Two rows for a look-up call: the aim at a steady LOOKUP_RATE, and the saturated throughput. */
export async function measureLookup(baseUrl: string, database: string, spec: LookupSpec): Promise<ResultRow[]> {
  const steady = await measureLookupSteady(baseUrl, database, spec);
  const saturated = await measureEndpoint(baseUrl, database, {
    ...spec,
    endpoint: `${spec.endpoint}, ${SATURATING_CONNECTIONS} connections flat out`,
    connections: SATURATING_CONNECTIONS,
    aim: undefined,
  });
  saturated.note = [
    saturated.note,
    `closed loop: each connection sends as soon as its reply arrives, so p99 here is queueing on ${SATURATING_CONNECTIONS} connections`,
  ]
    .filter(Boolean)
    .join('; ');
  return [steady, saturated];
}
