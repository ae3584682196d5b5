import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-session';
import { call } from './support/api-call';
import { scaled } from './support/time-scale';
import { expectToastDuring } from './support/toast';

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
      await expect(gstin).toHaveValue('32AAACD1234F1ZG', { timeout: scaled(30_000) });
      try {
        await gstin.fill('32AAACD1234F1ZH');
        await press(page.getByRole('button', { name: 'Save settings' }).first());
        await expect(card.getByText('GSTIN check character does not match: please check it for a typing mistake')).toBeVisible();
        await expect(gstin).toHaveValue('32AAACD1234F1ZH');
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/gst-settings-${viewport.width}.png` });
        await gstin.fill('32AAACD1234F1ZG');
        await expectToastDuring(page, 'Settings saved', () => press(page.getByRole('button', { name: 'Save settings' }).first()));
        const saved = await call(page, 'GET', '/api/club/settings');
        expect(saved.settings.tax.gstin).toBe('32AAACD1234F1ZG');
      } finally {
        const now = await call(page, 'GET', '/api/club/settings');
        if (now.settings.tax.gstin !== '32AAACD1234F1ZG')
          await call(page, 'POST', '/api/club/settings/update', { settings: { tax: { ...now.settings.tax, gstin: '32AAACD1234F1ZG' } } });
      }
    });

    test('each kind of sale has its code and rate: packages at 12 % under their own SAC', async ({ page }) => {
      const press = (l: ReturnType<Page['getByRole']>) => (touch ? l.tap() : l.click());
      await page.goto('/settings');
      const card = page.getByRole('region', { name: 'GST' });
      await expect(card.getByRole('textbox', { name: 'GSTIN' })).toHaveValue('32AAACD1234F1ZG', { timeout: scaled(30_000) });
      const before = (await call(page, 'GET', '/api/club/settings')).settings.tax;
      for (const name of ['Court time SAC', 'Add-ons HSN/SAC', 'Packages SAC', 'Event passes SAC']) {
        await expect(card.getByRole('textbox', { name })).toBeVisible();
      }
      try {
        await card.getByRole('textbox', { name: 'Packages SAC' }).fill('999659');
        await press(card.getByRole('combobox', { name: /^Packages GST rate/ }));
        await press(page.getByRole('option', { name: '12 %' }));
        await expectToastDuring(page, 'Settings saved', () => press(page.getByRole('button', { name: 'Save settings' }).first()));
        await card.getByRole('combobox', { name: /^Packages GST rate/ }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/gst-sales-${viewport.width}.png` });
        const saved = (await call(page, 'GET', '/api/club/settings')).settings.tax;
        expect(saved.packages.code).toBe('999659');
        expect(saved.packages.rates.at(-1).percent).toBe(12);
        // Only packages changed: the other kinds of sale keep theirs.
        expect([saved.court, saved.addons, saved.eventPasses]).toEqual([before.court, before.addons, before.eventPasses]);
      } finally {
        const now = (await call(page, 'GET', '/api/club/settings')).settings.tax;
        await call(page, 'POST', '/api/club/settings/update', { settings: { tax: { ...now, packages: before.packages } } });
      }
    });
  });
}
