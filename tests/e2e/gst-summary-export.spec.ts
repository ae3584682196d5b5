import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/shared-session';
import { bookThroughApi } from './support/book-through-api';
import { call } from './support/api-call';
import { scaled } from './support/time-scale';

/**
 * ADR 0082 addendum: Reports → GST Summary fits a 1024×768 tablet without sideways scrolling, and
 * its "Download .xlsx" gives the GSTR-1 sheets (through the /download page) with the figures on screen.
 */
function dayAhead(ahead: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + ahead);
  return d.toISOString().slice(0, 10);
}

for (const { name, viewport, touch, time, mobile } of [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, touch: false, time: '19:00', mobile: '9010029401' },
  { name: '1024x768 touch', viewport: { width: 1024, height: 768 }, touch: true, time: '20:00', mobile: '9010029402' },
]) {
  test.describe(name, () => {
    test.use({ viewport, hasTouch: touch });

    test('GST Summary: no sideways scrolling; Download .xlsx holds the GSTR-1 sheets with the figures on screen', async ({ page }) => {
      test.setTimeout(scaled(120_000));
      const press = (l: Locator) => (touch ? l.tap() : l.click());
      await page.goto('/reports');
      await bookThroughApi(page, dayAhead(26), 'Court 3', time, { name: 'Meher Pillai', mobile });
      await press(page.getByRole('navigation', { name: 'Report types' }).getByText('GST Summary'));
      await press(page.getByRole('button', { name: 'View summary' }));
      const hsn = page.getByRole('table', { name: 'HSN/SAC summary' });
      await expect(hsn.getByRole('row', { name: /999652/ })).toBeVisible({ timeout: scaled(20_000) });

      // Every table fits its panel, and the page itself does not scroll sideways.
      const tables = page.getByRole('table');
      for (let i = 0; i < (await tables.count()); i++) {
        const fits = await tables.nth(i).evaluate((t) => {
          const panel = t.closest('.mantine-Paper-root') as HTMLElement;
          return t.getBoundingClientRect().right <= panel.getBoundingClientRect().right + 0.5;
        });
        expect(fits, (await tables.nth(i).getAttribute('aria-label')) ?? '').toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `/tmp/gst-summary-export-${viewport.width}.png`, fullPage: true });

      const popupPromise = page.context().waitForEvent('page');
      await press(page.getByRole('button', { name: 'Download .xlsx' }));
      const download = await (await popupPromise).waitForEvent('download');
      expect(download.suggestedFilename()).toMatch(/^gstr1-summary-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
      expect(wb.worksheets.map((w) => w.name)).toEqual(['b2b', 'b2cs', 'at', 'atadj', 'hsn', 'docs']);
      // The file's HSN rows are the summary the screen shows.
      const [, from, to] = /^gstr1-summary-(\d{4}-\d{2}-\d{2})-(\d{4}-\d{2}-\d{2})\.xlsx$/.exec(download.suggestedFilename())!;
      const summary = (await call(page, 'GET', `/api/tax/summary?from=${from}&to=${to}`)).summary as {
        hsn: { code: string; taxable: number }[];
      };
      const rows: unknown[][] = [];
      wb.getWorksheet('hsn')!.eachRow((row, n) => {
        if (n > 1) rows.push([row.getCell(1).value, row.getCell(6).value]);
      });
      expect(rows).toEqual(summary.hsn.map((r) => [r.code, r.taxable]));
    });
  });
}
