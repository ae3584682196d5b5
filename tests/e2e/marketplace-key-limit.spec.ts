import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { expectToastDuring } from './support/toast';

// Issue 26 item 3 (ADR 0070): an admin sees and sets each marketplace key's requests per minute
// on the settings page; a typed value that is not a whole number stays with a message.

const sizes = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: '1024x768 touch', viewport: { width: 1024, height: 768 }, hasTouch: true },
];

for (const size of sizes) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch });

    test('a key shows its limit of 120 a minute; a new limit is saved, a bad one stays with a message', async ({ page }) => {
      const name = `Limit ${size.name}`;
      await signIn(page, 'admin', 'admin123');
      await page.goto('/settings');
      const card = page.locator('.mantine-Card-root').filter({ hasText: 'Marketplace API keys' });
      await card.getByRole('textbox', { name: 'Key name' }).fill(name);
      await card.getByRole('button', { name: 'Create key' }).click();
      await expect(card.getByTestId('new-key')).toBeVisible();
      const row = card.getByRole('row').filter({ hasText: name });
      const limit = row.getByRole('textbox', { name: `Requests per minute for ${name}` });
      await expect(limit).toHaveValue('120');

      await limit.fill('2.5');
      await row.getByRole('button', { name: 'Save' }).click();
      await expect(row.getByText('Requests per minute must be a whole number')).toBeVisible();
      await expect(limit).toHaveValue('2.5');

      await limit.fill('30');
      await expectToastDuring(page, 'Request limit saved', () => row.getByRole('button', { name: 'Save' }).click());
      await expect(limit).toHaveValue('30');
      await expect(row.getByText('Requests per minute must be a whole number')).toHaveCount(0);
      // Stored: the club's key list says 30.
      const token = (await page.context().cookies()).find((c) => c.name === 'authToken')!.value;
      const listed = await (
        await page.request.get('/api/club/marketplace/keys', { headers: { Authorization: `Bearer ${decodeURIComponent(token)}` } })
      ).json();
      expect((listed.keys as { name: string; perMinute: number }[]).find((k) => k.name === name)?.perMinute).toBe(30);
    });
  });
}
