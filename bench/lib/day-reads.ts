import type { AvailabilityReply } from '../../contract/availability';
import { expandAvailability } from '../../contract/availability-wire';
import { percentile, type ResultRow } from './results';

const REPEATS = 30;

export interface DayProbe {
  courts: number;
  slots: number;
  booked: number;
  rawBytes: number;
  gzipBytes: number;
  brBytes: number;
  firstMs: number;
  repeatedMs: number[];
  notModifiedMs: number[];
  etag: string | null;
}

async function timed(url: string, init: RequestInit): Promise<{ ms: number; res: Response; bytes: number; body: ArrayBuffer }> {
  const started = performance.now();
  const res = await fetch(url, init);
  // Compressed sizes come from Content-Length (fetch hands back the decoded body).
  const body = await res.arrayBuffer();
  const length = Number(res.headers.get('content-length') ?? body.byteLength);
  return { ms: performance.now() - started, res, bytes: length, body };
}

/**
 * One calendar day read the way desks read it, on an idle server: the first read (the day
 * cache misses: queries, pricing, serialising), then repeated reads (cache hits), the reply in
 * each encoding, and revalidations answering 304. The first call must be the day's first.
 */
export async function probeDay(baseUrl: string, token: string, body: { activityId: number; date: string }): Promise<DayProbe> {
  const url = `${baseUrl}/api/availability`;
  const init = (encoding: string, extra: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': encoding, ...extra },
    body: JSON.stringify(body),
  });
  const first = await timed(url, init('identity'));
  const day = expandAvailability(JSON.parse(Buffer.from(first.body).toString('utf8')) as AvailabilityReply);
  const slots = day?.courts.flatMap((c) => c.slots) ?? [];
  const repeatedMs: number[] = [];
  for (let i = 0; i < REPEATS; i++) repeatedMs.push((await timed(url, init('br, gzip'))).ms);
  const gz = await timed(url, init('gzip'));
  const br = await timed(url, init('br'));
  const etag = first.res.headers.get('etag');
  const notModifiedMs: number[] = [];
  if (etag) for (let i = 0; i < REPEATS; i++) notModifiedMs.push((await timed(url, init('br, gzip', { 'if-none-match': etag }))).ms);
  return {
    courts: day?.courts.length ?? 0,
    slots: slots.length,
    booked: slots.filter((s) => s.status === 'Booked').length,
    rawBytes: first.bytes,
    gzipBytes: gz.bytes,
    brBytes: br.bytes,
    firstMs: first.ms,
    repeatedMs,
    notModifiedMs,
    etag,
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function describeProbe(label: string, p: DayProbe): string {
  return (
    `${label}: ${p.courts} courts, ${p.slots} slots (${p.booked} booked, ${p.slots ? Math.round((100 * p.booked) / p.slots) : 0} %); ` +
    `reply ${kb(p.rawBytes)} raw, ${kb(p.gzipBytes)} gzip, ${kb(p.brBytes)} br; first read (cache miss) ${p.firstMs.toFixed(1)} ms, ` +
    `repeated read p50 ${percentile(p.repeatedMs, 50).toFixed(1)} ms, 304 revalidation p50 ${percentile(p.notModifiedMs, 50).toFixed(1)} ms`
  );
}

/** Rows for the table: the first read and the repeated reads of one day. */
export function probeRows(endpoint: string, database: string, p: DayProbe, aims: { first?: string; repeated?: string }): ResultRow[] {
  const base = { database, reqPerSec: NaN, non2xx: 0, notOk: 0 };
  return [
    { ...base, endpoint: `${endpoint} first read`, requests: 1, p50: p.firstMs, p99: p.firstMs, aim: aims.first },
    {
      ...base,
      endpoint: `${endpoint} repeated`,
      requests: p.repeatedMs.length,
      p50: percentile(p.repeatedMs, 50),
      p99: percentile(p.repeatedMs, 99),
      aim: aims.repeated,
    },
    {
      ...base,
      endpoint: `${endpoint} 304`,
      requests: p.notModifiedMs.length,
      p50: percentile(p.notModifiedMs, 50),
      p99: percentile(p.notModifiedMs, 99),
    },
  ];
}
