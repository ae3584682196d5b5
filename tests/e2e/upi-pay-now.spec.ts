import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/shared-session';
import { call } from './support/api-call';
import { bookThroughApi } from './support/book-through-api';
import { scaled } from './support/time-scale';

/**
 * ADR 0082 addendum: Pay Now on a booking's balance offers UPI with the same QR panel as the
 * checkout; nothing is recorded until the desk ticks "UPI payment received"; the UTR typed with
 * it is stored with the payment and shown in the booking's Transactions.
 */
function dayAhead(ahead: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + ahead);
  return d.toISOString().slice(0, 10);
}

const slot = (page: Page, court: string, time: string) => page.locator(`[role="grid"] button[title^="${court} ${time} "]`);

for (const { name, viewport, touch, mobile, time, utr } of [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, touch: false, mobile: '9010029301', time: '17:00', utr: '512345678901' },
  { name: '1024x768 touch', viewport: { width: 1024, height: 768 }, touch: true, mobile: '9010029302', time: '16:00', utr: '512345678902' },
]) {
  test.describe(name, () => {
    test.use({ viewport, hasTouch: touch });

    test('UPI at Pay Now: QR of the amount, confirm received, the UTR recorded and shown in Transactions', async ({ page }) => {
      test.setTimeout(scaled(120_000));
      const press = (l: Locator) => (touch ? l.tap() : l.click());
      const date = dayAhead(25);
      await page.goto('/settings');
      await call(page, 'POST', '/api/club/settings/update', { settings: { upi: { vpa: 'demoarena@okaxis', payeeName: 'Demo Arena' } } });
      try {
        const id = await bookThroughApi(page, date, 'Court 2', time, { name: 'Nila Varma', mobile });
        await page.goto(`/calendar?activity=1&date=${date}`);
        await press(slot(page, 'Court 2', time));
        const drawer = page.getByRole('dialog', { name: 'Booking Details' });
        await expect(drawer).toContainText(`#${id}`);

        await press(drawer.getByRole('button', { name: 'Pay Now' }));
        const pay = page.getByRole('dialog', { name: 'Pay Now (Court Price)' });
        await pay.getByRole('textbox', { name: 'Amount' }).fill('150');
        await press(pay.getByText('UPI', { exact: true }));
        const panel = pay.getByTestId('upi-payment');
        await expect(panel.getByTestId('upi-link')).toHaveText(
          `upi://pay?pa=demoarena%40okaxis&pn=Demo%20Arena&am=150.00&cu=INR&tn=Booking%20${id}%20Nila%20Varma`,
        );
        const qr = panel.getByRole('img', { name: 'UPI QR: pay ₹150.00 to demoarena@okaxis' });
        await expect(qr).toBeVisible();
        expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(250);
        await page.screenshot({ path: `/tmp/upi-pay-now-${viewport.width}.png` });

        // Not recorded until the desk confirms the money arrived; a UTR of 11 digits is refused as typed.
        await press(pay.getByRole('button', { name: 'Pay' }));
        await expect(panel.getByText('Confirm the UPI payment was received before recording it')).toBeVisible();
        await press(panel.getByRole('checkbox', { name: /UPI payment received/ }));
        const utrBox = panel.getByRole('textbox', { name: 'UTR (optional)' });
        await utrBox.fill(utr.slice(0, 11));
        await press(pay.getByRole('button', { name: 'Pay' }));
        await expect(panel.getByText('UTR must be exactly 12 digits')).toBeVisible();
        await expect(utrBox).toHaveValue(utr.slice(0, 11));
        await utrBox.fill(utr);
        await press(pay.getByRole('button', { name: 'Pay' }));
        await expect(pay).toBeHidden();
        await expect(drawer.getByRole('table', { name: 'Payment summary' })).toContainText('150.00');

        // Transactions: the UPI row with its UTR.
        await press(drawer.getByRole('button', { name: 'Transaction' }));
        const txs = page.getByRole('dialog', { name: `Transactions (Booking Id ${id})` });
        const row = txs.getByRole('row', { name: /150\.00/ });
        await expect(row).toContainText('UPI');
        await expect(row.getByTestId('utr')).toHaveText(`UTR ${utr}`);
        await page.screenshot({ path: `/tmp/upi-pay-now-transactions-${viewport.width}.png` });
      } finally {
        if (!page.isClosed()) await call(page, 'POST', '/api/club/settings/update', { settings: { upi: { vpa: '', payeeName: '' } } });
      }
    });
  });
}
