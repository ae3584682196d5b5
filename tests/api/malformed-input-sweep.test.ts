import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Every route of the OpenAPI document, fed malformed input: nothing may answer 500, and a 400
 * must name a field. Routes that stream or end the session are left out on purpose.
 */
const SKIP = new Set(['GET /api/live', 'POST /api/public/logout', 'POST /api/public/login']);

const BODIES: unknown[] = [
  {},
  { activityId: 'x', courtId: -1, date: '2026-02-30', time: '25:99:00', count: 1e12 },
  { activityId: 1e20, date: 12, mobile: {}, discountAmount: 'ten', credits: [], memberPin: null },
  { customerDetails: 'nope', paymentMode: 9, totalPaidAmount: -5, bookingRemarks: 'x'.repeat(5000) },
  [1, 2, 3],
  'just a string',
];
const QUERIES = ['', '?activityId=abc', '?activityId=-3&bookingId=1e99&cartedSlotId=%00', '?date=yesterday&slot=__&courtId=[]'];

let t: TestApp;
let auth: { authorization: string };
let routes: { method: string; url: string }[];

beforeAll(async () => {
  t = await createTestApp();
  auth = t.authHeader(await t.login('admin', 'admin123'));
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url })),
  );
});
afterAll(() => t.close());

describe('malformed input on every route', () => {
  it('finds the routes to sweep', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/booking' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/carting/slot/add' });
  });

  it('never answers 500, and every 400 names a field', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      if (SKIP.has(key) || route.url.includes('{')) continue;
      const attempts =
        route.method === 'GET'
          ? QUERIES.map((query) => ({ url: `${route.url}${query}`, payload: undefined as unknown }))
          : BODIES.flatMap((payload) => [
              { url: route.url, payload },
              { url: `${route.url}${QUERIES[2]}`, payload },
            ]);
      for (const attempt of attempts) {
        const reply = await t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: attempt.url,
          headers: { ...auth, ...(attempt.payload === undefined ? {} : { 'content-type': 'application/json' }) },
          payload: attempt.payload === undefined ? undefined : JSON.stringify(attempt.payload),
        });
        const label = `${key} ${attempt.url.slice(route.url.length)} ${JSON.stringify(attempt.payload)?.slice(0, 60)}`;
        if (reply.statusCode >= 500) failures.push(`${label} → ${reply.statusCode} ${reply.body.slice(0, 120)}`);
        if (reply.statusCode === 400) {
          const body = reply.json() as { requestStatus?: number; message?: string; errors?: { path: string }[] };
          if (body.requestStatus !== 0 || !body.message) failures.push(`${label} → 400 without a message`);
          if (!body.errors?.length || !body.errors.every((error) => error.path !== undefined))
            failures.push(`${label} → 400 without field errors: ${reply.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('still serves the admin afterwards (nothing was broken by the sweep)', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/activities', headers: auth });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().requestStatus).toBe(1);
  });
});
