import { expect, type Page } from '@playwright/test';
import { scaled } from './time-scale';

/** Signs in the way a person does: types, ticks the captcha, waits for it to verify, submits. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByTestId('captcha').getByRole('checkbox').click();
  await expect(page.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', { timeout: scaled(30_000) });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Waits until the service worker controls the page, so a reload can be served offline. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}
