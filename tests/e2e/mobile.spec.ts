import { expect, test } from '@playwright/test';

const phone = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

test.describe('on a phone', () => {
  test.use(phone);

  for (const path of ['/', '/login']) {
    test(`${path} shows the app-promotion page instead of the console`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
    });
  }
});

test('a tablet gets the console login', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await context.close();
});
