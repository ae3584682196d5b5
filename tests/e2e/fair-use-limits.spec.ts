import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-session';
import { call } from './support/api-call';
import { scaled } from './support/time-scale';
import { expectToastDuring } from './support/toast';

/**
 * Issue 30 part 3 (ADR 0078): an admin sets a fair-use limit in Club Settings (a refused value
 * stays as typed with its field named), the checkout shows the refusal naming the limit, and the
 * admin books past it with "Override limit" and a reason.
 */
/** A weekday 9 to 11 days ahead: clear of the demo holiday and the other specs' near days. */
function weekdayAhead(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 9);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

for (const { name, viewport, touch, mobile, times } of [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, touch: false, mobile: '9010008001', times: ['06:00', '07:00'] },
  { name: '1024x768 touch', viewport: { width: 1024, height: 768 }, touch: true, mobile: '9010008002', times: ['08:00', '09:00'] },
]) {
  test.describe(name, () => {
    test.use({ viewport, hasTouch: touch });

    test('set a limit, see the refusal at checkout, override it as admin with a reason', async ({ page }) => {
      test.setTimeout(scaled(120_000));
      const press = (l: ReturnType<Page['getByRole']>) => (touch ? l.tap() : l.click());
      await page.goto('/settings');
      const acts = (await call(page, 'GET', '/api/activities')).activities as { activityId: number; activityName: string }[];
      const football = acts.find((a) => a.activityName === 'Football Turf')!.activityId;
      const courts = (await call(page, 'GET', `/api/court/details?activityId=${football}`)).courtList as { courtId: number }[];
      const courtId = courts[0].courtId;
      try {
        // The card: a refused value stays as typed, its field named; a whole number saves.
        const card = page.getByRole('region', { name: 'Fair-use limits' });
        await press(card.getByRole('combobox', { name: 'Activity' }));
        await press(page.getByRole('option', { name: 'Football Turf' }));
        const upcoming = card.getByRole('textbox', { name: 'Upcoming bookings per customer' });
        await upcoming.fill('1.5');
        await press(card.getByRole('button', { name: 'Save limits' }));
        await expect(card.getByText('Upcoming bookings per customer must be a whole number')).toBeVisible();
        await expect(upcoming).toHaveValue('1.5');
        await upcoming.fill('1');
        await expectToastDuring(page, 'Fair-use limits saved', () => press(card.getByRole('button', { name: 'Save limits' })));
        await expect(upcoming).toHaveValue('1');
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/limits-settings-${viewport.width}.png` });

        // One upcoming booking for the customer, then a second slot in the cart.
        const date = weekdayAhead();
        await call(page, 'POST', '/api/carting/clear');
        await call(page, 'POST', '/api/carting/slot/add', { activityId: football, courtId, date, time: `${times[0]}:00` });
        await call(page, 'POST', '/api/booking', {
          paymentMode: 0,
          totalPaidAmount: 0,
          customerDetails: { name: 'Arjun Mehta', countryCode: '+91', mobile },
          transactionData: { type: 1, mode: 0 },
        });
        await call(page, 'POST', '/api/carting/slot/add', { activityId: football, courtId, date, time: `${times[1]}:00` });
        await page.goto('/checkout');
        await expect(page.getByRole('heading', { name: 'Booking Summary' })).toBeVisible({ timeout: scaled(30_000) });
        await page.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
        await press(page.getByRole('textbox', { name: 'Email' }));
        await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Arjun Mehta');
        await press(page.getByRole('button', { name: 'Confirm Booking' }));

        // The refusal names the limit; an admin is offered the override.
        const limit = page.getByRole('alert', { name: 'Fair-use limit' });
        await expect(limit).toContainText('Arjun Mehta already has 1 upcoming Football Turf booking (limit 1)');
        await press(limit.getByRole('button', { name: 'Override limit' }));
        await expect(limit.getByText('Override reason is required to override the limit')).toBeVisible();
        await limit.getByRole('textbox', { name: 'Override reason' }).fill('Club league fixture');
        await limit.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/limits-checkout-${viewport.width}.png` });
        await press(limit.getByRole('button', { name: 'Override limit' }));
        await expect(page.getByRole('heading', { name: 'Booking Checkout' })).toBeHidden({ timeout: scaled(20_000) });
        // The calendar opens the new booking: its history says the limit was overridden, and why.
        const history = page.getByRole('region', { name: 'Booking history' });
        await expect(history.getByText('Fair-use limit overridden')).toBeVisible({ timeout: scaled(20_000) });
        await expect(history.getByText(/Club league fixture/)).toBeVisible();
        await history.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/limits-history-${viewport.width}.png` });

        // Booked past the limit, the reason in the booking's history.
        const found = (await call(page, 'GET', `/api/booking/search?input=${mobile}`)).bookingDetails as { bookingId: number }[];
        expect(found).toHaveLength(2);
        const ids = found.map((b) => b.bookingId).sort((a, b) => a - b);
        const details = await call(page, 'GET', `/api/booking/details?bookingId=${ids[1]}`);
        expect(JSON.stringify(details)).toContain('Club league fixture');
      } finally {
        // No limit left behind for the specs after this one on the same server.
        if (!page.isClosed()) await call(page, 'POST', '/api/club/fair-use', { activityId: football });
      }
    });
  });
}
