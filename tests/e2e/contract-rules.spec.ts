import { expect, test, type Locator } from '@playwright/test';
import { signIn } from './support/sign-in';
import { scaled } from './support/time-scale';

// The console's fields judge a mobile and an e-mail by the contract's rules, the ones the
// server applies (issue 25, ADR 0055): "(987) 654-3210" is Priya's number, letters are not.
const screens = [
  { name: 'desk 1280x800', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: 'tablet 1024x768 touch', viewport: { width: 1024, height: 768 }, hasTouch: true },
];

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch });

    test('a member is found by a number written with brackets; letters are refused with the field message', async ({ page }) => {
      // The first load of the members page can take a while on a shared machine.
      test.setTimeout(scaled(120_000));
      const press = (l: Locator) => (screen.hasTouch ? l.tap() : l.click());
      await signIn(page, 'manager', 'manager123');
      await page.goto('/members');
      await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible({ timeout: scaled(30_000) });
      const search = page.getByRole('textbox', { name: 'Contact number', exact: true });
      await expect(page.getByText('Priya Sharma')).toBeVisible();

      await search.fill('98765abc43210');
      await press(page.getByRole('button', { name: 'Search' }));
      await expect(page.getByText('Invalid mobile number')).toBeVisible();
      await expect(search).toHaveValue('98765abc43210');

      await search.fill('(987) 654-3210');
      await press(page.getByRole('button', { name: 'Search' }));
      await expect(page.getByText('Invalid mobile number')).toBeHidden();
      await expect(page.getByRole('row', { name: /Priya Sharma/ })).toHaveCount(1);
      await expect(page.getByRole('row', { name: /Arjun|Meera/ })).toHaveCount(0);
      await expect(search).toHaveValue('(987) 654-3210');

      // The add form takes the same writing of a number, and refuses a name for an e-mail.
      await press(page.getByRole('button', { name: 'Add New Member' }));
      const dialog = page.getByRole('dialog', { name: 'Add New Member' });
      await dialog.getByLabel('Contact Number').fill('(900) 000-7101');
      await dialog.getByLabel('Email').fill('pat@club');
      await press(dialog.getByRole('button', { name: 'Add Member' }));
      await expect(dialog.getByText('Invalid email')).toBeVisible();
      await expect(dialog.getByText('Invalid mobile number')).toBeHidden();
    });
  });
}
