import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-session';
import { bookThroughApi } from './support/book-through-api';
import { scaled } from './support/time-scale';

/** Issue 29 §3 (ADR 0082): Reports → GST Summary shows the period's documents by rate and series. */
function weekdayAhead(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 15);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

for (const { name, viewport, touch, time, mobile } of [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, touch: false, time: '14:00', mobile: '9010029101' },
  { name: '1024x768 touch', viewport: { width: 1024, height: 768 }, touch: true, time: '15:00', mobile: '9010029102' },
]) {
  test.describe(name, () => {
    test.use({ viewport, hasTouch: touch });

    test('the GST summary of this month lists the invoice issued today', async ({ page }) => {
      const press = (l: ReturnType<Page['getByRole']>) => (touch ? l.tap() : l.click());
      await page.goto('/reports');
      await bookThroughApi(page, weekdayAhead(), 'Court 2', time, { name: 'Rohan Das', mobile });
      await press(page.getByRole('navigation', { name: 'Report types' }).getByText('GST Summary'));
      await press(page.getByRole('button', { name: 'View summary' }));
      const b2c = page.getByRole('table', { name: 'B2C supplies by rate (credit notes netted)' });
      await expect(b2c.getByRole('row', { name: /18 %/ })).toBeVisible({ timeout: scaled(20_000) });
      const docs = page.getByRole('table', { name: 'Documents issued' });
      await expect(docs.getByRole('row', { name: /Tax invoices CD\/\d\d-\d\d\/000001/ })).toBeVisible();
      await page.screenshot({ path: `/tmp/gst-summary-${viewport.width}.png`, fullPage: true });
    });
  });
}
