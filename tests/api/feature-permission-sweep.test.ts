import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addStaff } from './helpers/staff';
import { Feature } from '../../contract/features';
import { NO_PERMISSION_MESSAGE } from '../../contract/envelope';

/**
 * Every controller route of the OpenAPI document (read at run time, so routes added later are
 * covered too) answers -1 to a session that lacks its feature: a desk person with no permission
 * at all, and one holding only read access for write routes.
 */
interface Operation {
  method: string;
  url: string;
  feature: number | null;
  access: 'read' | 'write';
}

let t: TestApp;
let operations: Operation[];
let nothing: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t.db, { username: 'bare', password: 'bare12345', club: 'Courtdesk Demo Arena', permissions: [] });
  nothing = t.authHeader(await t.login('bare', 'bare12345'));
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { 'x-feature'?: number | null; 'x-access'?: 'read' | 'write' }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op['x-access'] !== undefined)
      .map(([method, op]) => ({ method: method.toUpperCase(), url, feature: op['x-feature'] ?? null, access: op['x-access']! })),
  );
});
afterAll(() => t.close());

/** A concrete URL for a path with parameters ({id} → 1); the feature check comes before them. */
const concrete = (url: string) => url.replace(/\{[^}]+\}/g, '1');

async function call(op: Operation, headers: { authorization: string }) {
  return t.app.inject({
    method: op.method as 'GET',
    url: concrete(op.url),
    headers: { ...headers, 'content-type': 'application/json' },
    payload: op.method === 'GET' ? undefined : '{}',
  });
}

describe('every route answers -1 without its feature (spec 3 §6, DESIGN "Session, roles, permissions")', () => {
  it('finds the documented controller routes with their feature', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations).toContainEqual({ method: 'POST', url: '/api/user/permissions/update', feature: Feature.staff, access: 'write' });
    expect(operations).toContainEqual({ method: 'POST', url: '/api/password/update', feature: null, access: 'read' });
  });

  it('a session without any permission gets -1 from every feature route', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.feature !== null)) {
      const res = await call(op, nothing);
      const body = res.json() as { requestStatus?: number; message?: string };
      if (res.statusCode !== 200 || body.requestStatus !== -1 || body.message !== NO_PERMISSION_MESSAGE)
        wrong.push(`${op.method} ${op.url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('read access is not enough for a write route', async () => {
    const features = [...new Set(operations.filter((o) => o.feature !== null && o.access === 'write').map((o) => o.feature!))];
    const name = 'readers';
    await addStaff(t.db, {
      username: name,
      password: 'readers123',
      club: 'Courtdesk Demo Arena',
      permissions: features.map((f) => [f as never, 'read']),
    });
    const readOnly = t.authHeader(await t.login(name, 'readers123'));
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.feature !== null && o.access === 'write')) {
      const body = (await call(op, readOnly)).json() as { requestStatus?: number };
      if (body.requestStatus !== -1) wrong.push(`${op.method} ${op.url}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('a feature-less route still answers the bare session (not -1)', async () => {
    for (const op of operations.filter((o) => o.feature === null && o.method === 'GET')) {
      const body = (await call(op, nothing)).json() as { requestStatus?: number };
      expect(body.requestStatus, `${op.method} ${op.url}`).not.toBe(-1);
    }
  });
});
