import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-session';
import { call } from './support/api-call';
import { scaled } from './support/time-scale';

/**
 * Issue 29 §4 (ADR 0082): with the club's UPI ID set, the checkout offers UPI; choosing it shows
 * the upi://pay intent for the advance as a QR sized to scan across the desk; booking waits for
 * the desk to confirm the money arrived, and the payment is recorded as UPI (mode 4).
 */
function weekdayAhead(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 12);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

for (const { name, viewport, touch, mobile, time } of [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, touch: false, mobile: '9010029001', time: '10:00' },
  { name: '1024x768 touch', viewport: { width: 1024, height: 768 }, touch: true, mobile: '9010029002', time: '11:00' },
]) {
  test.describe(name, () => {
    test.use({ viewport, hasTouch: touch });

    test('UPI at checkout: QR of the intent, the desk confirms receipt, recorded as UPI', async ({ page }) => {
      test.setTimeout(scaled(120_000));
      const press = (l: ReturnType<Page['getByRole']>) => (touch ? l.tap() : l.click());
      await page.goto('/settings');
      await call(page, 'POST', '/api/club/settings/update', { settings: { upi: { vpa: 'demoarena@okaxis', payeeName: 'Demo Arena' } } });
      try {
        const acts = (await call(page, 'GET', '/api/activities')).activities as { activityId: number; activityName: string }[];
        const badminton = acts.find((a) => a.activityName === 'Badminton')!.activityId;
        const courts = (await call(page, 'GET', `/api/court/details?activityId=${badminton}`)).courtList as { courtId: number }[];
        const date = weekdayAhead();
        await call(page, 'POST', '/api/carting/clear');
        await call(page, 'POST', '/api/carting/slot/add', { activityId: badminton, courtId: courts[0].courtId, date, time: `${time}:00` });
        await page.goto('/checkout');
        await expect(page.getByRole('heading', { name: 'Booking Summary' })).toBeVisible({ timeout: scaled(30_000) });
        await page.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
        await page.getByRole('textbox', { name: 'Name' }).fill('Kavya Nair');
        await page.getByRole('textbox', { name: 'Advance' }).fill('100');
        await press(page.getByText('UPI', { exact: true }));

        const panel = page.getByTestId('upi-payment');
        await expect(panel).toBeVisible();
        await expect(panel.getByTestId('upi-link')).toHaveText(
          `upi://pay?pa=demoarena%40okaxis&pn=Demo%20Arena&am=100.00&cu=INR&tn=Booking%20${date}%20Kavya%20Nair`,
        );
        const qr = panel.getByRole('img', { name: 'UPI QR: pay ₹100.00 to demoarena@okaxis' });
        await expect(qr).toBeVisible();
        expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
        const box = (await qr.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(250);
        await panel.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/upi-checkout-${viewport.width}.png` });

        // Not booked until the desk confirms the money arrived.
        await press(page.getByRole('button', { name: 'Confirm Booking' }));
        await expect(panel.getByText('Confirm the UPI payment was received before booking')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Booking Checkout' })).toBeVisible();
        await press(panel.getByRole('checkbox', { name: /UPI payment received/ }));
        await press(page.getByRole('button', { name: 'Confirm Booking' }));
        await expect(page.getByRole('heading', { name: 'Booking Checkout' })).toBeHidden({ timeout: scaled(20_000) });

        const found = (await call(page, 'GET', `/api/booking/search?input=${mobile}`)).bookingDetails as { bookingId: number }[];
        expect(found).toHaveLength(1);
        const tx = await call(page, 'GET', `/api/transactions/details?bookingId=${found[0].bookingId}`);
        expect(JSON.stringify(tx)).toMatch(/"mode":4/);

        // The booking opens: its Transactions show the UPI payment and the tax invoice (ADR 0082).
        const drawer = page.getByRole('dialog', { name: 'Booking Details' });
        await press(drawer.getByRole('button', { name: 'Transaction' }));
        const txs = page.getByRole('dialog', { name: `Transactions (Booking Id ${found[0].bookingId})` });
        await expect(txs.getByRole('row', { name: /100\.00/ })).toContainText('UPI');
        await expect(txs.getByText(/^Tax invoice CD\/\d\d-\d\d\/\d{6}/)).toBeVisible();
        await expect(txs.getByRole('button', { name: /^Download CD\// })).toBeVisible();
        await page.screenshot({ path: `/tmp/upi-transactions-${viewport.width}.png` });
      } finally {
        if (!page.isClosed()) await call(page, 'POST', '/api/club/settings/update', { settings: { upi: { vpa: '', payeeName: '' } } });
      }
    });
  });
}
