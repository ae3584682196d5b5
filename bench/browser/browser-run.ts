import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { BENCH_ACTIVITY, BENCH_CLUB_KEY, BENCH_PASSWORD, DESK_USERS_PER_CLUB, WIDE_CLUB_KEY, deskUsername } from '../dataset/spec';
import { addDays } from '../dataset/foundation';
import { todayInBenchZone } from '../dataset/build';
import { benchMobile } from '../lib/booking-run';
import type { ResultRow } from '../lib/results';
import { BROWSER_ROW, BROWSER_RUNS } from './browser-row';
import { frameAfter, PROBES } from './in-page';
import { CHROMIUM_ARGS } from '../../tests/e2e/support/chromium';

/** Chromium's CPU as is, then slowed 4× (a desk tablet), through CDP Emulation.setCPUThrottlingRate. */
const CPU_RATES = [1, 4] as const;
/** The day the desks open: a week ahead, part booked, as the API rows read it. */
const DAY_OFFSET = 7;

type Figures = Record<string, number[]>;

interface Bench {
  usable: number;
  lcp: number;
  pointerdown: number;
  events: { name: string; start: number; duration: number; interactionId: number }[];
}
const probes = (page: Page) => page.evaluate('window.__bench') as Promise<Bench>;

/** Starts waiting for the frame after `selector` (with `text`) appears; await the result after acting. */
const whenDrawn = (page: Page, selector: string, text: string | null = null) => {
  const wait = page.evaluate(frameAfter(selector, text)) as Promise<number>;
  // A wait left behind by a step that failed first must not end the process as unhandled.
  wait.catch(() => undefined);
  return wait;
};

async function signIn(page: Page, username: string): Promise<void> {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(BENCH_PASSWORD);
  await page.getByTestId('captcha').getByRole('checkbox').click();
  await page.locator('[data-testid="captcha"][data-state="verified"]').waitFor({ timeout: 60_000 });
}

async function pickSport(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Sport' }).click();
  await page.getByRole('option', { name: BENCH_ACTIVITY, exact: true }).click();
}

async function newPage(browser: Browser, rate: number) {
  // The console's CSP forbids eval; the probes' waits are evaluated code (Playwright's, not the page's).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  await context.addInitScript({ content: PROBES });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page };
}

/**
 * One desk's morning at the 30-court club, cold (a new browser profile): the login screen, sign
 * in (the console opens on the calendar the address asked for), pick the sport, click a free slot,
 * Book Now, and Confirm Booking for a new customer.
 */
async function deskMorning(browser: Browser, baseUrl: string, rate: number, run: number, out: Figures): Promise<void> {
  const { context, page } = await newPage(browser, rate);
  const push = (key: string, v: number) => (out[key] ??= []).push(v);
  try {
    const date = addDays(todayInBenchZone(), DAY_OFFSET);
    await page.goto(`${baseUrl}/calendar?date=${date}`);
    await page.waitForFunction('window.__bench && window.__bench.usable > 0', null, { timeout: 60_000 });
    const first = await probes(page);
    push('login usable (cold)', first.usable);
    push('LCP of the first view (login)', first.lcp);

    const username = deskUsername(BENCH_CLUB_KEY, 1 + ((run + rate) % DESK_USERS_PER_CLUB));
    await signIn(page, username);
    let drawn = whenDrawn(page, 'input[aria-label="Sport"]');
    await page.getByRole('button', { name: 'Sign in' }).click();
    push('sign-in → calendar drawn', (await drawn) - (await probes(page)).pointerdown);

    drawn = whenDrawn(page, '[role="grid"] button[data-status]');
    await pickSport(page);
    push('sport → grid drawn, 30 courts', (await drawn) - (await probes(page)).pointerdown);

    drawn = whenDrawn(page, 'button', 'Add to cart');
    await page.locator('[role="grid"] button[data-status="Book"]').first().click();
    const clicked = await probes(page);
    push('slot click → panel', (await drawn) - clicked.pointerdown);
    const after = (await probes(page)).events.filter((e) => e.start >= clicked.pointerdown - 1 && e.interactionId > 0);
    push('slot click, Event Timing duration', Math.max(0, ...after.map((e) => e.duration)));

    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.getByRole('textbox', { name: 'Mobile' }).fill(benchMobile(90_000 + rate, run));
    await page.getByRole('textbox', { name: 'Name' }).fill(`Browser Customer ${run}`);
    drawn = whenDrawn(page, '[role="dialog"]', 'Booking Details');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    push('Confirm Booking → details shown', (await drawn) - (await probes(page)).pointerdown);
    // INP of the visit: its slowest interaction (fewer than 50 of them: the 98th percentile is the slowest).
    const all = (await probes(page)).events.filter((e) => e.interactionId > 0);
    push('INP (login to booking)', Math.max(0, ...all.map((e) => e.duration)));
  } finally {
    await context.close();
  }
}

/** The 332-court club: one desk signs in once, then opens the calendar and picks the sport, run after run. */
async function wideDay(browser: Browser, baseUrl: string, rate: number, out: Figures): Promise<void> {
  const { context, page } = await newPage(browser, rate);
  try {
    const date = addDays(todayInBenchZone(), DAY_OFFSET);
    await page.goto(`${baseUrl}/calendar?date=${date}`);
    await signIn(page, deskUsername(WIDE_CLUB_KEY, rate === 1 ? 1 : 2));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('combobox', { name: 'Sport' }).waitFor({ timeout: 60_000 });
    for (let run = 0; run < BROWSER_RUNS; run++) {
      await page.goto(`${baseUrl}/calendar?date=${addDays(date, run % 2)}`);
      await page.getByRole('combobox', { name: 'Sport' }).waitFor();
      const drawn = whenDrawn(page, '[role="grid"] button[data-status]');
      await pickSport(page);
      (out['sport → grid drawn, 332 courts'] ??= []).push((await drawn) - (await probes(page)).pointerdown);
    }
  } finally {
    await context.close();
  }
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)];

/**
 * Issue 33's browser figures: Chromium (CHROMIUM_PATH or /usr/bin/chromium) against the bench's
 * server and dataset, each the median of BROWSER_RUNS, at full CPU and 4× slowed. Times come from
 * the page's own clock (pointerdown → the frame after the result is in the DOM). Reported, never
 * asserted; a step that fails ends that figure's runs and says why in the note.
 */
export async function measureBrowser(o: { baseUrl: string; database: string; log: (l: string) => void }): Promise<ResultRow[] | string> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return `no Chromium at ${executablePath}`;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  const rows: ResultRow[] = [];
  try {
    for (const rate of CPU_RATES) {
      const figures: Figures = {};
      let failure: string | undefined;
      o.log(`browser: ${BROWSER_RUNS} desk mornings and ${BROWSER_RUNS} wide days in Chromium, CPU ${rate}× slower`);
      try {
        for (let run = 0; run < BROWSER_RUNS; run++) await deskMorning(browser, o.baseUrl, rate, run, figures);
        await wideDay(browser, o.baseUrl, rate, figures);
      } catch (err) {
        failure = (err as Error).message.split('\n')[0];
        o.log(`browser: stopped: ${failure}`);
      }
      for (const [what, values] of Object.entries(figures)) {
        rows.push({
          endpoint: BROWSER_ROW(what, rate),
          database: o.database,
          requests: values.length,
          p50: median(values),
          p99: Math.max(...values),
          reqPerSec: NaN,
          non2xx: 0,
          notOk: 0,
          note: [
            `median of ${values.length} (p99 column: the slowest)`,
            what.includes('Event Timing') ? '0 = under 16 ms, the smallest duration Event Timing reports' : '',
            failure ? `runs stopped: ${failure}` : '',
          ]
            .filter(Boolean)
            .join('; '),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
