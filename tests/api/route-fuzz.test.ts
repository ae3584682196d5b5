import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Fuzz over every route of the OpenAPI document (issue 7): wrong types, huge and odd strings,
 * NUL, impossible dates, big numbers, unknown calling codes, empty and 2 MB bodies. No reply may
 * be a 5xx, and every 4xx carries the envelope.
 */
type Schema = { type?: string; properties?: Record<string, Schema>; anyOf?: Schema[]; pattern?: string; format?: string };
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

let t: TestApp;
let token = '';
let marketKey = '';
const login = async () => (token = await t.login('admin', 'admin123'));

beforeAll(async () => {
  // Fuzzing the login route fails sign-ins on purpose: bounds high enough to keep signing in.
  t = await createTestApp({ settings: { login: { maxFailures: 100_000, maxFailuresPerIp: 100_000 } } });
  await login();
  // Marketplace routes get a real key: the fuzz reaches their handlers, and a key 401 does not
  // cost a fresh sign-in per case.
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/club/marketplace/keys',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: 'Fuzz' },
  });
  marketKey = created.json().key;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const HUGE = 'x'.repeat(20_000);
/** Values every field gets in turn. */
const BAD_VALUES: unknown[] = [
  null,
  true,
  {},
  [],
  { $gt: '' },
  '',
  ' ',
  'abc',
  '\u0000',
  'a\u0000b',
  HUGE,
  '😀'.repeat(200),
  "' OR 1=1 --",
  '<script>x</script>',
  '\uFFFF\uD800',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '1900-01-01',
  '2026-13-01',
  '24:00:00',
  '99:99',
  0,
  -1,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  1e10,
  1e308,
  '1e10',
  '2147483648',
  '9007199254740993',
  'NaN',
  '+999',
  '+0',
  '999999999999999999999',
];
/** A plausible value per field so that one bad field at a time reaches deeper code. */
function plausible(name: string, schema: Schema | undefined): unknown {
  const s = schema?.anyOf?.[0] ?? schema ?? {};
  if (/date|expiry/i.test(name)) return '2026-12-07';
  if (/time|slot$/i.test(name)) return '10:00:00';
  if (/mobile/i.test(name)) return '9876543210';
  if (/countryCode/i.test(name)) return '+91';
  if (s.type === 'integer' || s.type === 'number') return 1;
  if (s.type === 'boolean') return false;
  if (s.type === 'object') return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(k, v)]));
  if (s.type === 'array') return [];
  return 'x';
}

interface Case {
  method: string;
  url: string;
  query: Record<string, string>;
  payload?: string;
  contentType?: string;
}

function casesFor(method: string, path: string, op: Operation): Case[] {
  const url = path.replace(/\{(\w+)\}/g, '1');
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
  const baseQuery = Object.fromEntries(queryParams.map((p) => [p.name, String(plausible(p.name, p.schema))]));
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const baseBody = bodySchema ? (plausible('body', bodySchema) as Record<string, unknown>) : undefined;
  const json = (b: unknown) => JSON.stringify(b);
  const out: Case[] = [];
  const send = (query: Record<string, string>, payload?: string, contentType = 'application/json') =>
    out.push({ method, url, query, ...(payload === undefined ? {} : { payload, contentType }) });

  for (const p of queryParams) {
    for (const v of BAD_VALUES)
      send({ ...baseQuery, [p.name]: typeof v === 'string' ? v : JSON.stringify(v) }, baseBody ? json(baseBody) : undefined);
  }
  if (method === 'post') {
    const fields = Object.entries(bodySchema?.properties ?? {});
    for (const [name, schema] of fields) {
      for (const v of BAD_VALUES) send(baseQuery, json({ ...baseBody, [name]: v }));
      // One level down (customerDetails.mobile …).
      const nested = schema.anyOf?.[0]?.properties ?? schema.properties;
      for (const [inner] of Object.entries(nested ?? {})) {
        for (const v of ['\u0000', HUGE, 2 ** 53, '+999', '+0', '2026-02-30', null, {}]) {
          send(baseQuery, json({ ...baseBody, [name]: { ...(baseBody?.[name] as object), [inner]: v } }));
        }
      }
    }
    // Whole bodies: empty, null, wrong shapes, broken JSON, too large, another content type.
    for (const raw of ['', 'null', '[]', '"x"', '1', '{', '{"a":', '{"__proto__":{"x":1}}', `{"x":"${'y'.repeat(2 * 1024 * 1024)}"}`])
      send(baseQuery, raw);
    send(baseQuery, 'a=1', 'application/x-www-form-urlencoded');
    send(baseQuery, '\u0000', 'text/plain');
  }
  send(baseQuery, baseBody ? json(baseBody) : undefined);
  return out;
}

async function run(c: Case): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = c.url.startsWith('/api/marketplace')
    ? { 'x-api-key': marketKey }
    : { authorization: `Bearer ${token}` };
  if (c.contentType) headers['content-type'] = c.contentType;
  const res = await t.app.inject({
    method: c.method.toUpperCase() as 'GET',
    url: c.url,
    query: c.query,
    headers,
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  });
  // Logout and Switch Club end the session on purpose: sign in again for the next cases.
  if (res.statusCode === 401 && !c.url.startsWith('/api/live')) await login();
  return res;
}

describe('route fuzz (every OpenAPI route)', () => {
  it('answers no 5xx to thousands of hostile requests, and every 4xx with the envelope', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const cases = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .map(([m, op]) => casesFor(m, path, op))
        .flat(),
    );
    const failures: string[] = [];
    let count = 0;
    const started = performance.now();
    for (const c of cases) {
      const label = `${c.method.toUpperCase()} ${c.url} ${JSON.stringify(c.query).slice(0, 80)} ${String(c.payload).slice(0, 80)}`;
      // A reply that never completes (a stream left open, a destroyed socket) is a failure too.
      const res = await run(c).catch((err: Error) => {
        failures.push(`threw ${label}: ${err.message}`);
        return null;
      });
      count++;
      if (!res) continue;
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${label}: ${res.body.slice(0, 120)}`);
      else if (res.statusCode >= 400 && res.statusCode !== 404 && !c.url.startsWith('/api/live')) {
        const body = res.json() as { requestStatus?: number };
        if (body.requestStatus !== 0) failures.push(`${res.statusCode} without envelope ${label}`);
      }
    }
    expect(Object.keys(spec.paths).length).toBeGreaterThan(20);
    expect(count).toBeGreaterThanOrEqual(2_000);
    console.log(`fuzz: ${count} requests in ${Math.round(performance.now() - started)} ms`);
    expect(failures.slice(0, 40)).toEqual([]);
  }, 900_000);
});
