import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-session';
import { call } from './support/api-call';
import { scaled } from './support/time-scale';

/**
 * Issue 29 (ADR 0082 addendum): prices that exclude GST and a customer GSTIN at checkout. The
 * summary adds GST on top (court ₹400 → GST 72.00, net 472.00), the advance may reach it; the
 * optional Customer GSTIN is refused naming the field (as typed: lower case is not rewritten)
 * and, once valid, is the recipient on the booking's tax invoice.
 */
function weekdayAhead(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
// 29AABCT1332L1Z + its mod-36 check character (contract/gstin.ts).
const GSTIN = '29AABCT1332L1ZA';

for (const { name, viewport, touch, mobile, court } of [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, touch: false, mobile: '9010031001', court: 1 },
  { name: '1024x768 touch', viewport: { width: 1024, height: 768 }, touch: true, mobile: '9010031002', court: 2 },
]) {
  test.describe(name, () => {
    test.use({ viewport, hasTouch: touch });

    test('GST on top and a customer GSTIN at checkout', async ({ page }) => {
      test.setTimeout(scaled(120_000));
      const press = (l: ReturnType<Page['getByRole']>) => (touch ? l.tap() : l.click());
      await page.goto('/settings');
      const tax = (await call(page, 'GET', '/api/club/settings')).settings.tax as Record<string, unknown>;
      await call(page, 'POST', '/api/club/settings/update', { settings: { tax: { ...tax, pricesIncludeTax: false } } });
      try {
        const acts = (await call(page, 'GET', '/api/activities')).activities as { activityId: number; activityName: string }[];
        const badminton = acts.find((a) => a.activityName === 'Badminton')!.activityId;
        const courts = (await call(page, 'GET', `/api/court/details?activityId=${badminton}`)).courtList as { courtId: number }[];
        await call(page, 'POST', '/api/carting/clear');
        await call(page, 'POST', '/api/carting/slot/add', {
          activityId: badminton,
          courtId: courts[court].courtId,
          date: weekdayAhead(15),
          time: '07:00:00',
        });
        await page.goto('/checkout');
        await expect(page.getByRole('heading', { name: 'Booking Summary' })).toBeVisible({ timeout: scaled(30_000) });
        // Court ₹400 at 18 % on top: GST 72.00, net 472.00.
        await expect(page.getByText('GST', { exact: true })).toBeVisible();
        await expect(page.getByText(/^₹\s472\.00$/).first()).toBeVisible();
        await page.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
        await page.getByRole('textbox', { name: 'Name' }).fill('Acme Sports Pvt Ltd');
        const field = page.getByRole('textbox', { name: 'Customer GSTIN' });
        await field.fill(GSTIN.toLowerCase());
        await field.blur();
        await expect(page.getByText(/^Customer GSTIN must be 2 digits/)).toBeVisible();
        await expect(field).toHaveValue(GSTIN.toLowerCase());
        await field.fill(GSTIN);
        await expect(page.getByText(/^Customer GSTIN must be/)).toBeHidden();
        await field.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/gst-checkout-${viewport.width}.png` });

        await press(page.getByRole('button', { name: 'Confirm Booking' }));
        await expect(page.getByRole('heading', { name: 'Booking Checkout' })).toBeHidden({ timeout: scaled(20_000) });
        const found = (await call(page, 'GET', `/api/booking/search?input=${mobile}`)).bookingDetails as { bookingId: number }[];
        expect(found).toHaveLength(1);
        const docs = (await call(page, 'GET', `/api/tax/booking-documents?bookingId=${found[0].bookingId}`)).documents as {
          number: string;
          total: number;
          tax: number;
        }[];
        expect(docs[0]).toMatchObject({ total: 472, tax: 72 });
      } finally {
        if (!page.isClosed()) await call(page, 'POST', '/api/club/settings/update', { settings: { tax } });
      }
    });
  });
}
