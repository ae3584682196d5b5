import { expect, test, type Page } from '@playwright/test';
import { signIn, waitForServiceWorker } from './support/sign-in';
import { WITH_SERVICE_WORKER } from './support/service-worker';

test.use(WITH_SERVICE_WORKER);

const SHOTS = process.env.SHOTS_DIR;
const search = (page: Page) => page.getByRole('textbox', { name: 'Contact number', exact: true });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

test('a manager adds a member with a fee, recharges, sets a PIN; offline the desk still finds them', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'manager', 'manager123');
  await page.goto('/members');
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
  await expect(page.getByText('Priya Sharma')).toBeVisible();

  // Add New Member with a registration fee: the amount switches No Pay to Cash.
  await page.getByRole('button', { name: 'Add New Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Member' });
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog.getByText('Mobile is required')).toBeVisible();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Contact Number').fill('12345');
  await dialog.getByLabel('Contact Number').blur();
  await expect(dialog.getByText('Invalid mobile number')).toBeVisible();
  await dialog.getByLabel('Contact Number').fill('9000007001');
  await dialog.getByLabel('Name').fill('Meera <b>Nair</b>');
  await dialog.getByLabel('Email').fill('meera@example.com');
  await dialog.getByLabel('Registration fee (optional)').fill('500');
  await expect(dialog.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'No Pay' })).toBeDisabled();
  await shot(page, 'members-add-1280');
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(page.getByText('Member registered successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Find them by number; an invalid number is refused.
  await search(page).fill('99');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Invalid mobile number')).toBeVisible();
  await search(page).fill('9000007001');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: /Meera/ });
  await expect(row).toHaveCount(1);

  // Recharge: 900 paid for 1,000 credits.
  await row.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Recharge' }).click();
  const recharge = page.getByRole('dialog', { name: 'Recharge' });
  await recharge.getByRole('button', { name: 'Recharge' }).click();
  await expect(recharge.getByText('Amount is required')).toBeVisible();
  await expect(recharge.getByText('Credits is required')).toBeVisible();
  await recharge.getByLabel('Amount').fill('900');
  await recharge.getByLabel('Credits').fill('1000');
  await recharge.getByRole('button', { name: 'Recharge' }).click();
  await expect(page.getByText('Credits recharged successfully')).toBeVisible();
  await expect(row).toContainText('1,000.00');

  // The drawer: every field; Set PIN with the match indicator.
  await row.getByRole('button', { name: 'Meera <b>Nair</b>', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: /Meera/ });
  await expect(drawer.getByText('Valid for lifetime')).toBeVisible();
  await expect(drawer.getByText('Paid')).toBeVisible();
  await expect(drawer.getByText('Lifetime', { exact: true })).toBeVisible();
  await shot(page, 'members-drawer-1280');
  await drawer.getByRole('button', { name: 'Set PIN' }).click();
  const pin = page.getByRole('dialog', { name: 'Set PIN' });
  await pin.getByLabel('New PIN').fill('4321');
  await pin.getByLabel('Confirm PIN').fill('4322');
  await expect(pin.getByText('Pin does not match')).toBeVisible();
  await pin.getByLabel('Confirm PIN').fill('4321');
  await expect(pin.getByText('Pin matches')).toBeVisible();
  await pin.getByRole('button', { name: 'Set PIN' }).click();
  await expect(page.getByText('PIN set successfully')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Change PIN' })).toBeVisible();

  // Change PIN with a wrong old PIN: the message sits under the old PIN field.
  await drawer.getByRole('button', { name: 'Change PIN' }).click();
  const change = page.getByRole('dialog', { name: 'Change PIN' });
  await change.getByLabel('Old PIN').fill('0000');
  await change.getByLabel('New PIN').fill('5678');
  await change.getByLabel('Confirm PIN').fill('5678');
  await change.getByRole('button', { name: 'Change PIN' }).click();
  await expect(change.getByText('Incorrect PIN')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1024, height: 768 });
  await search(page).fill('');
  await page.getByRole('button', { name: 'Search' }).click();
  await shot(page, 'members-list-1024');

  // Offline: the mirror answers; writes say why they are disabled.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
  await search(page).fill('9000007001');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: /Meera/ })).toContainText('1,000.00');
  await expect(page.getByTestId('members-age')).toContainText(/Updated/);
  await expect(page.getByRole('button', { name: 'Add New Member' })).toHaveAttribute('data-disabled', 'true');
  await shot(page, 'members-offline-1024');
  await context.setOffline(false);
});
