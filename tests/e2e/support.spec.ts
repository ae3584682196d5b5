import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { expectToastDuring } from './support/toast';

test('a visitor asks to become a partner from the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByText('Get in touch').first().click();
  const dialog = page.getByRole('dialog', { name: 'Contact Support' });
  await dialog.getByRole('button', { name: 'Get in touch' }).click();
  await dialog.getByRole('button', { name: 'Request a call back' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Ravi Venue');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+91 98450 12345');
  await dialog.getByRole('textbox', { name: 'How can we help?' }).fill('Four badminton courts in Pune');
  await dialog.getByRole('button', { name: 'Request a call back' }).click();
  await expect(dialog.getByText('Thank you! We will get in touch with you soon')).toBeVisible();
});

test('the escalation dialog shows the levels set in Club Settings', async ({ page }) => {
  await signIn(page, 'admin', 'admin123');
  await page.goto('/settings');
  const level1 = page.locator('[data-level="1"]');
  await level1.getByRole('textbox', { name: 'Name' }).fill('Meera Iyer');
  await level1.getByRole('textbox', { name: 'Designation' }).fill('Account manager');
  await level1.getByRole('textbox', { name: 'Web form link' }).fill('https://help.example/escalate');
  await page.getByRole('textbox', { name: 'General email', exact: true }).fill('owner@club.example');
  await expectToastDuring(page, 'Settings saved', () => page.getByRole('button', { name: 'Save settings' }).first().click());
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByRole('button', { name: 'Contact Support' }).click();
  await page.getByRole('button', { name: /Escalation matrix/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Support escalation' });
  await expect(dialog.getByText('Meera Iyer')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Support Ticket Submit' })).toHaveAttribute('href', 'https://help.example/escalate');
  await expect(dialog.getByTestId('escalation-email')).toContainText('owner@club.example');
  await page.screenshot({ path: 'test-results/escalation-1024.png' });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.goto('/staff');
  await expect(page.getByTestId('team-count')).toHaveText(/^\d+$/);
  await page.screenshot({ path: 'test-results/staff-1024.png' });
  await page.getByRole('button', { name: 'Add User' }).click();
  await page.screenshot({ path: 'test-results/add-person-1024.png' });
  await page.keyboard.press('Escape');
  await page.locator('tr[data-username="desk"]').getByRole('button', { name: 'Manage Permission' }).click();
  await expect(page.getByTestId('perm-username')).toHaveText('desk');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/permissions-1280.png' });
});
