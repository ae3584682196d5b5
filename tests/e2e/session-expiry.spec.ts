import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { scaled } from './support/time-scale';

// Issue 26 item 2 (ADR 0069): a download link carries a one-file, single-use ticket, never the
// session token; a session the server ended lands on the sign-in screen saying why.

const SIZES = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: '1024x768 touch', viewport: { width: 1024, height: 768 }, hasTouch: true },
];

async function sessionToken(page: Page): Promise<string> {
  return decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'authToken')!.value);
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch });

    test('a download opens with a single-use ticket; a session ended on the server shows "You were signed out"', async ({ page }) => {
      // Sign-in solves a real captcha: slow on a busy machine, not a wait of the test's own.
      test.setTimeout(scaled(120_000));
      await signIn(page, 'admin', 'admin123');
      const token = await sessionToken(page);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'authToken')!;
      expect(cookie.sameSite).toBe('Strict');
      // The club's lifetime (30 days by default), not the spec's old year.
      expect(cookie.expires * 1000 - Date.now()).toBeLessThanOrEqual(30 * 86_400_000 + 60_000);
      expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);

      // The add-ons export still downloads, through a link without the session token.
      await page.getByRole('link', { name: 'Addons' }).click();
      await expect(page.getByRole('columnheader', { name: 'Qty Available' })).toBeVisible({ timeout: scaled(30_000) });
      const popupPromise = page.context().waitForEvent('page');
      await page.getByRole('button', { name: 'Export as Excel' }).click();
      const popup = await popupPromise;
      const download = await popup.waitForEvent('download');
      expect(download.suggestedFilename()).toBe('config_extra_list.xlsx');
      expect((await readFile((await download.path())!)).subarray(0, 2).toString()).toBe('PK');
      const link = new URL(popup.url());
      expect(link.pathname).toBe('/download');
      expect(link.searchParams.get('auth')).toBeTruthy();
      expect(popup.url()).not.toContain(encodeURIComponent(token));
      expect(popup.url()).not.toContain(token);

      // The same link a second time (history, a copied URL) is refused with a plain message.
      const again = await page.context().newPage();
      await again.goto(link.pathname + link.search);
      await expect(again.getByText('This download link has expired or was already used')).toBeVisible();
      await again.close();
      await popup.close();

      // The server ends the session (as an idle time or a logout elsewhere does): the next
      // request lands on the sign-in screen, which says the person was signed out and why; the
      // notice outlives a reload of the tab.
      const out = await page.request.post('/api/public/logout', { headers: { Authorization: `Bearer ${token}` } });
      expect((await out.json()).requestStatus).toBe(1);
      await page.reload();
      await expect(page).toHaveURL(/\/login/, { timeout: scaled(30_000) });
      const notice = page.getByRole('alert').filter({ hasText: 'You were signed out' });
      await expect(notice).toBeVisible();
      // The server's reply or the live stream's end, whichever reached the console first.
      await expect(notice).toContainText(/Your session has ended/);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await page.screenshot({ path: `test-results/signed-out-${size.viewport.width}.png` });
    });
  });
}
