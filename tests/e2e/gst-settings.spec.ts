import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-session';
import { call } from './support/api-call';

/**
 * Issue 29 §1 (ADR 0082): the GST card of Club Settings. A GSTIN with a wrong check character is
 * refused with the reason under the field and stays as typed; the right one saves.
 */
for (const { name, viewport, touch } of [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, touch: false },
  { name: '1024x768 touch', viewport: { width: 1024, height: 768 }, touch: true },
]) {
  test.describe(name, () => {
    test.use({ viewport, hasTouch: touch });

    test('a mistyped GSTIN is named and kept as typed; the right one saves', async ({ page }) => {
      const press = (l: ReturnType<Page['getByRole']>) => (touch ? l.tap() : l.click());
      await page.goto('/settings');
      const card = page.getByRole('region', { name: 'GST' });
      const gstin = card.getByRole('textbox', { name: 'GSTIN' });
      await expect(gstin).toHaveValue('32AAACD1234F1ZG', { timeout: 30_000 });
      try {
        await gstin.fill('32AAACD1234F1ZH');
        await press(page.getByRole('button', { name: 'Save settings' }).first());
        await expect(card.getByText('GSTIN check character does not match: please check it for a typing mistake')).toBeVisible();
        await expect(gstin).toHaveValue('32AAACD1234F1ZH');
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/gst-settings-${viewport.width}.png` });
        await gstin.fill('32AAACD1234F1ZG');
        await press(page.getByRole('button', { name: 'Save settings' }).first());
        await expect(page.getByText('Settings saved')).toBeVisible();
        const saved = await call(page, 'GET', '/api/club/settings');
        expect(saved.settings.tax.gstin).toBe('32AAACD1234F1ZG');
      } finally {
        const now = await call(page, 'GET', '/api/club/settings');
        if (now.settings.tax.gstin !== '32AAACD1234F1ZG')
          await call(page, 'POST', '/api/club/settings/update', { settings: { tax: { ...now.settings.tax, gstin: '32AAACD1234F1ZG' } } });
      }
    });
  });
}
