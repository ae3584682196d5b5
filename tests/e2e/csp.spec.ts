import { expect, test, type Page, type Request } from '@playwright/test';
import { signIn } from './support/sign-in';
import { headersOf } from './support/club-now';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { scaled } from './support/time-scale';
import { WITH_SERVICE_WORKER } from './support/service-worker';

test.use(WITH_SERVICE_WORKER);

// Issue 26 item 1 (ADR 0068): the whole console runs under its Content-Security-Policy and
// Permissions-Policy with nothing refused: every section, the captcha's worker, the service
// worker, the camera of the QR scanner and the API docs.

// Chromium's fake camera (a test pattern) so the scanner really opens one; the rest as the config.
test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

/** A day far enough ahead that no slot has started and no other spec books it. */
function bookingDate(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
const slot = (page: Page, court: string, time: string) => page.locator(`[role="grid"] button[title^="${court} ${time} "]`);

/**
 * Collects every refusal the page reports: `securitypolicyviolation` events (through a binding
 * that survives reloads) and console lines about either policy (a blocked eval, a header the
 * browser could not read, a feature used against the Permissions-Policy).
 */
async function watchPolicies(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.exposeBinding('__cspViolation', (_source, text: string) => void refused.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      report(
        `${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content[- ]security[- ]policy|permissions[- ]policy/i.test(message.text())) refused.push(`console: ${message.text()}`);
  });
  return refused;
}

/**
 * Waits until the section has fetched and drawn what it shows: no request of the page in
 * flight and no loader spinning in the main area. The live streams stay open by design and the
 * heartbeat runs on its own clock: neither is the section's.
 */
const BACKGROUND = /^\/api\/(live(\/.*)?|public\/health)$/;
function settler(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (r) => {
    if (!BACKGROUND.test(new URL(r.url()).pathname)) inFlight.add(r);
  });
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return async () => {
    await expect.poll(() => [...inFlight].map((r) => r.url()), { timeout: scaled(15_000), intervals: [50, 100, 200] }).toEqual([]);
    await expect(page.locator('main .mantine-Loader')).toHaveCount(0, { timeout: scaled(15_000) });
  };
}

test('1280x800: every section, the captcha, the service worker and the camera run with no policy refusal', async ({ page }) => {
  test.setTimeout(scaled(120_000));
  await page.setViewportSize({ width: 1280, height: 800 });
  const refused = await watchPolicies(page);
  const settled = settler(page);

  // The login page and its captcha (the proof of work runs in a worker of this origin).
  await signIn(page, 'admin', 'admin123');
  // The policy in force is the one the server sends.
  const allowed = await page.evaluate(() => {
    const policy = (document as unknown as { featurePolicy?: { allowsFeature(name: string): boolean } }).featurePolicy;
    return policy ? { camera: policy.allowsFeature('camera'), microphone: policy.allowsFeature('microphone') } : null;
  });
  expect(allowed).toEqual({ camera: true, microphone: false });

  // Every section in the sidebar, in its order, through the console's own navigation.
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.locator('a[href="/addons"]')).toBeVisible();
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  for (const path of [
    '/dashboard',
    '/analytics',
    '/staff',
    '/settings',
    '/calendar',
    '/courtside',
    '/members',
    '/packages',
    '/coupons',
    '/pricing',
    '/events',
    '/reports',
    '/addons',
  ])
    expect(hrefs).toContain(path);
  for (const href of hrefs) {
    await nav.locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[/?]/g, '\\$&')}(\\?|$)`));
    await settled();
  }

  // The staff section's audit log tab.
  await nav.locator('a[href="/staff"]').click();
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await settled();

  // Contact Support from the sidebar.
  await page.getByRole('button', { name: 'Contact Support' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settled();
  await page.keyboard.press('Escape');

  // Courtside: the QR scanner opens the camera (camera=(self)).
  await nav.locator('a[href="/courtside"]').click();
  await page.getByRole('button', { name: 'Scan QR' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scan the check-in QR' });
  await expect(scanner).toBeVisible();
  await expect
    .poll(() => scanner.getByLabel('Camera').evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.srcObject !== null))
    .toBe(true);
  await expect(scanner.getByText('The camera could not be opened', { exact: false })).toHaveCount(0);
  // The footer's Close, not the header's × (named "Close" too since ADR 0083).
  await scanner.getByRole('button', { name: 'Close' }).last().click();

  // The calendar with a slot's panel open, then the checkout of that slot.
  const date = bookingDate(9);
  await page.goto(`/calendar?activity=1&date=${date}`);
  await slot(page, 'Court 2', '15:00').click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(slot(page, 'Court 2', '15:00')).toHaveAttribute('data-status', 'Carted');
  await page.getByRole('button', { name: 'Cart: 1 slot(s)' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeVisible();
  await settled();
  await page.request.post('/api/carting/clear', { headers: await headersOf(page) });

  // The service worker installed (it precached the shell meanwhile) under the same policy.
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  expect(worker).toMatch(/\/sw\.js$/);

  expect(refused).toEqual([]);
});

test('1280x800: the API docs (Swagger UI) run under the same policy', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const refused = await watchPolicies(page);
  await page.goto('/api/docs');
  // Swagger UI draws the whole document (170-odd operations) before its title shows.
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Courtdesk API', { timeout: scaled(30_000) });
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(refused).toEqual([]);
});

test('1024x768 touch: sign-in, the calendar with a slot panel, members and courtside run with no policy refusal', async ({ browser }) => {
  test.setTimeout(scaled(90_000));
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, permissions: ['camera'] });
  try {
    const page = await context.newPage();
    const refused = await watchPolicies(page);
    const settled = settler(page);
    await signIn(page, 'admin', 'admin123');
    await page.goto(`/calendar?activity=1&date=${bookingDate(9)}`);
    await slot(page, 'Court 3', '16:00').tap();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await settled();
    for (const path of ['/members', '/courtside']) {
      await page.getByRole('navigation', { name: 'Sections' }).locator(`a[href="${path}"]`).tap();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await settled();
    }
    expect(refused).toEqual([]);
  } finally {
    await context.close();
  }
});
