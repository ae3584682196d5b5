import type { Page } from '@playwright/test';
import { FULL_PAGES, SECTIONS } from '../../src/app/sections';
import { expectAccessible, seriousViolations } from './support/axe';
import { expect, goClient, test } from './support/shared-session';
import { scaled } from './support/time-scale';

/**
 * WCAG 2.2 AA through axe-core (issue 32 §1, docs/adr/0083): every section and full page the demo
 * logins open, the login page and the main dialogs and drawers, at the two sizes desks use — a
 * laptop, and a tablet held landscape (touch, no hover). Serious and critical findings fail.
 */
const SIZES = [
  { name: 'laptop 1280×800', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: 'tablet 1024×768 touch', viewport: { width: 1024, height: 768 }, hasTouch: true },
] as const;

/**
 * Every console path with the heading it shows once loaded; new sections must be added (checked
 * below). null: the page needs a cart or a report first and is checked with one in
 * accessibility-dialogs.spec.ts.
 */
const VISITS: Record<string, string | null> = {
  '/dashboard': 'Home',
  '/analytics': 'Utilisation',
  '/cash-close': 'Cash Close',
  '/staff': 'Staff Management',
  '/settings': 'Club Settings',
  '/data': 'Data',
  '/calendar': 'Booking Calendar',
  '/bulk-booking': 'Bulk Booking',
  '/block-slots': 'Block Slots',
  '/search': 'Find Bookings',
  '/courtside': 'Courtside Check-in',
  '/members': 'Members',
  '/packages': 'Packages Dashboard',
  '/coupons': 'Coupons',
  '/pricing': 'Pricing',
  '/events': 'Events & Passes',
  '/reports': 'Generate Reports',
  '/addons': 'Addons Configurations',
  '/checkout': null,
  '/reports/view': null,
  '/bulk-checkout': null,
  '/packages/new': 'Create Membership Packages',
  // Without a packageId the edit route draws the same form (titled Create); the fields are what is checked.
  '/packages/edit': 'Membership Package',
  // Needs a package chosen first (without one it says "Package not found."): not reached yet.
  '/packages/checkout': null,
  '/packages/members': 'All Members List',
};

/** What the desk person's profile opens (README, docs/adr/0050). */
const DESK_PATHS = ['/calendar', '/cash-close', '/bulk-booking', '/block-slots', '/search', '/courtside', '/members'];

/** Waits until a section has drawn its heading and its loaders are gone. */
async function settled(page: Page, heading: string) {
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
}

async function visitAll(page: Page, paths: readonly string[], who: string) {
  await page.goto(paths[0]);
  for (const path of paths) {
    const heading = VISITS[path];
    if (heading === null) continue;
    await goClient(page, path);
    await settled(page, heading);
    await expectAccessible(page, `${who} ${path}`);
  }
}

test('the scan finds what it is there to find: a nameless button, an image without text, faint text', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.setContent(
    '<html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1><button></button><img src="/none.png"><p style="color:#aaa;background:#fff">faint</p></main></body></html>',
  );
  const rules = (await seriousViolations(page)).map((line) => line.split(' ')[0]);
  expect(rules.sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
  await context.close();
});

test('every section and full page of the console is in the list this suite visits', () => {
  expect(Object.keys(VISITS).sort()).toEqual([...SECTIONS, ...FULL_PAGES].map((s) => s.path).sort());
});

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch, isMobile: false });

    test('the login page', async ({ browser }) => {
      const context = await browser.newContext({
        viewport: size.viewport,
        hasTouch: size.hasTouch,
        storageState: { cookies: [], origins: [] },
      });
      const page = await context.newPage();
      await page.goto('/login');
      await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
      await expectAccessible(page, 'login');
      await context.close();
    });

    test('every section and full page the admin opens', async ({ page }) => {
      test.setTimeout(scaled(180_000));
      await visitAll(page, Object.keys(VISITS), 'admin');
    });

    test('every section the desk person opens', async ({ browser, deskState }) => {
      test.setTimeout(scaled(120_000));
      const context = await browser.newContext({ viewport: size.viewport, hasTouch: size.hasTouch, storageState: deskState });
      await visitAll(await context.newPage(), DESK_PATHS, 'desk');
      await context.close();
    });
  });
}
