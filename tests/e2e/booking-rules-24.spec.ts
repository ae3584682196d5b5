import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { scaled } from './support/time-scale';

// Issue 24 item 9 (and 12): a marketplace booking's drawer offers no money or add-on changes,
// says to contact the provider, and offers no Mark As No Show before the booking starts.

/** Four days ahead (UTC date; the demo club is a few hours ahead of UTC at most). */
function bookingDate(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 4);
  return day.toISOString().slice(0, 10);
}

/** Sells one badminton slot through the marketplace API with a fresh key of the demo club. */
async function sellThroughMarketplace(page: Page, date: string, court: string, time: string): Promise<number> {
  const token = (await page.context().cookies()).find((c) => c.name === 'authToken')!.value;
  const headers = { Authorization: `Bearer ${decodeURIComponent(token)}` };
  const created = await (await page.request.post('/api/club/marketplace/keys', { headers, data: { name: `e2e ${time}` } })).json();
  expect(created.requestStatus).toBe(1);
  const courts = (await (await page.request.get('/api/court/details?activityId=1', { headers })).json()).courtList as {
    courtId: number;
    courtName: string;
  }[];
  const sold = await (
    await page.request.post('/api/marketplace/bookings', {
      headers: { 'x-api-key': created.key },
      data: {
        activityId: 1,
        courtId: courts.find((c) => c.courtName === court)!.courtId,
        date,
        time: `${time}:00`,
        customer: { name: 'Online Player', countryCode: '+91', mobile: '9812324100' },
      },
    })
  ).json();
  expect(sold.requestStatus).toBe(1);
  return sold.bookingId;
}

const screens = [
  { name: 'desk 1280x800', viewport: { width: 1280, height: 800 }, hasTouch: false, time: '14:00' },
  { name: 'tablet 1024x768 touch', viewport: { width: 1024, height: 768 }, hasTouch: true, time: '15:00' },
];

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch });

    test('a marketplace booking: contact the provider, no Pay Now, Edit Amount, Add Add-ons or payment link', async ({ page }) => {
      // The grid waits for the day's first sync; on a shared machine that can take a while.
      test.setTimeout(scaled(120_000));
      const press = (l: Locator) => (screen.hasTouch ? l.tap() : l.click());
      const date = bookingDate();
      await signIn(page, 'admin', 'admin123');
      const id = await sellThroughMarketplace(page, date, 'Court 3', screen.time);
      await page.goto(`/calendar?activity=1&date=${date}`);
      await press(page.locator(`[role="grid"] button[title^="Court 3 ${screen.time} "]`));
      const drawer = page.getByRole('dialog', { name: 'Booking Details' });
      await expect(drawer).toContainText(`#${id}`);
      await expect(drawer.getByText('Marketplace', { exact: true })).toBeVisible();
      await expect(drawer.getByText('Contact the provider to modify marketplace bookings')).toBeVisible();
      // The extra actions stay.
      await expect(drawer.getByRole('button', { name: 'Get in Touch' })).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'View No.' })).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Enable Reschedule' })).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Check In' })).toBeVisible();
      // The drawer is whole once its actions show: read its buttons once.
      const buttons = (await drawer.getByRole('button').allInnerTexts()).map((t) => t.trim());
      for (const name of ['Pay Now', 'Edit Amount', 'Add Add-ons', 'Pay Add-ons', 'Send Payment Link', 'Cancel Booking', 'Reschedule']) {
        expect(buttons, name).not.toContain(name);
      }
      // Pay-later but not started yet: no Mark As No Show (item 12).
      await expect(drawer.getByTestId('payment-badge')).toHaveText('Pending');
      await expect(drawer.getByRole('switch')).toHaveCount(0);
    });
  });
}
