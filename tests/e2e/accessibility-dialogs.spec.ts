import type { Locator, Page } from '@playwright/test';
import { expectAccessible, type AxeExclusion } from './support/axe';
import { bookThroughApi } from './support/book-through-api';
import { headersOf } from './support/club-now';
import { expect, test } from './support/shared-session';
import { scaled } from './support/time-scale';

/**
 * The main dialogs and drawers through axe-core (issue 32 §1, docs/adr/0083), at both sizes, each
 * opened the way a person opens it; also the checkout with a cart and its errors, which the
 * section sweep (accessibility.spec.ts) cannot reach with an empty cart.
 */
const SIZES = [
  { name: 'laptop 1280×800', viewport: { width: 1280, height: 800 }, hasTouch: false, time: '09:00' },
  { name: 'tablet 1024×768 touch', viewport: { width: 1024, height: 768 }, hasTouch: true, time: '11:00' },
] as const;

function daysAhead(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A dialog or drawer once its opening transition is over (axe reads colours mid-fade wrongly). */
async function opened(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
}

async function checkDialog(page: Page, name: string, open: () => Promise<void>, exclusions: AxeExclusion[] = []): Promise<void> {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await opened(dialog);
  await expectAccessible(page, `dialog "${name}"`, exclusions);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const slot = (page: Page, court: string, time: string) => page.locator(`button[title^="${court} ${time} "]`);

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch, isMobile: false });

    test('the calendar: slot panel, cart, checkout with its errors, Booking Details and Pay Now', async ({ page }) => {
      test.setTimeout(scaled(120_000));
      // A day no other spec books (they use 3, 5, 10, 13 and 30 days ahead): the specs share a worker's server.
      const date = daysAhead(17);
      await page.goto(`/calendar?activity=1&date=${date}`);
      await bookThroughApi(page, date, 'Court 2', size.time, { name: 'Asha Verma', mobile: '9876500456' });
      await page.request.post('/api/carting/clear', { headers: await headersOf(page) });

      await slot(page, 'Court 3', size.time).click();
      const add = page.getByRole('button', { name: 'Add to cart' });
      await expect(add).toBeVisible();
      await expectAccessible(page, 'slot panel');
      await add.click();
      await page.getByRole('button', { name: 'Cart: 1 slot(s)' }).click();
      await opened(page.getByRole('dialog', { name: 'Booking Summary' }));
      await expectAccessible(page, 'cart (Booking Summary)');
      await page.getByRole('button', { name: 'Proceed' }).click();
      await expect(page.getByRole('heading', { name: 'Booking Checkout' })).toBeVisible();
      await expectAccessible(page, 'checkout');

      // Errors are tied to their fields: said by the field itself, and marked invalid.
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      const mobile = page.getByRole('textbox', { name: 'Mobile' });
      await expect(mobile).toHaveAttribute('aria-invalid', 'true');
      await expect(mobile).toHaveAccessibleDescription(/Mobile is required/);
      await expectAccessible(page, 'checkout with errors');
      await page.getByRole('link', { name: 'Back to calendar' }).click();
      await page.request.post('/api/carting/clear', { headers: await headersOf(page) });

      await slot(page, 'Court 2', size.time).click();
      const details = page.getByRole('dialog', { name: 'Booking Details' });
      await opened(details);
      await expect(details).toContainText('Asha Verma');
      await expectAccessible(page, 'Booking Details');
      await checkDialog(page, 'Pay Now (Court Price)', () => details.getByRole('button', { name: 'Pay Now' }).click());
    });

    test('members, coupons, events, staff, account menu dialogs and View Reports', async ({ page }) => {
      test.setTimeout(scaled(120_000));
      await page.goto('/members');
      await checkDialog(page, 'Add New Member', () => page.getByRole('button', { name: 'Add New Member' }).click());
      const firstMember = page.locator('tbody tr').first();
      await firstMember.getByRole('button', { name: /Actions for/ }).click();
      await page.getByRole('menuitem', { name: 'Recharge' }).click();
      await opened(page.getByRole('dialog', { name: 'Recharge' }));
      await page.getByRole('dialog', { name: 'Recharge' }).getByRole('button', { name: 'Recharge' }).click();
      await expect(page.getByRole('dialog', { name: 'Recharge' }).getByText('Amount is required')).toBeVisible();
      await expectAccessible(page, 'Recharge with errors');
      await page.keyboard.press('Escape');
      await firstMember.getByRole('button').first().click();
      const member = page.getByRole('dialog').last();
      await opened(member);
      await expectAccessible(page, 'member details');
      await page.keyboard.press('Escape');

      await page.goto('/coupons');
      await checkDialog(page, 'Generate Coupons', () => page.getByRole('button', { name: 'Generate Coupons' }).click());
      await page.goto('/events');
      await checkDialog(page, 'New Event', () => page.getByRole('button', { name: 'New Event' }).click());
      await page.goto('/staff');
      await checkDialog(page, 'Add Desk Person', () => page.getByRole('button', { name: 'Add User' }).click());
      await checkDialog(page, 'Change Password', async () => {
        await page.getByRole('button', { name: /Account menu/ }).click();
        await page.getByRole('menuitem', { name: 'Change Password' }).click();
      });
      await checkDialog(page, 'Contact Support', () => page.getByRole('button', { name: 'Contact Support' }).click());

      await page.goto('/reports');
      await page.getByRole('button', { name: 'View Report' }).click();
      await expect(page.getByRole('heading', { name: 'Master Reports' })).toBeVisible();
      await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
      await expectAccessible(page, 'View Reports');
    });
  });
}

test('a dialog opened from the keyboard keeps focus inside and gives it back on Escape', async ({ page }) => {
  await page.goto('/members');
  const opener = page.getByRole('button', { name: 'Add New Member' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add New Member' });
  await opened(dialog);
  const inside = () => dialog.evaluate((el) => el.contains(document.activeElement));
  // Round the dialog both ways, more stops than it has: focus never leaves it.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await inside(), `after Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside(), `after Shift+Tab ${i + 1}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('toasts are announced politely: a status inside a polite live region, never an alert', async ({ page }) => {
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Sync Availability' }).click();
  const toast = page.locator('.mantine-Notification-root');
  await expect(toast.first()).toBeVisible();
  await expect(toast.first()).toHaveAttribute('role', 'status');
  await expect(page.locator('[aria-live="polite"] .mantine-Notification-root').first()).toBeVisible();
  await expect(page.locator('.mantine-Notification-root[role="alert"]')).toHaveCount(0);
});

test('a field error drawn by the screen itself is tied to its field: the courtside check-in code', async ({ page }) => {
  await page.goto('/courtside');
  const code = page.getByRole('textbox', { name: 'Check-in code' });
  await code.fill('999999-ABCDEF');
  await code.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Check-in code not found' })).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription('Check-in code not found');
});
