import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin', 'admin123');
});
afterAll(async () => {
  await t?.close();
});

type Res = { statusCode: number; json(): { requestStatus: number; message: string; errors?: { path: string; message: string }[] } };

function expectFieldError(res: Res, path: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.requestStatus).toBe(0);
  expect(body.message).toContain(path);
  expect(body.errors?.map((e) => e.path)).toContain(path);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
}

describe('malformed input → 400 with field errors', () => {
  it('names a missing username and a missing password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/public/login', payload: { password: 'x' } });
    expectFieldError(res, 'username');
    expect(res.json().errors).toEqual([
      { path: 'username', message: 'Username is required', code: 'field.required', codeValues: { field: 'Username' } },
    ]);
    expectFieldError(
      await t.app.inject({ method: 'POST', url: '/api/public/login', payload: { username: 'admin', password: '' } }),
      'password',
    );
    expectFieldError(
      await t.app.inject({ method: 'POST', url: '/api/public/login', payload: { username: '  ', password: 'x' } }),
      'username',
    );
  });

  it('names a field of the wrong type', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/public/login', payload: { username: 12, password: ['x'] } });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors!.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['password', 'username']);
  });

  it('answers 400 to a body that is not JSON or missing', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/public/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().requestStatus).toBe(0);
    expect(bad.json().errors).toEqual([{ path: 'body', message: expect.any(String) }]);
    const none = await t.app.inject({ method: 'POST', url: '/api/public/login' });
    expect(none.statusCode).toBe(400);
    expect(none.json().requestStatus).toBe(0);
  });

  it('names the club id of a switch and the activity id of court details', async () => {
    const headers = t.authHeader(token);
    expectFieldError(await t.app.inject({ method: 'POST', url: '/api/switch/account', headers, payload: { clubId: 'abc' } }), 'clubId');
    expectFieldError(await t.app.inject({ method: 'POST', url: '/api/switch/account', headers, payload: {} }), 'clubId');
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/court/details', headers }), 'activityId');
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/court/details?activityId=-3', headers }), 'activityId');
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/features?premiumAccess=7', headers }), 'premiumAccess');
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ requestStatus: 0, message: 'Not found' });
  });
});

describe('public endpoints', () => {
  it('reports health with the server time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().requestStatus).toBe(1);
    expect(Date.parse(res.json().time)).not.toBeNaN();
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/public/login', '/api/court/details']));
  });
});

describe('never a 500', () => {
  it('answers every probe of this suite without a 500', async () => {
    const headers = t.authHeader(token);
    const probes = [
      { method: 'POST', url: '/api/public/login', payload: 'garbage', headers: { 'content-type': 'application/json' } },
      { method: 'POST', url: '/api/public/login', payload: { username: 'a'.repeat(5000), password: 'x', captcha: 'y' } },
      { method: 'POST', url: '/api/public/logout', headers: { authorization: 'Bearer ' + 'z'.repeat(5000) } },
      { method: 'GET', url: '/api/court/details?activityId=99999999999999999999', headers },
      { method: 'GET', url: '/api/court/details?activityId=3000000000', headers },
      { method: 'POST', url: '/api/switch/account', headers, payload: { clubId: 3000000000 } },
      { method: 'POST', url: '/api/switch/account', headers, payload: { clubId: 1e20 } },
      { method: 'POST', url: '/api/get/user/clubs', headers, payload: [] },
      { method: 'GET', url: '/api/activities', headers: { authorization: 'Bearer \u0000' } },
    ] as const;
    for (const p of probes) {
      const res = await t.app.inject(p as never);
      expect(res.statusCode, `${p.method} ${p.url}`).toBeLessThan(500);
    }
  });
});
