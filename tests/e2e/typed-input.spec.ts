import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { headersOf } from './support/club-now';
import { bookThroughApi } from './support/book-through-api';

// Issue 24 item 6: what a person types stays in the field with a message naming it; nothing is
// rewritten (a dropped minus, 2.5 read as 25, a clamped percent) and nothing is saved.

function bookingDate(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 6);
  return day.toISOString().slice(0, 10);
}
const slot = (page: Page, court: string, time: string) => page.locator(`[role="grid"] button[title^="${court} ${time} "]`);

const sizes = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, hasTouch: false, time: '18:00' },
  { name: '1024x768 touch', viewport: { width: 1024, height: 768 }, hasTouch: true, time: '19:00' },
];

for (const size of sizes) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch });

    test('"-5" in Pay Now stays with a message and no payment is recorded', async ({ page }) => {
      const date = bookingDate();
      await signIn(page, 'admin', 'admin123');
      const id = await bookThroughApi(page, date, 'Court 4', size.time, { name: 'Ravi Typed', mobile: '9876500456' });
      await page.goto(`/calendar?activity=1&date=${date}`);
      await slot(page, 'Court 4', size.time).click();
      const drawer = page.getByRole('dialog', { name: 'Booking Details' });
      await expect(drawer).toContainText(`#${id}`);
      await drawer.getByRole('button', { name: 'Pay Now' }).click();
      const pay = page.getByRole('dialog', { name: 'Pay Now (Court Price)' });
      const amount = pay.getByRole('textbox', { name: 'Amount' });
      await amount.fill('-5');
      await pay.getByText('Cash').click();
      await expect(amount).toHaveValue('-5');
      await expect(pay.getByText('Amount cannot be negative')).toBeVisible();
      await pay.getByRole('button', { name: 'Pay' }).click();
      await expect(pay).toBeVisible();
      await expect(amount).toHaveValue('-5');
      await page.screenshot({ path: `test-results/typed-pay-now-${size.viewport.width}.png` });
      const tx = await (await page.request.get(`/api/transactions/details?bookingId=${id}`, { headers: await headersOf(page) })).json();
      expect((tx.transactionDetails ?? []).filter((t: { type: number }) => t.type === 3)).toEqual([]);
    });

    test('"2.5" as an add-on quantity stays with a message and nothing is saved', async ({ page }) => {
      await signIn(page, 'admin', 'admin123');
      await page.goto('/addons');
      await page.getByRole('button', { name: 'Add Addons' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Addons' });
      const name = `Typed ${size.viewport.width}`;
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
      const qty = dialog.getByRole('textbox', { name: 'Qty Available' });
      await qty.fill('2.5');
      await dialog.getByRole('textbox', { name: 'Price Per Item' }).fill('abc');
      await expect(qty).toHaveValue('2.5');
      await expect(dialog.getByText('Quantity must be a whole number')).toBeVisible();
      await expect(dialog.getByText('Price must be a number')).toBeVisible();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog).toBeVisible();
      const list = await (await page.request.get('/api/club/extras/list', { headers: await headersOf(page) })).json();
      expect(list.configExtras.map((e: { name: string }) => e.name)).not.toContain(name);
    });

    test('Club Settings refuses "not-an-email" and a 150 % refund by name and saves nothing', async ({ page }) => {
      await signIn(page, 'admin', 'admin123');
      const before = (await (await page.request.get('/api/club/settings', { headers: await headersOf(page) })).json()).settings;
      await page.goto('/settings');
      const email = page.getByRole('textbox', { name: 'Support email' });
      await email.fill('not-an-email');
      const percent = page.getByRole('textbox', { name: 'Tier 1 refund percent' });
      await percent.fill('150');
      const hold = page.getByRole('textbox', { name: 'Cart hold (minutes)' });
      await hold.fill('0');
      await page.getByRole('button', { name: 'Save settings' }).first().click();
      await expect(percent).toHaveValue('150');
      await expect(hold).toHaveValue('0');
      await expect(email).toHaveValue('not-an-email');
      await expect(page.getByText('Refund percent cannot be more than 100')).toBeVisible();
      await expect(page.getByText('Cart hold minutes must be at least 1')).toBeVisible();
      await expect(page.getByText('Support email must be a valid email address')).toBeVisible();
      await expect(page.getByText('Settings saved')).toHaveCount(0);
      await page.screenshot({ path: `test-results/typed-settings-${size.viewport.width}.png` });
      const after = (await (await page.request.get('/api/club/settings', { headers: await headersOf(page) })).json()).settings;
      expect(after).toEqual(before);
    });
  });
}
