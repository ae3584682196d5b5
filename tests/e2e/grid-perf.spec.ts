import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { wideDay } from './support/wide-day';

// Issue 14: how the console copes with a very wide day. A 50-court × 96-slot day (served by a
// route that answers POST /api/availability with a synthetic lean reply; everything else is the
// real server) is drawn, clicked and refreshed, and the figures are measured in Chromium with the
// Performance API. It REPORTS them (console and GRID_PERF_OUT, read by `npm run bench`); only
// the behaviour is asserted, never the timing.
const COURTS = 50;
const CELLS = COURTS * 96;
const OUT = process.env.GRID_PERF_OUT ?? path.resolve('test-results/grid-perf.json');

function farDate(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test('a 50-court × 96-slot day: render, click and live refresh figures', async ({ page }) => {
  test.setTimeout(120_000);
  const wide = farDate(30);
  let version = 1;
  await page.route('**/api/availability', async (route) => {
    const body = route.request().postDataJSON() as { activityId: number; date: string };
    if (body.date !== wide) return route.continue();
    const reply = wideDay(body.activityId, body.date, COURTS, version);
    await route.fulfill({ status: 200, headers: { 'content-type': 'application/json', etag: `W/"wide-${version}"` }, body: JSON.stringify(reply) });
  });
  await signIn(page, 'desk', 'desk123');
  await page.goto(`/calendar?activity=1&date=${farDate(2)}`);
  await expect(page.locator('[role="grid"] button[data-row]').first()).toBeVisible();

  // 1. Render: from the date change to the whole grid in the DOM, and to the next frame.
  const render = await page.evaluate(
    async ({ url, cells }) => {
      const count = () => document.querySelectorAll('[role="grid"] button[data-row]').length;
      const t0 = performance.now();
      history.pushState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
      await new Promise<void>((resolve) => {
        const check = () => count() >= cells && (observer.disconnect(), resolve());
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true });
        check();
      });
      const dom = performance.now();
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const frame = performance.now();
      const reply = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/availability') && e.startTime >= t0) as PerformanceResourceTiming | undefined;
      return { fromDateChangeMs: frame - t0, replyToDomMs: reply ? dom - reply.responseEnd : null, replyToFrameMs: reply ? frame - reply.responseEnd : null, cells: count() };
    },
    { url: `/calendar?activity=1&date=${wide}`, cells: CELLS },
  );
  expect(render.cells).toBe(CELLS);

  // 2. Click a free cell: Event Timing (input to next paint) and pointerdown → panel in the DOM.
  await page.evaluate(() => {
    const w = window as unknown as { __clicks: number[]; __panel: Promise<number> };
    w.__clicks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'click' || e.name === 'pointerup' || e.name === 'pointerdown') w.__clicks.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    w.__panel = new Promise<number>((resolve) => {
      let down = 0;
      document.addEventListener('pointerdown', (e) => (down = e.timeStamp), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if ([...document.querySelectorAll('button')].some((b) => b.textContent === 'Add to cart')) {
          observer.disconnect();
          resolve(performance.now() - down);
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.locator('[role="grid"] button[data-status="Book"]').nth(5).click();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await page.waitForTimeout(300);
  const click = await page.evaluate(async () => {
    const w = window as unknown as { __clicks: number[]; __panel: Promise<number> };
    return { pointerToPanelMs: await w.__panel, eventTimingMs: w.__clicks.length ? Math.max(...w.__clicks) : null };
  });
  await page.keyboard.press('Escape');

  // 3. Live refresh: five cells change; time to show them and how many cells' DOM was touched.
  version = 2;
  const refresh = await page.evaluate(async () => {
    const grid = document.querySelector('[role="grid"]')!;
    const touched = new Set<Element>();
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target instanceof Element ? r.target : r.target.parentElement;
        const cell = el?.closest('button[data-row]');
        if (cell) touched.add(cell);
      }
    });
    observer.observe(grid, { subtree: true, attributes: true, characterData: true, childList: true });
    const target = () => grid.querySelector('button[data-row="40"][data-col="3"]')!.getAttribute('data-status');
    const before = target();
    const t0 = performance.now();
    [...document.querySelectorAll('button')].find((b) => b.textContent === 'Show Availability')!.click();
    await new Promise<void>((resolve) => {
      const tick = () => (target() !== before ? resolve() : requestAnimationFrame(tick));
      tick();
    });
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
    observer.disconnect();
    return { updateMs: performance.now() - t0 - 50, cellsTouched: touched.size };
  });
  expect(refresh.cellsTouched).toBeGreaterThanOrEqual(5);

  const figures = { courts: COURTS, slotsPerCourt: 96, render, click, refresh, measuredAt: new Date().toISOString() };
  console.log(`grid figures: ${JSON.stringify(figures)}`);
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify(figures, null, 2));
});
