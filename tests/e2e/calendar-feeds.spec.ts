import { expect, test } from './support/shared-session';
import { waitForServiceWorker } from './support/sign-in';
import { scaled } from './support/time-scale';
import { WITH_SERVICE_WORKER } from './support/service-worker';

test.use(WITH_SERVICE_WORKER);

// Issue 28 part 3 (ADR 0073): an admin makes a court's calendar feed in Club Settings, the link is
// shown once and serves the court's calendar, and revoking it turns the link into a 404.

const SIZES = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: '1024x768 touch', viewport: { width: 1024, height: 768 }, hasTouch: true },
];

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch });

    test('make a court feed, read it as a calendar app would, revoke it', async ({ page }) => {
      const press = (l: import('@playwright/test').Locator) => (size.hasTouch ? l.tap() : l.click());
      await page.goto('/settings');
      const card = page.locator('.mantine-Card-root').filter({ hasText: 'Calendar feeds' });
      // A fresh context fills its mirror first ("Loading your club…").
      await expect(card).toBeVisible({ timeout: scaled(30_000) });
      // A court feed without a court is refused in place, and nothing is made.
      await press(card.getByRole('combobox', { name: 'Feed of' }));
      await press(page.getByRole('option', { name: 'One court' }));
      await press(card.getByRole('button', { name: 'Create feed' }));
      await expect(card.getByText('Choose a court')).toBeVisible();
      await expect(card.getByTestId('new-feed-url')).toHaveCount(0);

      await press(card.getByRole('combobox', { name: 'Activity' }));
      await press(page.getByRole('option', { name: 'Badminton' }));
      await press(card.getByRole('combobox', { name: 'Court' }));
      await press(page.getByRole('option', { name: 'Court 1', exact: true }));
      await press(card.getByRole('button', { name: 'Create feed' }));
      const shown = card.getByTestId('new-feed-url');
      await expect(shown).toBeVisible();
      await expect(card.getByRole('button', { name: 'Copy' })).toBeVisible();
      const url = (await shown.textContent())!;
      expect(url).toMatch(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
      const prefix = url.split('/ical/')[1].slice(0, 6);

      const feed = await page.request.get(url);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(await feed.text()).toContain('X-WR-CALNAME:Courtdesk Demo Arena · Badminton · Court 1');

      // Opened as a link in a browser where the console's service worker runs, the feed is the
      // file (a download), not the console's shell.
      await waitForServiceWorker(page);
      const download = page.waitForEvent('download');
      await page.goto(url).catch(() => {});
      expect((await download).suggestedFilename()).toMatch(/\.ics$/);
      await page.goto('/settings');

      const row = card.getByRole('row').filter({ hasText: `${prefix}…` });
      await expect(row.getByRole('cell', { name: 'Badminton · Court 1' })).toBeVisible();
      await press(row.getByRole('button', { name: `Revoke feed ${prefix}` }));
      await expect(row.getByText('Revoked')).toBeVisible();
      expect((await page.request.get(url)).status()).toBe(404);
    });
  });
}
