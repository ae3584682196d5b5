import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { createTestApp, TEST_SETTINGS, type TestApp } from './helpers/test-app';
import { endpoints } from '../../contract/endpoint-table';
import { parserRefusal } from './helpers/client-error';

// Issue 26 item 1: every reply carries the browser's defences (ADR 0068), whatever produced it,
// and HSTS only when the request came over https.

let t: TestApp;
let token: string;
/** The same database served with the built console and behind a trusted proxy (TRUST_PROXY=1). */
let proxied: FastifyInstance;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin', 'admin123');
  dir = await mkdtemp(path.join(tmpdir(), 'cd-security-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Partner Console</title>');
  await writeFile(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  proxied = await buildApp({ db: t.db, staticDir: dir, trustProxy: true, settings: TEST_SETTINGS });
  await proxied.ready();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await proxied?.close();
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

type Headers = Record<string, string | string[] | number | undefined>;

function expectDefences(headers: Headers, what: string) {
  const csp = String(headers['content-security-policy']);
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
  expect(directives.get('default-src'), what).toBe("'self'");
  // No way to run script that is not a file of this origin.
  expect(directives.get('script-src'), what).toBe("'self'");
  expect(csp, what).not.toMatch(/unsafe-eval/);
  expect(directives.get('object-src'), what).toBe("'none'");
  expect(directives.get('frame-ancestors'), what).toBe("'none'");
  expect(directives.get('base-uri'), what).toBe("'self'");
  expect(directives.get('form-action'), what).toBe("'self'");
  expect(directives.get('connect-src'), what).toBe("'self'");
  expect(directives.get('worker-src'), what).toBe("'self'");
  expect(directives.get('manifest-src'), what).toBe("'self'");
  expect(directives.get('img-src'), what).toBe("'self' data: blob:");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  const permissions = String(headers['permissions-policy']).split(/,\s*/);
  expect(permissions, what).toContain('camera=(self)');
  for (const off of ['microphone', 'geolocation', 'payment', 'usb']) expect(permissions, what).toContain(`${off}=()`);
}

describe('security headers on every reply', () => {
  it('an API reply, a 401, a 404 and a 400 envelope', async () => {
    const ok = await t.app.inject({ method: 'GET', url: endpoints.catalog.activities.path, headers: t.authHeader(token) });
    expect(ok.statusCode).toBe(200);
    expectDefences(ok.headers, 'API reply');

    const unsigned = await t.app.inject({ method: 'GET', url: endpoints.catalog.activities.path });
    expect(unsigned.statusCode).toBe(401);
    expectDefences(unsigned.headers, '401');

    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expectDefences(missing.headers, '404');

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/public/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().requestStatus).toBe(0);
    expectDefences(bad.headers, '400 envelope');

    const invalid = await t.app.inject({ method: 'POST', url: '/api/public/login', payload: { password: 'x' } });
    expect(invalid.statusCode).toBe(400);
    expectDefences(invalid.headers, '400 field error');
  });

  it("the console's shell, a console route, a static asset and a missing asset", async () => {
    for (const url of ['/', '/calendar?activity=1', '/assets/app-1234.js', '/assets/gone.js']) {
      const res = await proxied.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(url.includes('gone') ? 404 : 200);
      expectDefences(res.headers, url);
    }
  });

  it('the API docs page and its files', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    expectDefences(page.headers, '/api/docs/');
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expectDefences(json.headers, '/api/docs/json');
  });

  it('the live event stream that takes the response over', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: `${endpoints.staff.sessionStream.path}?token=${encodeURIComponent(token)}` },
        (res) => {
          resolve(res.headers);
          req.destroy();
        },
      );
      req.on('error', reject);
    });
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expectDefences(headers, 'event stream');
  });

  it('an address the router cannot decode: the envelope naming the URL, with the headers', async () => {
    for (const url of ['/api/%zz', '/api/docs/static/%E0%A4%A', '/calendar%zz']) {
      const res = await proxied.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        requestStatus: 0,
        message: 'The address could not be read',
        errors: [{ path: 'url', message: 'The address could not be read' }],
      });
      expectDefences(res.headers, url);
    }
  });

  it("a request Node's parser refuses", async () => {
    const written = await parserRefusal(t.app);
    const head = written.slice(0, written.indexOf('\r\n\r\n')).split('\r\n').slice(1);
    const headers = Object.fromEntries(
      head.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    expectDefences(headers, 'parser 400');
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent over https through a trusted proxy, on API replies and console files', async () => {
    for (const url of ['/api/public/health', '/', '/assets/app-1234.js', '/api/no-such-thing']) {
      const res = await proxied.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });

  it('is never sent over plain http, nor when an untrusted client claims https', async () => {
    for (const url of ['/api/public/health', '/', '/assets/app-1234.js']) {
      const viaProxy = await proxied.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'http' } });
      expect(viaProxy.headers['strict-transport-security'], url).toBeUndefined();
      const direct = await proxied.inject({ method: 'GET', url });
      expect(direct.headers['strict-transport-security'], url).toBeUndefined();
    }
    // Without TRUST_PROXY the header is anyone's to forge: it proves nothing.
    const forged = await t.app.inject({ method: 'GET', url: '/api/public/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.statusCode).toBe(200);
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    expectDefences(forged.headers, 'health');
  });
});
