import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './helpers/test-app';
import { buildApp } from '../../server/app';
import { redactUrl } from '../../server/plugins/logging';

let t: TestApp;
/** A second app on the same database, logging at info into `lines` (a pino destination stream). */
let logged: FastifyInstance;
const lines: string[] = [];
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin', 'admin123');
  logged = await buildApp({ db: t.db, logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  await logged.ready();
});
afterAll(async () => {
  await logged?.close();
  await t?.close();
});

const entries = () => lines.map((l) => JSON.parse(l) as { msg: string; req?: { url: string; method: string } });

describe('request logs keep secrets out', () => {
  it('logs GET /api/live without its token query parameter', async () => {
    lines.length = 0;
    // A revoked token answers 401 at once (a live one would hold the stream open); the URL logged is the same.
    const revoked = await t.login('admin', 'admin123');
    await t.app.inject({ method: 'POST', url: '/api/public/logout', headers: t.authHeader(revoked) });
    const res = await logged.inject({ method: 'GET', url: `/api/live?token=${revoked}&date=2026-11-21` });
    expect(res.statusCode).toBe(401);

    const incoming = entries().find((e) => e.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/api/live?token=[redacted]&date=2026-11-21' });
    expect(lines.join('')).not.toContain(revoked);
  });

  it('logs no Authorization header of an authenticated call', async () => {
    lines.length = 0;
    const res = await logged.inject({ method: 'GET', url: '/api/activities', headers: t.authHeader(token) });
    expect(res.json().requestStatus).toBe(1);
    expect(entries().map((e) => e.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.join('')).not.toContain(token);
  });

  it('redacts the header even when something logs the headers on purpose', async () => {
    lines.length = 0;
    logged.log.info(
      { req: { headers: { authorization: `Bearer ${token}` } }, headers: { authorization: `Bearer ${token}` } },
      'debug dump',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(token);
    expect(lines[0]).toContain('[redacted]');
  });
});

describe('redactUrl', () => {
  it('redacts secret-looking parameters only, however the name is spelled', () => {
    expect(redactUrl('/api/live?token=abc')).toBe('/api/live?token=[redacted]');
    expect(redactUrl('/calendar?activity=3&date=2026-11-21')).toBe('/calendar?activity=3&date=2026-11-21');
    expect(redactUrl('/api/live?%74oken=abc&TOKEN=def&x=1')).toBe('/api/live?%74oken=[redacted]&TOKEN=[redacted]&x=1');
    expect(redactUrl('/api/live?token')).toBe('/api/live?token=[redacted]');
    expect(redactUrl('/x?%zz=abc')).toBe('/x?%zz=[redacted]');
    expect(redactUrl('/api/public/health')).toBe('/api/public/health');
  });
});
