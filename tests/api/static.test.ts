import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, writeFile, rm, readdir } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { createDb, type DbHandle } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';

let dir: string;
let db: DbHandle;
let app: FastifyInstance;
// Over the 1 KB threshold of scripts/compress-dist.mjs, unlike sw.js.
const appJs = `console.log(${JSON.stringify('court '.repeat(400))});`;
const shell = `<!doctype html><title>Partner Console</title><!-- ${'padding '.repeat(200)} -->`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cd-static-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), shell);
  await writeFile(path.join(dir, 'assets', 'app-1234.js'), appJs);
  await writeFile(path.join(dir, 'assets', 'photo-1234.png'), Buffer.alloc(4096, 7));
  await writeFile(path.join(dir, 'sw.js'), 'self.x=1');
  // The build step itself, as `npm run build` runs it after vite build.
  await promisify(execFile)(process.execPath, ['scripts/compress-dist.mjs', dir]);
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

  it('sends the pre-compressed build assets to clients that accept them', async () => {
    const get = (url: string, encoding?: string) =>
      app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

    const gz = await get('/assets/app-1234.js', 'gzip, deflate');
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(appJs);

    const br = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(appJs);

    const plain = await get('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appJs);

    // The shell through the console-route fallback, still revalidated each time.
    const page = await get('/calendar', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.rawPayload).toString()).toBe(shell);
  });

  it('compresses only text assets over 1 KB, and never serves the siblings as files', async () => {
    const all = (await readdir(dir, { recursive: true })).map((f) => f.split(path.sep).join('/')).sort();
    expect(all.filter((f) => /\.(gz|br)$/.test(f))).toEqual([
      'assets/app-1234.js.br',
      'assets/app-1234.js.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    const sw = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'gzip' } });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-encoding']).toBeUndefined();
    expect(sw.body).toBe('self.x=1');
    expect((await app.inject({ method: 'GET', url: '/assets/app-1234.js.gz' })).statusCode).toBe(404);
  });
});
