import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { bookThroughApi } from './support/book-through-api';
import { headersOf } from './support/club-now';
import { scaled } from './support/time-scale';

/**
 * Issue 24 items 4 and 5: after a success, Add Add-ons and Pay Now open empty (no add-on,
 * quantity, advance or mode of the last entry is sent again), Add Add-ons offers the club's own
 * add-ons, and the shift's cash close adds up to exactly the cash amounts typed.
 */
function bookingDate(ahead: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ahead);
  return day.toISOString().slice(0, 10);
}

const slot = (page: Page, court: string, time: string) => page.locator(`[role="grid"] button[title^="${court} ${time} "]`);

/** The signed-in person's shift takings so far (GET /api/cash-close/current, what Cash Close shows). */
async function shiftTakings(page: Page): Promise<{ cash: number; card: number }> {
  const body = await (await page.request.get('/api/cash-close/current', { headers: await headersOf(page) })).json();
  expect(body.requestStatus).toBe(1);
  return { cash: body.shift.cash, card: body.shift.card };
}

for (const { name, viewport, touch, ahead, court } of [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, touch: false, ahead: 6, court: 'Court 3' },
  { name: '1024x768 touch', viewport: { width: 1024, height: 768 }, touch: true, ahead: 6, court: 'Court 4' },
]) {
  test.describe(name, () => {
    test.use({ viewport, hasTouch: touch });

    test('Add Add-ons and Pay Now open empty after a success; the club add-ons are offered; the cash close matches what was typed', async ({
      page,
    }) => {
      test.setTimeout(scaled(300_000));
      // Taps on the touch screen, clicks with the mouse: nothing depends on hover.
      const press = (target: Locator) => (touch ? target.tap() : target.click());
      const date = bookingDate(ahead);
      await signIn(page, 'admin', 'admin123');
      const id = await bookThroughApi(page, date, court, '15:00', { name: 'Kavya Rao', mobile: '9876500456' });
      const before = await shiftTakings(page);

      await page.goto(`/calendar?activity=1&date=${date}`);
      await press(slot(page, court, '15:00'));
      const drawer = page.getByRole('dialog', { name: 'Booking Details' });
      await expect(drawer).toContainText(`#${id}`);

      // An add-on of the club with an ₹80 cash advance.
      await press(drawer.getByRole('button', { name: 'Add Add-ons' }));
      const addons = page.getByRole('dialog', { name: 'Add Addons' });
      await press(addons.getByRole('combobox', { name: 'Add-on' }));
      for (const offered of ['Racket rental', 'Shuttle tube', 'Towel'])
        await expect(page.getByRole('option', { name: new RegExp(`^${offered} `) })).toBeVisible();
      await expect(page.getByRole('option', { name: /^Swim cap/ })).toHaveCount(0);
      await press(page.getByRole('option', { name: /^Towel / }));
      await addons.getByRole('textbox', { name: 'Quantity' }).fill('2');
      await addons.getByRole('textbox', { name: 'Advance' }).fill('80');
      await expect(addons.getByRole('radio', { name: 'Cash' })).toBeChecked();
      await press(addons.getByRole('button', { name: 'Add' }));
      await expect(addons).toBeHidden();
      await expect(drawer).toContainText('Towel × 2');

      // Reopened: nothing of the last entry.
      await press(drawer.getByRole('button', { name: 'Add Add-ons' }));
      await expect(addons.getByRole('combobox', { name: 'Add-on' })).toHaveValue('');
      await expect(addons.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
      await expect(addons.getByRole('textbox', { name: 'Advance' })).toHaveValue('');
      await expect(addons.getByRole('textbox', { name: 'Discount' })).toHaveValue('');
      await press(addons.getByRole('combobox', { name: 'Add-on' }));
      await press(page.getByRole('option', { name: /^Racket rental / }));
      // A quantity of 2.5 is refused as typed, never read as 25.
      await addons.getByRole('textbox', { name: 'Quantity' }).fill('2.5');
      await press(addons.getByRole('button', { name: 'Add' }));
      await expect(addons.getByText('Quantity must be a whole number')).toBeVisible();
      await expect(addons.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2.5');
      await addons.getByRole('textbox', { name: 'Quantity' }).fill('1');
      await press(addons.getByRole('button', { name: 'Add' }));
      await expect(addons).toBeHidden();
      await expect(drawer).toContainText('Racket rental × 1');

      // Pay Now by card, then reopened: empty, on Cash.
      await press(drawer.getByRole('button', { name: 'Pay Now' }));
      const pay = page.getByRole('dialog', { name: 'Pay Now (Court Price)' });
      await pay.getByRole('textbox', { name: 'Amount' }).fill('150');
      await press(pay.getByText('Card'));
      await press(pay.getByRole('button', { name: 'Pay' }));
      await expect(pay).toBeHidden();
      await expect(drawer.getByRole('table', { name: 'Payment summary' })).toContainText('150.00');
      await press(drawer.getByRole('button', { name: 'Pay Now' }));
      await expect(pay.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
      await expect(pay.getByRole('radio', { name: 'Cash' })).toBeChecked();
      await pay.getByRole('textbox', { name: 'Amount' }).fill('50');
      await press(pay.getByRole('button', { name: 'Pay' }));
      await expect(pay).toBeHidden();

      // The cash close: exactly the cash typed (the ₹80 advance once, the ₹50 payment), the card apart.
      const after = await shiftTakings(page);
      expect(after.cash - before.cash).toBe(80 + 50);
      expect(after.card - before.card).toBe(150);
    });
  });
}
