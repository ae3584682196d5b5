import type { Locator, Page } from '@playwright/test';
import { DEFAULT_CANCEL_FEES } from '../../contract/cancel-fees';
import { expect, test } from './support/shared-session';
import { clubNow, headersOf } from './support/club-now';
import { bookThroughApi } from './support/book-through-api';
import { scaled } from './support/time-scale';
import { expectToastDuring } from './support/toast';

/**
 * Issue 30 part 2 (ADR 0079): Club Settings sets a no-show fee and a late-cancel fee; Mark As No
 * Show puts the fee in the booking's balance as its own line and Pay Fee settles it; the Cancel
 * Booking dialog shows the late-cancel fee before confirming.
 */
const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const slot = (page: Page, court: string, time: string) => page.locator(`[role="grid"] button[title^="${court} ${time} "]`);

for (const { name, viewport, touch, time } of [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, touch: false, time: '19:00' },
  { name: '1024x768 touch', viewport: { width: 1024, height: 768 }, touch: true, time: '20:00' },
]) {
  test.describe(name, () => {
    test.use({ viewport, hasTouch: touch });
    // The fees are the club's: put back, passed or failed, so the specs after this one on the
    // worker's server cancel without them (booking-details met a 100 % refund less a fee, CI run 19).
    test.afterEach(async ({ page }) => {
      const data = { settings: { cancelFees: DEFAULT_CANCEL_FEES } };
      const reply = await (await page.request.post('/api/club/settings/update', { headers: await headersOf(page), data })).json();
      expect(reply.requestStatus, JSON.stringify(reply)).toBe(1);
    });

    test('a no-show fee lands in the balance and is paid; the cancel preview shows the late-cancel fee', async ({ page }, info) => {
      test.setTimeout(scaled(150_000));
      const press = (l: Locator) => (touch ? l.tap() : l.click());
      const shot = (what: string) => page.screenshot({ path: info.outputPath(`${what}-${name.replace(/\W+/g, '-')}.png`) });

      // Club Settings: a fixed no-show fee of 150 and a late-cancel fee of 10 % inside 8,760 hours.
      await page.goto('/settings');
      const card = page.getByRole('region', { name: 'Cancellation and no-show fees' });
      await card.getByRole('textbox', { name: 'Late-cancel window (hours before the start)' }).fill('8760');
      await card.getByRole('textbox', { name: 'Late-cancel fee', exact: true }).fill('10.005');
      await expect(card.getByText('Late-cancel fee can have at most 2 decimal places')).toBeVisible();
      await expect(card.getByRole('textbox', { name: 'Late-cancel fee', exact: true })).toHaveValue('10.005');
      await card.getByRole('textbox', { name: 'Late-cancel fee', exact: true }).fill('10');
      await press(card.locator('label', { hasText: 'Fixed amount' }).last());
      await card.getByRole('textbox', { name: 'No-show fee', exact: true }).fill('150');
      await card.scrollIntoViewIfNeeded();
      await shot('fee-settings');
      await expectToastDuring(page, 'Settings saved', () => press(page.getByRole('button', { name: 'Save settings' }).first()));

      // A pay-later booking that was played yesterday, marked a no-show.
      const yesterday = addDays(clubNow().date, -1);
      const id = await bookThroughApi(page, yesterday, 'Court 6', time, { name: 'Kiran Rao', mobile: '9876500456' });
      await page.goto(`/calendar?activity=1&date=${yesterday}`);
      await press(slot(page, 'Court 6', time));
      const drawer = page.getByRole('dialog', { name: 'Booking Details' });
      await expect(drawer).toContainText(`#${id}`);
      await press(drawer.getByRole('switch', { name: 'Mark As No Show' }));
      await expect(drawer.getByTestId('fee-line')).toHaveText(/No-show fee: .*150\.00/);
      const summary = drawer.getByRole('table', { name: 'Payment summary' });
      await expect(summary.getByRole('columnheader', { name: 'Fees' })).toBeVisible();
      await shot('no-show-fee');

      // Pay Fee: the amount starts at what the fee owes.
      await press(drawer.getByRole('button', { name: 'Pay Fee' }));
      const pay = page.getByRole('dialog', { name: 'Pay Fee' });
      await expect(pay).toContainText('150.00');
      await expect(pay.getByRole('textbox', { name: 'Amount' })).toHaveValue('150');
      await shot('pay-fee');
      await press(pay.getByRole('button', { name: 'Pay' }));
      await expect(pay).toBeHidden();
      await expect(drawer.getByRole('button', { name: 'Pay Fee' })).toBeHidden();
      await expect(summary.getByRole('row', { name: /Advance/ })).toContainText('150.00');

      // The cancel preview of a future booking shows the late-cancel fee before confirming.
      const ahead = addDays(clubNow().date, 5);
      const future = await bookThroughApi(page, ahead, 'Court 6', time, { name: 'Kiran Rao', mobile: '9876500456' });
      await page.goto(`/calendar?activity=1&date=${ahead}`);
      await press(slot(page, 'Court 6', time));
      await expect(drawer).toContainText(`#${future}`);
      await press(drawer.getByRole('button', { name: 'Cancel Booking' }));
      const cancel = page.getByRole('dialog', { name: 'Cancel Booking' });
      await expect(cancel.getByTestId('late-cancel-fee')).toContainText('Late-cancel fee kept');
      await expect(cancel.getByTestId('late-cancel-fee')).toContainText('stays owed on the booking');
      await shot('cancel-preview');
      await press(cancel.getByRole('button', { name: 'Cancel Booking' }));
      await expect(cancel).toBeHidden();
      await expect(drawer.getByTestId('fee-line')).toHaveText(/Late-cancel fee/);
      await expect(drawer.getByRole('button', { name: 'Pay Fee' })).toBeVisible();
    });
  });
}
