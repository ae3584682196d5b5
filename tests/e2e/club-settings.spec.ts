import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { expectToastDuring } from './support/toast';

/** Four days ahead: clear of the other browser tests' slots. */
function day(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 4);
  return date.toISOString().slice(0, 10);
}
const slot = (page: Page, court: string, time: string) => page.locator(`[role="grid"] button[title^="${court} ${time} "]`);

async function setHoldMinutes(page: Page, minutes: number) {
  await page.goto('/settings');
  const hold = page.getByRole('textbox', { name: 'Cart hold (minutes)' });
  await hold.fill(String(minutes));
  await expectToastDuring(page, 'Settings saved', () => page.getByRole('button', { name: 'Save settings' }).first().click());
}

test('a changed hold time shows in the cart', async ({ page }) => {
  await signIn(page, 'manager', 'manager123');
  await setHoldMinutes(page, 45);
  await page.goto(`/calendar?activity=1&date=${day()}`);
  await slot(page, 'Court 3', '10:00').click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(slot(page, 'Court 3', '10:00')).toHaveAttribute('data-status', 'Carted');
  const expected = await page.evaluate(() =>
    // Hold times are shown in the club's time zone (the demo club: Asia/Kolkata), 24-hour.
    [0, 1, -1].map((drift) =>
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Kolkata' }).format(
        new Date(Date.now() + (45 + drift) * 60_000),
      ),
    ),
  );
  await page.getByRole('button', { name: /^Cart: 1 slot/ }).click();
  const held = (
    await page
      .getByText(/^Held until /)
      .first()
      .innerText()
  ).replace('Held until ', '');
  expect(expected).toContain(held);

  // Leave things as found: empty cart, default hold.
  await page.getByRole('button', { name: 'Remove Court 3 10:00' }).click();
  await expect(page.getByRole('button', { name: 'Cart: 0 slot(s)' })).toBeVisible();
  await setHoldMinutes(page, 10);
});

test('settings name a bad value in place and a read-only person cannot save', async ({ page }) => {
  await signIn(page, 'admin', 'admin123');
  await page.goto('/settings');
  await page.getByRole('textbox', { name: 'Currency' }).fill('rupees');
  await page.getByRole('button', { name: 'Save settings' }).first().click();
  await expect(page.getByText('Currency must be 2 or 3 letters, e.g. rs or aed')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/settings-1280.png', fullPage: false });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: 'test-results/settings-1024.png', fullPage: false });
  await page.goto('/staff');
  await page.screenshot({ path: 'test-results/staff-1024.png', fullPage: false });
  await page.goto('/staff?tab=audit');
  await expect(page.getByText('Signed in').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/audit-1024.png', fullPage: false });
});

test('an admin creates a marketplace key, sees it once, and revokes it', async ({ page }) => {
  await signIn(page, 'admin', 'admin123');
  await page.goto('/settings');
  const card = page.locator('.mantine-Card-root').filter({ hasText: 'Marketplace API keys' });
  await card.getByRole('textbox', { name: 'Key name' }).fill('Browser test provider');
  await card.getByRole('button', { name: 'Create key' }).click();
  const key = (await card.getByTestId('new-key').innerText()).trim();
  expect(key.length).toBeGreaterThan(20);
  const row = card.getByRole('row').filter({ hasText: 'Browser test provider' });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText(key);
  await page.reload();
  await expect(card.getByTestId('new-key')).toHaveCount(0);
  await row.getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByText('Revoked')).toBeVisible();
});
