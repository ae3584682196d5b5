import { test, expect } from './support/shared-session';
import type { Page } from '@playwright/test';
import { scaled } from './support/time-scale';

// Issue 31: the Data section maps a file's columns, shows the preview and the dry run's row
// errors, imports what passed, and knows the layout (and the members) when the file comes back.

const SIZES = [
  {
    name: '1280x800',
    viewport: { width: 1280, height: 800 },
    hasTouch: false,
    prefix: '98222',
    nameColumn: 'Player',
    month: '05',
    court: 'Court 3',
    planColumn: 'Plan',
  },
  {
    name: '1024x768 touch',
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    prefix: '98333',
    nameColumn: 'Player name',
    month: '09',
    court: 'Court 4',
    planColumn: 'Membership plan',
  },
];
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

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
      await expect(page.getByRole('heading', { name: 'Data', exact: true })).toBeVisible({ timeout: scaled(30_000) });
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

    test('imports package subscriptions and future bookings with a mapping, a dry run and a commit', async ({ page }) => {
      const day = `${NEXT_YEAR}-${size.month}-14`;
      await page.goto('/data');
      await expect(page.getByRole('heading', { name: 'Data', exact: true })).toBeVisible({ timeout: scaled(30_000) });
      const headers = { Authorization: `Bearer ${await token(page)}` };

      // Subscriptions: the plan column is named otherwise (and differently per size: a committed
      // layout is remembered) and mapped by hand; one row names no member.
      await page.getByText('2. Package subscriptions', { exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Import package subscriptions' })).toBeVisible();
      const subs = [
        `${size.planColumn},mobile,startDate,renewalDate,amountPaid,balance`,
        `Morning Fitness Pass,9876543210,${day},${NEXT_YEAR}-${size.month}-28,400,100`,
        `Morning Fitness Pass,9000000009,${day},${NEXT_YEAR}-${size.month}-28,0,0`,
      ].join('\n');
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'subscriptions.csv', mimeType: 'text/csv', buffer: Buffer.from(subs) });
      await expect(page.getByRole('alert').filter({ hasText: 'Choose the column that holds Package' })).toBeVisible();
      await chooseColumn(page, 'Package', size.planColumn);
      await page.getByRole('button', { name: 'Check again' }).click();
      await expect(page.getByLabel('Ready', { exact: true })).toHaveText('1');
      await expect(page.getByRole('table', { name: 'Rows with errors' }).getByRole('row').nth(1)).toHaveText(
        /2\s*Mobile\s*No member of the club has this mobile/,
      );
      await page.getByRole('button', { name: 'Import 1 row' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Import finished: 1 new, 0 unchanged, 1 not imported.' })).toBeVisible();

      // Bookings: columns named like the fields map themselves; one row asks for a court that is not there.
      await page.getByText('3. Future bookings', { exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Import future bookings' })).toBeVisible();
      const bookings = [
        'reference,activity,court,date,startTime,endTime,name,mobile,amount,paid',
        `E2E-${size.month}-1,Badminton,${size.court},${day},10:00,12:00,Asha Rao,${size.prefix}00009,1200,200`,
        `E2E-${size.month}-2,Badminton,Court 99,${day},10:00,11:00,Asha Rao,${size.prefix}00009,600,0`,
      ].join('\n');
      await page.locator('input[type="file"]').setInputFiles({ name: 'bookings.csv', mimeType: 'text/csv', buffer: Buffer.from(bookings) });
      await expect(page.getByLabel('Ready', { exact: true })).toHaveText('1');
      await expect(page.getByLabel('Balance', { exact: true })).toContainText('1,000');
      await expect(page.getByRole('table', { name: 'Rows with errors' }).getByRole('row').nth(1)).toHaveText(
        /2\s*Court\s*No court of this activity has this name/,
      );
      await page.screenshot({ path: test.info().outputPath(`bookings-dry-run-${size.viewport.width}.png`), fullPage: true });
      // Nothing booked by the dry run.
      const search = async () =>
        (await (await page.request.get(`/api/booking/search?input=${size.prefix}00009`, { headers })).json()) as {
          bookingDetails?: unknown[];
        };
      const beforeCommit = await search();
      await page.getByRole('button', { name: 'Import 1 row' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Import finished: 1 new, 0 unchanged, 1 not imported.' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`bookings-done-${size.viewport.width}.png`), fullPage: true });
      expect((await search()).bookingDetails?.length ?? 0).toBe((beforeCommit.bookingDetails?.length ?? 0) + 1);

      // The same file again changes nothing.
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'bookings-again.csv', mimeType: 'text/csv', buffer: Buffer.from(bookings) });
      await expect(page.getByLabel('Unchanged', { exact: true })).toHaveText('1');
    });
  });
}
