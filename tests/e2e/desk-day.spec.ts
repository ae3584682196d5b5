import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { scaled } from './support/time-scale';

/**
 * Issue 6: the calendar and checkout used all day at 1280×800 and on 1024×768 tablets.
 * Days of their own (4–6 days ahead, yesterday, 3 days back) keep clear of the other browser tests.
 */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/desk-day';

/** A date `offset` days from today in the club's time zone (Asia/Kolkata). */
function clubDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

const slot = (page: Page, court: string, time: string) => page.locator(`[role="grid"] button[title^="${court} ${time} "]`);
const LONG_NAME = 'Venkata Narasimha Raghavan Subramaniam K';

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** No toast on screen covers the given control. */
async function toastsClear(page: Page, control: Locator) {
  const target = await box(control);
  const toasts = await page
    .locator('.mantine-Notification-root')
    .evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect()).map(({ x, y, width, height }) => ({ x, y, width, height })));
  for (const toast of toasts) expect(overlaps(toast, target)).toBe(false);
}

async function addToCart(page: Page, court: string, time: string) {
  await slot(page, court, time).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(slot(page, court, time)).toHaveAttribute('data-status', 'Carted');
}

async function noSidewaysScroll(page: Page) {
  const scroller = page.locator('[role="grid"]').locator('..');
  const [scrollWidth, clientWidth] = await scroller.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** The courts' columns (the grid's first head, Time, heads the time column). */
async function evenColumns(page: Page, count: number) {
  const widths = await page
    .getByRole('columnheader', { name: /^Court / })
    .evaluateAll((heads) => heads.map((h) => h.getBoundingClientRect().width));
  expect(widths).toHaveLength(count);
  expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(1.5);
}

test('a long name keeps the columns even; checkout shows gross lines, refuses bad mobiles and never a negative balance; the drawer sits beside the grid', async ({
  page,
}) => {
  expect(LONG_NAME).toHaveLength(40);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', 'admin123');
  const day = `/calendar?activity=1&date=${clubDay(4)}`;
  await page.goto(day);
  await expect(page.getByRole('heading', { name: 'Booking Calendar' })).toBeVisible();

  // Item 3: the toast of an added slot leaves the cart icon and its count in view.
  await addToCart(page, 'Court 1', '10:00');
  await expect(page.getByText('Slot added to cart').first()).toBeVisible();
  await toastsClear(page, page.getByRole('button', { name: /^Cart: / }));
  await addToCart(page, 'Court 2', '10:00');
  await addToCart(page, 'Court 3', '10:00');
  await toastsClear(page, page.getByRole('button', { name: 'Cart: 3 slot(s)' }));

  // Item 5: gross per line, the volume discount once, and the lines add up to the total.
  await page.getByRole('button', { name: 'Cart: 3 slot(s)' }).click();
  const drawer = page.getByRole('dialog', { name: 'Booking Summary' });
  await expect(drawer.getByText('Volume discount')).toBeVisible();
  const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  const lineTexts = await drawer.getByTestId('cart-line-price').allInnerTexts();
  expect(lineTexts).toHaveLength(3);
  const gross = lineTexts.reduce((sum, text) => sum + money(text), 0);
  const discount = money(await drawer.getByText('Volume discount').locator('xpath=following-sibling::*[1]').innerText());
  const total = money(await drawer.getByText('Total', { exact: true }).locator('xpath=following-sibling::*[1]').innerText());
  expect(discount).toBeGreaterThan(0);
  expect(gross - discount).toBeCloseTo(total, 2);

  // Item 8: the drawer is beside the grid, not over it; the grid stays usable.
  const grid = page.getByRole('grid');
  expect((await box(grid)).x + (await box(grid)).width).toBeLessThanOrEqual(1280 - 400 + 1);
  await page.screenshot({ path: `${SHOTS}/drawer-beside-grid-1280.png` });
  await slot(page, 'Court 6', '12:00').click();
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeHidden();

  await drawer.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByText('Volume discount')).toBeVisible();

  // Item 7: right length, but not an Indian mobile.
  const mobile = page.getByRole('textbox', { name: 'Mobile' });
  await mobile.fill('5555555555');
  await page.getByRole('textbox', { name: 'Name' }).click();
  await expect(page.getByText('Invalid mobile number')).toBeVisible();
  await mobile.fill('9876500789');
  await page.getByRole('textbox', { name: 'Name' }).fill(LONG_NAME);
  await expect(page.getByText('Invalid mobile number')).toBeHidden();

  // Item 4: an advance above the net price: said in view, and the balance never goes negative.
  await page.getByRole('textbox', { name: 'Advance' }).fill('99999');
  const problem = page.getByTestId('summary-advance-problem');
  await expect(problem).toHaveText('Advance cannot be greater than net price');
  await expect(problem).toBeInViewport();
  await expect(page.getByText(/Balance/).locator('xpath=following-sibling::*[1]')).not.toContainText('-');
  await page.screenshot({ path: `${SHOTS}/advance-too-high-1280.png` });
  await page.getByRole('textbox', { name: 'Advance' }).fill('');

  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/calendar\?activity=1/);
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toContainText(LONG_NAME);
  // Item 3: toasts never cover the drawer's title and close button.
  await toastsClear(page, details.locator('.mantine-Drawer-header'));
  await page.screenshot({ path: `${SHOTS}/details-beside-grid-1280.png` });
  await details.locator('.mantine-Drawer-close').click();

  // Item 1: the long name is cut, shown whole on hover; the columns stay even, no sideways scroll.
  await expect(slot(page, 'Court 1', '10:00')).toHaveAttribute('title', new RegExp(LONG_NAME));
  await evenColumns(page, 6);
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/long-name-1280.png` });
  await page.setViewportSize({ width: 1024, height: 768 });
  await evenColumns(page, 6);
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/long-name-1024.png` });

  // A 12-court day fits a 1280 px laptop: the day's reply is given six more courts.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route('**/api/availability', async (route) => {
    // Asked in full (no ETag), so the reply has a body to extend.
    const { 'if-none-match': _etag, ...headers } = route.request().headers();
    const response = await route.fetch({ headers });
    const body = await response.json();
    // The lean reply (ADR 0023): a court's slots are columns of the court itself.
    type Court = { courtId: number; courtName: string };
    const more = (body.courts as Court[]).map((court) => ({
      ...court,
      courtId: court.courtId + 1000,
      courtName: court.courtName.replace('Court', 'Court 1'),
    }));
    // Not `response`'s headers: they describe the compressed bytes the server sent.
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ ...body, courts: [...body.courts, ...more] }),
    });
  });
  await page.goto(`/calendar?activity=1&date=${clubDay(6)}`);
  await expect(page.getByRole('columnheader', { name: /^Court / })).toHaveCount(12);
  await evenColumns(page, 12);
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/twelve-courts-1280.png` });
});

test('an expired hold is said at once in the cart and checkout, in club time, and Confirm is not offered', async ({ browser }) => {
  // The browser's zone is not the club's: hold times must still read in club time.
  const context = await browser.newContext({ timezoneId: 'America/New_York', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, 'desk', 'desk123');
  await page.goto(`/calendar?activity=1&date=${clubDay(5)}`);
  await addToCart(page, 'Court 5', '12:00');
  await page.getByRole('button', { name: 'Cart: 1 slot(s)' }).click();
  const drawer = page.getByRole('dialog', { name: 'Booking Summary' });
  const heldUntil = await drawer.getByText(/^Held until \d\d:\d\d$/).innerText();
  const clubClock = (instant: number) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
  const expectedMinutes = [0, 1].map((m) => clubClock(Date.now() + (10 - m) * 60_000));
  expect(expectedMinutes).toContain(heldUntil.slice(-5));

  // The server answers that the hold ran out (as it does after the club's hold time).
  const ranOutAt = Date.now() - 60_000;
  await page.route('**/api/carting/details', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    type Line = { holdSecondsLeft: number; available: number; holdExpiresAt: string };
    const slots = (body.cart.slots as Line[]).map((s) => ({
      ...s,
      holdSecondsLeft: 0,
      available: 0,
      holdExpiresAt: new Date(ranOutAt).toISOString(),
    }));
    await route.fulfill({ response, json: { ...body, cart: { ...body.cart, slots } } });
  });
  await page.reload();
  await page.getByRole('button', { name: 'Cart: 1 slot(s)' }).click();
  await expect(drawer.getByRole('alert')).toContainText('Hold expired');
  await expect(drawer.getByText(`Hold ran out at ${clubClock(ranOutAt)}`)).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Proceed' })).toHaveAttribute('data-disabled', 'true');

  await page.goto('/checkout');
  await expect(page.getByRole('alert').filter({ hasText: 'Hold expired' })).toBeVisible();
  await expect(page.getByText(`Hold ran out at ${clubClock(ranOutAt)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/expired-hold-checkout-1280.png` });

  // Hold again: the server (the truth) still holds it here, so the cart is live again.
  await page.unroute('**/api/carting/details');
  await page.getByRole('button', { name: 'Hold again' }).click();
  await expect(page.getByText('Your slots are still held')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Hold expired' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Dismiss', exact: true }).click();
  const clear = page.getByRole('dialog', { name: 'Dismiss booking' }).getByRole('button', { name: 'Clear Cart' });
  // A write button that is off swallows the click (it stays tappable to say why): it must be on.
  await expect(clear).not.toHaveAttribute('data-disabled');
  await clear.click();
  // The server's answer is shown either way: a refusal would be named here, not as a wrong address.
  await expect(page.getByText('Cart cleared')).toBeVisible();
  await expect(page).toHaveURL(/\/calendar/);
  await context.close();
});

test("an open slot panel follows another desk's hold and booking; Escape closes it", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const day = `/calendar?activity=1&date=${clubDay(5)}`;
  await signIn(page, 'admin', 'admin123');
  await page.goto(day);
  await slot(page, 'Court 6', '14:00').click();
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeHidden();
  await slot(page, 'Court 6', '14:00').click();
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();

  const otherContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const other = await otherContext.newPage();
  await signIn(other, 'desk', 'desk123');
  await other.goto(day);
  await addToCart(other, 'Court 6', '14:00');
  const panel = page.locator('.mantine-Popover-dropdown[role="dialog"]');
  await expect(panel).toContainText('Another desk has this slot in its cart', { timeout: 5_000 });

  await other.getByRole('button', { name: 'Cart: 1 slot(s)' }).click();
  await other.getByRole('button', { name: 'Proceed' }).click();
  await other.getByRole('textbox', { name: 'Mobile' }).fill('9876500124');
  await other.getByRole('textbox', { name: 'Name' }).fill('Meera Iyer');
  await other.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(other).toHaveURL(/\/calendar/);

  await expect(panel).toContainText('This slot has just been booked.', { timeout: 5_000 });
  await expect(panel).not.toContainText('Another desk has this slot in its cart');
  await panel.getByRole('button', { name: 'View booking' }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Details' })).toContainText('Meera Iyer');
  await otherContext.close();
});

test('a slot that has ended asks before booking; beyond the look-back it cannot be booked', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'manager', 'manager123');
  await page.goto(`/calendar?activity=1&date=${clubDay(-1)}`);
  await slot(page, 'Court 2', '10:00').click();
  await expect(page.getByTestId('past-slot-note')).toHaveText('This slot has already ended. Book it only to record a walk-in.');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const ask = page.getByRole('dialog', { name: 'This slot has already ended' });
  await expect(ask).toContainText('It ended at 11:00');
  await page.screenshot({ path: `${SHOTS}/ended-slot-confirm-1280.png` });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(slot(page, 'Court 2', '10:00')).toHaveAttribute('data-status', 'Book');

  await slot(page, 'Court 2', '10:00').click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await ask.getByRole('button', { name: 'Record booking' }).click();
  await expect(slot(page, 'Court 2', '10:00')).toHaveAttribute('data-status', 'Carted');
  await page.getByRole('button', { name: 'Cart: 1 slot(s)' }).click();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByRole('button', { name: 'Cart: 0 slot(s)' })).toBeVisible();

  await page.goto(`/calendar?activity=1&date=${clubDay(-3)}`);
  await slot(page, 'Court 2', '10:00').click();
  await expect(page.getByTestId('past-slot-note')).toHaveText(
    'This slot ended more than 48 hours ago. Bookings can be recorded up to 48 hours after a slot ends.',
  );
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveAttribute('data-disabled', 'true');
  await page.screenshot({ path: `${SHOTS}/beyond-lookback-1280.png` });
});

test('the captcha box shows before it is ticked; offline, the reason a write is off is written out', async ({ page, context }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/login');
  const box = page.getByTestId('captcha');
  const checkbox = box.getByRole('checkbox', { name: "I'm not a robot" });
  await expect(checkbox).toBeVisible();
  await expect(checkbox).not.toBeChecked();
  const border = await box.evaluate((el) => {
    const style = getComputedStyle(el);
    return { width: style.borderTopWidth, style: style.borderTopStyle };
  });
  expect(border).toEqual({ width: '1px', style: 'solid' });
  // A touch target of at least 24 × 24 px (WCAG 2.5.8).
  const size = await checkbox.boundingBox();
  expect(size!.width).toBeGreaterThanOrEqual(24);
  expect(size!.height).toBeGreaterThanOrEqual(24);
  await page.screenshot({ path: `${SHOTS}/login-captcha-1024.png` });

  await signIn(page, 'admin', 'admin123');
  await page.goto(`/calendar?activity=1&date=${clubDay(6)}`);
  await expect(slot(page, 'Court 4', '09:00')).toHaveAttribute('data-status', 'Book');
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: scaled(20_000) });
  await slot(page, 'Court 4', '09:00').click();
  // Written in the panel, not only in a tooltip that needs a hover.
  await expect(page.locator('.mantine-Popover-dropdown').getByTestId('write-reason')).toHaveText('Needs a connection');
  await context.setOffline(false);
});
