import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

/** Three days ahead: clear of the other browser tests' slots and of any slot that has begun. */
function day(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 3);
  return date.toISOString().slice(0, 10);
}

const slot = (page: Page, court: string, time: string) => page.locator(`[role="grid"] button[title^="${court} ${time} "]`);

test('the cart refuses a second activity type, and Dismiss clears it after asking', async ({ page }) => {
  // Its own desk: the other browser tests' carts belong to admin and desk.
  await signIn(page, 'manager', 'manager123');
  await page.goto(`/calendar?activity=1&date=${day()}`);
  await slot(page, 'Court 2', '09:00').click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(slot(page, 'Court 2', '09:00')).toHaveAttribute('data-status', 'Carted');

  // A group activity (type 1) cannot join a cart of type-0 slots.
  await page.getByPlaceholder('Select a sport').click();
  await page.getByRole('option', { name: 'Swimming Session' }).click();
  await page.getByRole('button', { name: 'Show Availability' }).click();
  await slot(page, 'Pool', '09:00').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText("Can't book different types of activities at once")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart: 1 slot(s)' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Cart: 1 slot(s)' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  const confirm = page.getByRole('dialog', { name: 'Dismiss booking' });
  await expect(confirm).toContainText('All slots in the cart will be cleared. Do you wish to continue?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout/);

  await page.getByRole('button', { name: 'Dismiss' }).click();
  await confirm.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page).toHaveURL(/\/calendar/);
  await expect(page.getByRole('button', { name: 'Cart: 0 slot(s)' })).toBeVisible();
  await page.goto(`/calendar?activity=1&date=${day()}`);
  await expect(slot(page, 'Court 2', '09:00')).toHaveAttribute('data-status', 'Book');
});
