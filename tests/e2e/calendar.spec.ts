import { expect, test, type Page } from '@playwright/test';
import { signIn, waitForServiceWorker } from './support/sign-in';
import { scaled } from './support/time-scale';
import { WITH_SERVICE_WORKER } from './support/service-worker';

test.use(WITH_SERVICE_WORKER);

/** Two days ahead: no slot of that day has started, whatever the time zone of the run. */
function bookingDate(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 2);
  return day.toISOString().slice(0, 10);
}

const slot = (page: Page, court: string, time: string) => page.locator(`[role="grid"] button[title^="${court} ${time} "]`);

test('a desk books two slots for a new customer with a discount and a cash advance; another desk sees them', async ({ page, browser }) => {
  const day = `/calendar?activity=1&date=${bookingDate()}`;
  await signIn(page, 'desk', 'desk123');
  await page.goto(day);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, 'admin', 'admin123');
  await other.goto(day);
  await expect(slot(other, 'Court 4', '16:00')).toHaveAttribute('data-status', 'Book');

  for (const time of ['16:00', '17:00']) {
    await slot(page, 'Court 4', time).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(slot(page, 'Court 4', time)).toHaveAttribute('data-status', 'Carted');
  }
  // The hold shows on the other desk without a refresh.
  await expect(slot(other, 'Court 4', '17:00')).toHaveAttribute('data-status', 'Booking in Progress', { timeout: 2_000 });

  await page.getByRole('button', { name: 'Cart: 2 slot(s)' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/checkout/);

  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Mobile is required')).toBeVisible();
  await expect(page.getByText('Name is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Mobile' }).fill('9876500099');
  await page.getByRole('textbox', { name: 'Name' }).click();
  await expect(page.getByText('New customer: they will be registered with this booking')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Kiran Rao');

  await page.getByRole('textbox', { name: 'Advance' }).fill('300');
  await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'No Pay' })).toBeDisabled();

  await page.getByRole('textbox', { name: 'Discount' }).fill('100');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText(/Discount of .*100\.00 applied/)).toBeVisible();
  // Applying a discount resets the advance (spec 1 §4).
  await expect(page.getByText('Advance has been reset. Please enter again')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Advance' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Advance' }).fill('300');

  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/calendar\?activity=1/);
  await expect(page.getByRole('dialog', { name: 'Booking Details' })).toContainText('Kiran Rao');
  for (const time of ['16:00', '17:00']) {
    await expect(slot(page, 'Court 4', time)).toHaveAttribute('data-status', 'Booked');
    // Amber: payment pending.
    await expect(slot(page, 'Court 4', time)).toHaveClass(/pending/);
    await expect(slot(other, 'Court 4', time)).toHaveAttribute('data-status', 'Booked', { timeout: 2_000 });
  }
  await otherContext.close();
});

test('offline the calendar shows the mirrored day with its age and the write controls say why they are off', async ({ page, context }) => {
  await signIn(page, 'admin', 'admin123');
  await waitForServiceWorker(page);
  await page.goto(`/calendar?activity=1&date=${bookingDate()}`);
  await expect(slot(page, 'Court 5', '10:00')).toHaveAttribute('data-status', 'Book');
  await slot(page, 'Court 6', '10:00').click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(slot(page, 'Court 6', '10:00')).toHaveAttribute('data-status', 'Carted');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(slot(page, 'Court 5', '10:00')).toHaveAttribute('data-status', 'Book');
  await expect(page.getByText(/Updated (just now|\d+ min ago)/).first()).toBeVisible();

  await slot(page, 'Court 5', '10:00').click();
  const bookNow = page.getByRole('button', { name: 'Book Now' });
  await expect(bookNow).toHaveAttribute('data-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveAttribute('data-disabled', 'true');
  await bookNow.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Needs a connection');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Cart: 1 slot(s)' }).click();
  await expect(page.getByRole('button', { name: 'Proceed' })).toHaveAttribute('data-disabled', 'true');
  await page.keyboard.press('Escape');

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: scaled(20_000) });
  await slot(page, 'Court 5', '10:00').click();
  await expect(page.getByRole('button', { name: 'Book Now' })).not.toHaveAttribute('data-disabled', 'true');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Cart: 1 slot(s)' }).click();
  await expect(page.getByRole('button', { name: 'Proceed' })).not.toHaveAttribute('data-disabled', 'true');
  // Leave the desk's cart as it was found.
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByRole('button', { name: 'Cart: 0 slot(s)' })).toBeVisible();
});
