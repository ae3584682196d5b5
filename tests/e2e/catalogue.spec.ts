import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { scaled } from './support/time-scale';

const SHOTS = process.env.SHOTS_DIR;
/** Days from today in the demo club's zone (Asia/Kolkata). */
function clubDay(ahead: number): string {
  const d = new Date(Date.now() + 5.5 * 3600_000);
  d.setUTCDate(d.getUTCDate() + ahead);
  return d.toISOString().slice(0, 10);
}
/** A day as the console shows it (DD MMM YYYY, issue 27 item 13). */
const shown = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(m) - 1]} ${y}`;
};
const dayLabel = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${d.getUTCDate()} ${d.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${d.getUTCFullYear()}`;
};
const slot = (page: Page, court: string, time: string) => page.locator(`[role="grid"] button[title^="${court} ${time} "]`);

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [w, h] of [
    [1280, 800],
    [1024, 768],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/${name}-${w}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'authToken');
  return decodeURIComponent(cookie!.value);
}

async function call(request: APIRequestContext, token: string, method: 'get' | 'post', url: string, data?: object) {
  const res = await request[method](url, { headers: { Authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  const body = await res.json();
  expect(body.requestStatus, `${url}: ${body.message}`).toBe(1);
  return body;
}

/** Picks a day in an open Mantine date picker, moving month by month until it shows. */
async function pickDay(page: Page, iso: string) {
  const day = page.getByRole('button', { name: dayLabel(iso), exact: true }).first();
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) await page.locator('button[data-direction="next"]').first().click();
  await day.click();
}

async function expectXlsx(page: Page, button: string) {
  const popupPromise = page.context().waitForEvent('page');
  await page.getByRole('button', { name: button }).click();
  const popup = await popupPromise;
  const download = await popup.waitForEvent('download');
  const file = await download.path();
  const bytes = await readFile(file!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(wb.worksheets[0].rowCount).toBeGreaterThan(1);
  return download.suggestedFilename();
}

test('a manager prices holidays and a special period; another desk sees it within 2 s, books with a coupon; exports open as .xlsx', async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(120_000));
  const holiday = clubDay(3); // a demo holiday
  const special = clubDay(4);
  await signIn(page, 'admin', 'admin123');
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await signIn(desk, 'desk', 'desk123');

  await page.goto('/pricing');
  await expect(page.getByText('Select a Price Class to See its Configured Prices')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Specials' })).toHaveAttribute('data-disabled', 'true');
  await page.getByRole('combobox', { name: 'Price class' }).click();
  await page.getByRole('option', { name: 'Badminton · Standard' }).click();
  await expect(page.getByRole('region', { name: 'Regular' })).toBeVisible();
  const court = (await page.locator('.mantine-Badge-root[data-variant="outline"]').first().textContent()) ?? '';
  expect(court).not.toBe('');
  await shoot(page, 'pricing-view');

  // The desk has the holiday on screen, with the price panel of a free slot open.
  await desk.goto(`/calendar?activity=1&date=${holiday}`);
  await slot(desk, court, '08:00').click();

  // Holiday pricing: edit the price of the whole-day slot.
  await page.getByRole('region', { name: 'Holidays' }).getByRole('button', { name: 'Edit Pricing' }).click();
  await expect(page.getByRole('heading', { name: 'Holiday Pricing' })).toBeVisible();
  await expect(page.getByText(/Configure Pricing per \d+ Minutes\./)).toBeVisible();
  await page.getByRole('textbox', { name: 'Hourly Pricing' }).fill('');
  await page.getByRole('button', { name: 'Save Pricing' }).click();
  await expect(page.getByText('Form incomplete, fill all the required fields')).toBeVisible();
  await page.getByRole('textbox', { name: 'Hourly Pricing' }).fill('777');
  await shoot(page, 'pricing-editor');
  const saved = Date.now();
  await page.getByRole('button', { name: 'Save Pricing' }).click();
  await expect(page.getByRole('region', { name: 'Holidays' })).toContainText('777.00');
  await slot(desk, court, '08:00').click();
  await expect(desk.getByText('₹ 777.00').first()).toBeVisible({ timeout: 2_000 + (Date.now() - saved) });

  // A special period with a volume discount.
  await desk.goto(`/calendar?activity=1&date=${special}`);
  await page.getByRole('button', { name: 'Add Specials' }).click();
  await expect(page.getByRole('dialog', { name: 'Date range for special pricing' })).toBeVisible();
  await page.getByRole('button', { name: 'From - To' }).click();
  await pickDay(page, special);
  await pickDay(page, special);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Special Pricing' })).toBeVisible();
  await page.getByRole('combobox', { name: 'End Time' }).click();
  await page.getByRole('option', { name: '12:00', exact: true }).click();
  await page.getByRole('textbox', { name: 'Hourly Pricing' }).fill('555');
  await page.getByRole('textbox', { name: 'Slot' }).fill('2');
  await page.getByRole('textbox', { name: 'Discount %', exact: true }).fill('10');
  await page.getByRole('button', { name: 'Save Pricing' }).click();
  await expect(page.getByRole('region', { name: 'Specials' })).toContainText('2 Slot - 10%');
  await expect(page.getByRole('region', { name: 'Specials' })).toContainText(`${shown(special)} to ${shown(special)}`);
  await slot(desk, court, '08:00').click();
  await expect(desk.getByText('₹ 555.00').first()).toBeVisible({ timeout: 2_000 });

  // The desk books that slot with a coupon and sees the discount.
  const admin = await tokenOf(page);
  await call(page.request, admin, 'post', '/api/coupon/generate', {
    couponActivity: null,
    startDate: clubDay(0),
    endDate: clubDay(30),
    days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    startTime: null,
    endTime: null,
    amount: 100,
    remarks: 'E2E',
    couponCount: 1,
    isPermanent: false,
    isMultipleSlot: false,
  });
  const detail = (await call(page.request, admin, 'get', '/api/coupon/details?page=1')).couponDetails[0];
  const code = (await call(page.request, admin, 'get', `/api/coupon/codes?couponDetailId=${detail.couponDetailId}`)).couponCodes[0]
    .couponCode as string;
  await desk.getByRole('button', { name: 'Add to cart' }).click();
  await desk.getByRole('button', { name: 'Cart: 1 slot(s)' }).click();
  await desk.getByRole('button', { name: 'Proceed' }).click();
  await desk.getByRole('textbox', { name: 'Mobile' }).fill('9876500456');
  await desk.getByRole('textbox', { name: 'Name' }).click();
  await desk.getByRole('textbox', { name: 'Name' }).fill('Coupon Player');
  await desk.getByRole('textbox', { name: 'Coupon code' }).fill(code);
  await desk.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(desk.getByText(`Coupon ${code} applied - ₹ 100.00 off (slots to pay ₹ 455.00)`)).toBeVisible();
  // The Booking Summary takes the coupon off too: net price and balance are what the server charges.
  await expect(desk.getByText('Coupon', { exact: true })).toBeVisible();
  await expect(desk.getByText('− ₹ 100.00')).toBeVisible();
  await expect(desk.getByText('₹ 455.00', { exact: true })).toHaveCount(2);
  await shoot(desk, 'checkout-coupon');
  await desk.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(desk).toHaveURL(/\/calendar/);
  await expect(desk.getByRole('dialog', { name: 'Booking Details' })).toContainText('Coupon Player');
  await deskContext.close();

  // Exports: add-ons and registrations, through the /download page.
  await page.goto('/addons');
  await expect(page.getByRole('columnheader', { name: 'Qty Available' })).toBeVisible();
  await shoot(page, 'addons');
  expect(await expectXlsx(page, 'Export as Excel')).toBe('config_extra_list.xlsx');

  // Events: the manager creates an event, a category and a sub-category on screen, registers a
  // person at the desk with payment, then exports the registrations.
  const eventName = 'Winter Smash — Inter-Club Badminton Championship 2026 (Open Doubles and Mixed Doubles)';
  await page.goto('/events');
  // The demo club's events are there on a fresh start.
  await expect(page.getByText('Arjun Mehta')).toBeVisible();
  await shoot(page, 'events-demo');
  await page.getByRole('button', { name: 'New Event' }).click();
  const newEvent = page.getByRole('dialog', { name: 'New Event' });
  await newEvent.getByRole('button', { name: 'Create Event' }).click();
  await expect(newEvent.getByText('Name is required')).toBeVisible();
  await newEvent.getByRole('textbox', { name: 'Event name' }).fill(eventName);
  await newEvent.getByRole('button', { name: 'Create Event' }).click();
  await expect(newEvent).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Event' })).toHaveValue(eventName);

  await page.getByRole('button', { name: 'Add Category' }).click();
  const addCategory = page.getByRole('dialog', { name: 'Add Category' });
  await addCategory.getByRole('button', { name: 'Add Category' }).click();
  await expect(addCategory.getByText('Please Select Valid Dates')).toBeVisible();
  await addCategory.getByRole('textbox', { name: 'Category name' }).fill('Doubles — Senior Open (35 years and above, partner required)');
  await addCategory.getByRole('textbox', { name: 'Price per ticket' }).fill('300');
  await addCategory.getByRole('textbox', { name: 'Total Tickets' }).fill('40');
  await addCategory.getByRole('button', { name: 'Dates' }).click();
  await pickDay(page, clubDay(0));
  await pickDay(page, clubDay(20));
  await shoot(page, 'event-category-dialog');
  await addCategory.getByRole('button', { name: 'Add Category' }).click();
  await expect(addCategory).toBeHidden();

  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: /^Doubles/ }).click();
  await page.getByRole('button', { name: 'Edit Category' }).click();
  const editCategory = page.getByRole('dialog', { name: 'Edit Category' });
  await editCategory.getByRole('textbox', { name: 'New sub-category' }).fill('Mixed pairs from partner clubs');
  await editCategory.getByRole('button', { name: 'Add Sub-category' }).click();
  await expect(editCategory.getByRole('textbox', { name: 'Sub-category Mixed pairs from partner clubs' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Register' }).click();
  const reg = page.getByRole('dialog', { name: 'Register for Event' });
  await reg.getByRole('textbox', { name: 'Tickets' }).fill('2');
  await reg.getByRole('textbox', { name: 'Mobile' }).fill('9876500124');
  await reg.getByRole('textbox', { name: 'Name' }).fill('Asha Player-Ramaswamy Venkataraghavan');
  await reg.getByRole('textbox', { name: 'Email' }).fill('asha@example.com');
  await expect(reg.getByTestId('registration-total')).toHaveText('₹ 600.00');
  await reg.getByRole('textbox', { name: 'Amount paid' }).fill('700');
  await reg.getByRole('button', { name: 'Register' }).click();
  await expect(reg.getByText('Amount paid cannot be greater than the total')).toBeVisible();
  await reg.getByRole('textbox', { name: 'Amount paid' }).fill('600');
  await shoot(page, 'event-register-dialog');
  await reg.getByRole('button', { name: 'Register' }).click();
  await expect(reg).toBeHidden();
  await expect(page.getByText('Asha Player-Ramaswamy Venkataraghavan')).toBeVisible();
  await expect(page.getByText('Sold Passes').locator('..')).toContainText('2');
  await expect(page.getByTestId('event-heading')).toContainText(
    'Inter-Club Badminton Championship 2026 (Open Doubles and Mixed Doubles) · Doubles — Senior Open',
  );
  await shoot(page, 'events');
  expect(await expectXlsx(page, 'Export')).toBe('event_booking.xlsx');
});

test('a manager generates coupons, sees the §5 messages, finds a code and switches it to expired', async ({ page }) => {
  await signIn(page, 'admin', 'admin123');
  await page.goto('/coupons');
  await page.getByRole('button', { name: 'Generate Coupons' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Coupons' });
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByText('Invalid date range selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Dates' }).click();
  await pickDay(page, clubDay(1));
  await pickDay(page, clubDay(2));
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByText('Amount is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('50');
  await dialog.getByRole('checkbox', { name: 'Permanent' }).check();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByText('Max usage count is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Max Usage' }).fill('5');
  await dialog.getByRole('textbox', { name: 'Coupon count' }).fill('3');
  await dialog.getByRole('textbox', { name: 'Remarks' }).fill('Weekend promo');
  await shoot(page, 'coupons-generate');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Weekend promo' })).toBeVisible();
  await shoot(page, 'coupons');

  await page
    .getByRole('button', { name: `${shown(clubDay(1))} to ${shown(clubDay(2))}` })
    .first()
    .click();
  const codes = page.getByRole('dialog', { name: 'Coupon Codes' });
  await expect(codes.getByRole('row')).toHaveCount(4);
  const code = (await codes.getByRole('cell').first().textContent())!.trim();
  await expect(codes.getByText('0 / 5').first()).toBeVisible();
  await codes.getByRole('switch').first().click();
  await expect(codes.getByText('Expired')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('textbox', { name: 'Find Coupons' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Invalid coupon code')).toBeVisible();
  await page.getByRole('textbox', { name: 'Find Coupons' }).fill('ZZZZZZZZZZ');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No Matching Results.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Find Coupons' }).fill(code);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: 'Weekend promo' })).toHaveCount(1);
});
