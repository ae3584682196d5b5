import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { createDb, type DbHandle } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';

let dir: string;
let db: DbHandle;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cd-static-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Partner Console</title>');
  await writeFile(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'sw.js'), 'self.x=1');
  db = await createDb({ inMemory: true });
  await migrate(db);
  app = await buildApp({ db, staticDir: dir });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('serving the built console', () => {
  it('serves the shell at / and at console routes, revalidated each time', async () => {
    for (const url of ['/', '/login', '/calendar?activity=3&date=2026-11-21', '/download']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Partner Console');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and the service worker revalidated', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('keeps a missing asset a 404 and /api paths JSON', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ requestStatus: 0, message: 'Not found' });
  });
});
