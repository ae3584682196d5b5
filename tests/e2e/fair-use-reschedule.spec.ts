import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/shared-session';
import { call } from './support/api-call';
import { bookThroughApi } from './support/book-through-api';
import { scaled } from './support/time-scale';

/**
 * ADR 0078 addendum: a reschedule is checked against the fair-use limits at the booking's new place.
 * Moving a booking into peak hours past the day's limit shows the limit in the Reschedule dialog;
 * the admin moves it with "Override limit" and a reason, which the booking's history shows.
 */
/** A weekday 16 to 18 days ahead: clear of the demo holiday and the other specs' near days. */
function weekdayAhead(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 16);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const slot = (page: Page, court: string, time: string) => page.locator(`[role="grid"] button[title^="${court} ${time} "]`);

for (const { name, viewport, touch, mobile, court } of [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, touch: false, mobile: '9010007101', court: 'Court 4' },
  { name: '1024x768 touch', viewport: { width: 1024, height: 768 }, touch: true, mobile: '9010007102', court: 'Court 5' },
]) {
  test.describe(name, () => {
    test.use({ viewport, hasTouch: touch });

    test('a move into peak hours past the limit is refused in the dialog; the admin overrides with a reason', async ({ page }, info) => {
      test.setTimeout(scaled(150_000));
      const press = (l: Locator) => (touch ? l.tap() : l.click());
      const shot = (what: string) => page.screenshot({ path: info.outputPath(`${what}-${name.replace(/\W+/g, '-')}.png`) });
      await page.goto('/calendar');
      const date = weekdayAhead();
      // An hour of peak (600 an hour from 17:00) and a morning hour, then at most 1 peak hour a day.
      await bookThroughApi(page, date, court, '18:00', { name: 'Anil Kapoor', mobile });
      const morning = await bookThroughApi(page, date, court, '10:00', { name: 'Anil Kapoor', mobile });
      await call(page, 'POST', '/api/club/fair-use', { activityId: 1, peakFromPrice: '600', peakHoursPerDay: '1' });
      try {
        await page.goto(`/calendar?activity=1&date=${date}`);
        await press(slot(page, court, '10:00'));
        const drawer = page.getByRole('dialog', { name: 'Booking Details' });
        await expect(drawer).toContainText(`#${morning}`);
        await press(drawer.getByRole('button', { name: 'Reschedule', exact: true }));
        const reschedule = page.getByRole('dialog', { name: 'Reschedule Booking' });
        const start = reschedule.getByRole('combobox', { name: 'Start time' });
        await start.fill('20:00');
        await press(page.getByRole('option', { name: '20:00', exact: true }));
        await press(reschedule.getByRole('button', { name: 'Check Availability' }));
        await press(reschedule.getByRole('radio', { name: court, exact: true }));
        await press(reschedule.getByRole('button', { name: 'Confirm' }));

        // The limit is said in the dialog; the admin is offered the override.
        const limit = reschedule.getByRole('alert', { name: 'Fair-use limit' });
        await expect(limit).toContainText('Anil Kapoor would play 2 hours of peak Badminton');
        await expect(limit).toContainText('(limit 1 hour a day)');
        await limit.getByRole('textbox', { name: 'Override reason' }).fill('Tournament practice');
        await shot('reschedule-limit');
        await press(limit.getByRole('button', { name: 'Override limit' }));
        await expect(reschedule).toBeHidden({ timeout: scaled(20_000) });
        const history = drawer.getByRole('region', { name: 'Booking history' });
        await expect(history.getByText('Fair-use limit overridden')).toBeVisible({ timeout: scaled(20_000) });
        await expect(history.getByText(/Tournament practice/)).toBeVisible();
        const details = await call(page, 'GET', `/api/booking/details?bookingId=${morning}`);
        expect(details.bookingDetails.startTime).toBe('20:00:00');
      } finally {
        if (!page.isClosed()) await call(page, 'POST', '/api/club/fair-use', { activityId: 1 });
      }
    });
  });
}
