import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { mondayAhead, pickDate } from './support/date-picker';

// Member bulk booking (issue 9 item 3): the checkout looks the mobile up; a non-member is flagged,
// a member (demo: Neha Iyer) fills the name and books.
test('a member bulk booking refuses a non-member and books for a member', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', 'admin123');
  const wednesday = new Date(`${mondayAhead(70)}T00:00:00Z`);
  wednesday.setUTCDate(wednesday.getUTCDate() + 2);
  const day = wednesday.toISOString().slice(0, 10);
  await page.goto('/bulk-booking');
  await page.getByRole('combobox', { name: 'Activity' }).click();
  await page.getByRole('option', { name: 'Badminton' }).click();
  await page.getByRole('checkbox', { name: 'Court 4', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Wednesday' }).check();
  await pickDate(page, 'From', day);
  await pickDate(page, 'To', day);
  await page.getByRole('combobox', { name: 'Time from' }).click();
  await page.getByRole('option', { name: '18:00' }).click();
  await page.getByRole('combobox', { name: 'Time to' }).click();
  await page.getByRole('option', { name: '20:00' }).click();
  await page.getByRole('checkbox', { name: 'Member bulk booking' }).check();
  await page.getByRole('button', { name: 'Check Availability' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/bulk-checkout/);
  await expect(page.getByText('Member bulk booking')).toBeVisible();
  const mobile = page.getByRole('textbox', { name: 'Mobile' });
  await mobile.fill(`934${String(Date.now()).slice(-7)}`);
  await mobile.blur();
  await expect(page.getByText('This mobile number is not a member. Untick Member bulk booking or register the member first')).toBeVisible();
  await mobile.fill('9900112233');
  await mobile.blur();
  await expect(page.getByTestId('member-found')).toContainText('Neha Iyer');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Neha Iyer');
  await page.screenshot({ path: 'test-results/member-bulk-checkout-1280.png' });
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByTestId('pattern-card')).toContainText('Neha Iyer');
});
