import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signIn } from './support/sign-in';
import { bookThroughApi } from './support/book-through-api';
import { scaled } from './support/time-scale';

/** Three days ahead: more than a day before the start, so the default policy refunds 100 %. */
function bookingDate(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 3);
  return day.toISOString().slice(0, 10);
}

const slot = (page: Page, court: string, time: string) => page.locator(`[role="grid"] button[title^="${court} ${time} "]`);

test('a desk takes money, adds an add-on, edits remarks, prints a receipt, reschedules and cancels a booking', async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(120_000));
  const date = bookingDate();
  const day = `/calendar?activity=1&date=${date}`;
  await signIn(page, 'admin', 'admin123');
  const id = await bookThroughApi(page, date, 'Court 2', '09:00', { name: 'Meera Iyer', mobile: '9876500123' });
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, 'manager', 'manager123');
  await other.goto(day);
  await page.goto(day);

  await slot(page, 'Court 2', '09:00').click();
  const drawer = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(drawer).toContainText(`#${id}`);
  await expect(drawer.getByTestId('payment-badge')).toHaveText('Pending');

  // A partial card payment.
  await drawer.getByRole('button', { name: 'Pay Now' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay Now (Court Price)' });
  await pay.getByRole('textbox', { name: 'Amount' }).fill('150');
  await pay.getByText('Card').click();
  await pay.getByRole('button', { name: 'Pay' }).click();
  await expect(pay).toBeHidden();
  await expect(drawer.getByRole('table', { name: 'Payment summary' })).toContainText('150.00');

  // An add-on, then its payment.
  await drawer.getByRole('button', { name: 'Add Add-ons' }).click();
  const addons = page.getByRole('dialog', { name: 'Add Addons' });
  await addons.getByRole('combobox', { name: 'Add-on' }).click();
  await page.getByRole('option', { name: 'Custom add-on' }).click();
  await addons.getByRole('textbox', { name: 'Name' }).fill('Towel');
  await addons.getByRole('textbox', { name: 'Price' }).fill('60');
  await addons.getByRole('button', { name: 'Add' }).click();
  await expect(addons).toBeHidden();
  await expect(drawer).toContainText('Towel × 1');
  await drawer.getByRole('button', { name: 'Pay Add-ons' }).click();
  const payX = page.getByRole('dialog', { name: 'Pay Now (Addons)' });
  await payX.getByRole('textbox', { name: 'Amount' }).fill('70');
  await payX.getByRole('button', { name: 'Pay' }).click();
  await expect(payX.getByRole('alert')).toHaveText('Amount is greater than balance');
  await payX.getByRole('textbox', { name: 'Amount' }).fill('60');
  await payX.getByRole('button', { name: 'Pay' }).click();
  await expect(payX).toBeHidden();

  // Remarks.
  await drawer.getByRole('button', { name: 'Add Remarks' }).click();
  await drawer.getByRole('textbox', { name: 'Remarks' }).fill('Wants the AC court');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toContainText('Remarks: Wants the AC court');

  // The receipt of the payment.
  await drawer.getByRole('button', { name: 'Transaction' }).click();
  const tx = page.getByRole('dialog', { name: `Transactions (Booking Id ${id})` });
  // It comes through the /download page (a new window), as every file does.
  const popup = page.context().waitForEvent('page');
  await tx
    .getByRole('row', { name: /150\.00/ })
    .getByRole('button', { name: 'Receipt' })
    .click();
  const download = await (await popup).waitForEvent('download');
  expect(download.suggestedFilename()).toMatch(/^receipt-\d+\.pdf$/);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await tx.getByRole('button', { name: 'Close transactions' }).click();
  await expect(tx).toBeHidden();

  // Reschedule to another court; the other desk sees both cells change.
  await drawer.getByRole('button', { name: 'Reschedule' }).click();
  const move = page.getByRole('dialog', { name: 'Reschedule Booking' });
  await move.getByRole('combobox', { name: 'Start time' }).fill('11:00');
  await page.getByRole('option', { name: '11:00' }).click();
  await move.getByRole('button', { name: 'Check Availability' }).click();
  await move.getByRole('radio', { name: 'Court 5' }).check();
  await expect(move.getByText('Slot is available')).toBeVisible();
  await move.getByRole('button', { name: 'Confirm' }).click();
  await expect(move).toBeHidden();
  await expect(slot(other, 'Court 2', '09:00')).toHaveAttribute('data-status', 'Book', { timeout: 2_000 });
  await expect(slot(other, 'Court 5', '11:00')).toHaveAttribute('data-status', 'Booked', { timeout: 2_000 });
  await expect(drawer).toContainText('Court 5');

  // Cancel with the policy refund (100 % three days ahead).
  await drawer.getByRole('button', { name: 'Cancel Booking' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Booking' });
  await expect(cancel.getByRole('radio', { name: /As per policy \(100 %\)/ })).toBeChecked();
  await cancel.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(cancel).toBeHidden();
  await expect(drawer).toContainText('Booking is cancelled');
  await expect(drawer.getByTestId('payment-badge')).toHaveAttribute('data-color', 'gray');
  await expect(slot(other, 'Court 5', '11:00')).toHaveAttribute('data-status', 'Book', { timeout: 2_000 });
  await expect(slot(page, 'Court 5', '11:00')).toHaveAttribute('data-status', 'Book');

  await drawer.getByRole('button', { name: 'Transaction' }).click();
  await expect(tx.getByRole('row', { name: /Refund/ }).first()).toContainText('-');
  await tx.getByRole('button', { name: 'Close transactions' }).click();
  await expect(tx).toBeHidden();
  const history = drawer.getByRole('region', { name: 'Booking history' });
  for (const entry of ['Payment', 'Add-ons added', 'Remarks', 'Rescheduled', 'Cancelled']) await expect(history).toContainText(entry);
  await otherContext.close();
});
