import { test, expect } from './support/shared-session';
import type { Page } from '@playwright/test';

// Issue 31: the Data section maps a file's columns, shows the preview and the dry run's row
// errors, imports what passed, and knows the layout (and the members) when the file comes back.

const SIZES = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, hasTouch: false, prefix: '98222', nameColumn: 'Player' },
  { name: '1024x768 touch', viewport: { width: 1024, height: 768 }, hasTouch: true, prefix: '98333', nameColumn: 'Player name' },
];

async function chooseColumn(page: Page, field: string, column: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: column, exact: true }).click();
}

async function token(page: Page) {
  return decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'authToken')!.value);
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch });

    test('maps columns, shows the dry run with row errors, imports, and knows the file again', async ({ page }) => {
      const csv = [
        `${size.nameColumn},Phone,Email,Balance`,
        `Tara Menon,${size.prefix}00001,tara@example.com,750`,
        `Dev Joshi,${size.prefix}00002,,120.50`,
        'Wrong Number,12345,,',
      ].join('\n');
      const file = { name: 'players.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };
      await page.goto('/data');
      // The first screen waits for the club to load, which takes long on a busy machine.
      await expect(page.getByRole('heading', { name: 'Data', exact: true })).toBeVisible({ timeout: 30_000 });
      await page.locator('input[type="file"]').setInputFiles(file);

      // The file's own header names no field: the person is told, and sees the preview.
      await expect(page.getByRole('alert').filter({ hasText: 'Choose the column that holds Name' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Preview' })).toContainText(`${size.prefix}00001`);
      await expect(page.getByRole('button', { name: /^Import/ })).toHaveCount(0);
      await chooseColumn(page, 'Name', size.nameColumn);
      await chooseColumn(page, 'Mobile', 'Phone');
      await chooseColumn(page, 'Credits', 'Balance');
      await page.getByRole('button', { name: 'Check again' }).click();

      // Dry run: totals and the one bad row with its field and message; nothing written yet.
      await expect(page.getByLabel('Ready', { exact: true })).toHaveText('2');
      await expect(page.getByLabel('With errors', { exact: true })).toHaveText('1');
      const errors = page.getByRole('table', { name: 'Rows with errors' });
      await expect(errors.getByRole('row').nth(1)).toHaveText(/3\s*Mobile\s*Invalid mobile number/);
      const headers = { Authorization: `Bearer ${await token(page)}` };
      const before = await (await page.request.get(`/api/member/details?mobile=${size.prefix}00001`, { headers })).json();
      expect(before.requestStatus).toBe(0);

      await page.getByRole('button', { name: 'Import 2 rows' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Import finished: 2 new, 0 updated, 0 unchanged, 1 not imported.' }),
      ).toBeVisible();
      const tara = await (await page.request.get(`/api/member/details?mobile=${size.prefix}00001`, { headers })).json();
      expect(tara.member).toMatchObject({ memberName: 'Tara Menon', memberEmail: 'tara@example.com', credits: 750 });

      // The same file again: its layout maps itself and both members are unchanged.
      await page.locator('input[type="file"]').setInputFiles({ ...file, name: 'players-again.csv' });
      await expect(page.getByLabel('Unchanged', { exact: true })).toHaveText('2');
      await expect(page.getByRole('combobox', { name: 'Name', exact: true })).toHaveValue(size.nameColumn);
      await expect(page.getByRole('alert')).toHaveCount(0);

      // Export everything opens the /download page for the .zip.
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Export everything' }).click();
      expect((await popup).url()).toContain('/download?');
    });
  });
}
