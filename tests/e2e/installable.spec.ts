import { expect, test } from '@playwright/test';
import { WITH_SERVICE_WORKER } from './support/service-worker';

test.use(WITH_SERVICE_WORKER);

test('the console is installable: a standalone manifest with 192 and 512 px icons, and a service worker', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href as string)).json();
  expect(manifest.display).toBe('standalone');
  expect(manifest.name).toContain('Courtdesk');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((entry: { sizes: string }) => entry.sizes === size);
    expect(icon, `icon ${size}`).toBeTruthy();
    const reply = await request.get(icon.src);
    expect(reply.headers()['content-type']).toContain('image/png');
    const png = await reply.body();
    // Width and height sit at bytes 16–23 of a PNG's IHDR chunk.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(size);
  }
  const registered = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  expect(registered).toMatch(/\/sw\.js$/);
});
