import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { scaled } from './support/time-scale';

test('signing in lands on the console with the club and user names', async ({ page }) => {
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveTitle('Partner Console');
  await expect(page.getByTestId('club-name')).toHaveText('Courtdesk Demo Arena');
  await expect(page.getByTestId('user-name')).toHaveText('admin');
  await expect(page.getByRole('link', { name: 'Calendar' })).toBeVisible();
});

test('the login page shows the server markers for a wrong password and clears them on edit', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Partner Console - Login');
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByTestId('captcha').getByRole('checkbox').click();
  await expect(page.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', { timeout: scaled(30_000) });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect password')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password' }).fill('admin12');
  await expect(page.getByText('Incorrect password')).toHaveCount(0);
});

test('an unsigned visitor is sent to the login page and can reach support', async ({ page }) => {
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByText('Get in touch').click();
  await expect(page.getByRole('dialog', { name: 'Contact Support' })).toBeVisible();
});

test('signing out returns to the login page and the old session no longer opens the console', async ({ page }) => {
  await signIn(page, 'admin', 'admin123');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/login$/);
});

test('a manager of two clubs switches club and lands on the console of the other club', async ({ page }) => {
  await signIn(page, 'manager', 'manager123');
  await expect(page.getByTestId('club-name')).toHaveText('Courtdesk Demo Arena');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Switch Club' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch Club' });
  await expect(dialog.getByText('Active')).toBeVisible();
  await dialog.getByRole('button', { name: 'Switch' }).click();
  await expect(page.getByTestId('club-name')).toHaveText('Courtdesk Riverside');
  await expect(dialog).toBeHidden();
});

test('a person with one club is not offered Switch Club', async ({ page }) => {
  await signIn(page, 'desk', 'desk123');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Switch Club' })).toHaveCount(0);
});

test('a session revoked elsewhere sends the console back to the login page on its next call', async ({ page, context, request }) => {
  await signIn(page, 'admin', 'admin123');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'authToken')?.value;
  expect(token).toBeTruthy();
  const logout = await request.post('/api/public/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(logout.ok()).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'authToken')).toBeUndefined();
});
