import { expect, test, type Page } from '@playwright/test';
import { clubNow } from './support/club-now';
import { focusedCell, tabIntoGrid, tabTo, type FocusedCell } from './support/keyboard';
import { signIn } from './support/sign-in';
import { wideDay } from './support/wide-day';
import { scaled } from './support/time-scale';

/**
 * Issue 32: a desk books, takes the payment and checks the player in with the keyboard alone
 * (page.keyboard only, once signed in), at 1280×800 and on a 1024×768 touch tablet with a keyboard.
 * The booking is today's (check-in is for today only). Mobiles 9733208401–02 are this file's alone.
 */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/keyboard';

/** Walks the grid with the arrow keys to a free slot still to come (at least one move). */
async function arrowToFreeSlot(page: Page, start: FocusedCell): Promise<FocusedCell> {
  let cell = start;
  let moves = 0;
  const free = (c: FocusedCell) => c.status === 'Book' && !c.ended;
  for (let i = 0; i < 400 && (moves === 0 || !free(cell)); i++) {
    await page.keyboard.press('ArrowRight');
    let next = (await focusedCell(page))!;
    if (next.col === cell.col && next.row === cell.row) {
      // The row's last court: on to the next time, from its first court.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Home');
      next = (await focusedCell(page))!;
      if (next.row === cell.row) throw new Error('no free slot left today');
    }
    cell = next;
    moves++;
  }
  return cell;
}

/** The day's last free slot, walking back from its end: a walk-in recorded after play (late evening runs). */
async function arrowToLastFreeSlot(page: Page): Promise<FocusedCell> {
  await page.keyboard.press('Control+End');
  let cell = (await focusedCell(page))!;
  for (let i = 0; i < 400 && cell.status !== 'Book'; i++) {
    await page.keyboard.press('ArrowLeft');
    let next = (await focusedCell(page))!;
    if (next.col === cell.col && next.row === cell.row) {
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('End');
      next = (await focusedCell(page))!;
    }
    cell = next;
  }
  return cell;
}

const sizes = [
  { name: '1280', viewport: { width: 1280, height: 800 }, hasTouch: false, mobile: '9733208401', customer: 'Kiran Keyboard' },
  { name: '1024', viewport: { width: 1024, height: 768 }, hasTouch: true, mobile: '9733208402', customer: 'Leela Keyboard' },
];

for (const size of sizes) {
  test.describe(`at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch });

    test('books, pays and checks in with the keyboard alone', async ({ page }) => {
      test.setTimeout(scaled(120_000));
      await signIn(page, 'desk', 'desk123');
      const { date } = clubNow();
      await page.goto(`/calendar?activity=1&date=${date}`);
      await expect(page.locator('[role="grid"] [role="gridcell"][data-row]').first()).toBeVisible();

      // One tab stop: Tab lands on the grid's active cell, and the arrows move it to a free slot.
      const start = await tabIntoGrid(page);
      await expect(page.locator('[role="grid"] [tabindex="0"]')).toHaveCount(1);
      let cell = await arrowToFreeSlot(page, start).catch(() => null);
      const walkIn = cell === null;
      if (!cell) cell = await arrowToLastFreeSlot(page);
      expect(cell.status).toBe('Book');
      expect(cell.name).toMatch(/^Court \d+, \d\d:\d\d–\d\d:\d\d, Available to book, ₹/);
      const focused = page.locator(`[role="grid"] [data-row="${cell.row}"][data-col="${cell.col}"]`);
      await expect(focused).toBeFocused();
      await expect(focused).toBeInViewport();
      await expect(page.locator('[role="grid"] [tabindex="0"]')).toHaveCount(1);
      await page.screenshot({ path: `${SHOTS}/focused-cell-${size.name}.png` });
      const price = Number(cell.name.split('₹')[1].replace(/[^\d.]/g, ''));

      // Enter opens the slot panel with the focus in it; Tab to Add to cart, Enter.
      await page.keyboard.press('Enter');
      const add = page.getByRole('button', { name: 'Add to cart' });
      await expect(page.getByRole('button', { name: 'Book Now' })).toBeFocused();
      await tabTo(page, add);
      await page.keyboard.press('Enter');
      if (walkIn) {
        await tabTo(page, page.getByRole('button', { name: 'Record booking' }));
        await page.keyboard.press('Enter');
      }
      await expect(focused).toHaveAttribute('data-status', 'Carted');
      // The panel closed, and the focus is back on the cell.
      await expect(focused).toBeFocused();

      // C opens the cart (the drawer takes the focus); Proceed goes to checkout.
      await page.keyboard.press('c');
      const drawer = page.getByRole('dialog', { name: 'Booking Summary' });
      await expect(drawer).toBeVisible();
      await expect(drawer).toBeFocused();
      await tabTo(page, drawer.getByRole('button', { name: 'Proceed' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/checkout/);

      // The customer and the whole price taken in cash (an advance switches No Pay to Cash).
      await tabTo(page, page.getByRole('textbox', { name: 'Mobile' }));
      await page.keyboard.type(size.mobile);
      await tabTo(page, page.getByRole('textbox', { name: 'Name' }));
      await page.keyboard.type(size.customer);
      await tabTo(page, page.getByRole('textbox', { name: 'Advance' }));
      await page.keyboard.type(String(price));
      await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
      await tabTo(page, page.getByRole('button', { name: 'Confirm Booking' }));
      await page.keyboard.press('Enter');

      // Back on the calendar with the booking's details, paid.
      await expect(page).toHaveURL(/\/calendar\?activity=1/);
      const details = page.getByRole('dialog', { name: 'Booking Details' });
      await expect(details).toContainText(size.customer);
      await expect(focused).toHaveAttribute('data-status', 'Booked');
      await expect(focused).toHaveAttribute('aria-label', new RegExp(`Booked by ${size.customer}, paid`));

      // I goes to Courtside Check-in with the cursor in its search; Tab to Check In, Enter.
      await page.keyboard.press('i');
      await expect(page).toHaveURL(/\/courtside/);
      const search = page.getByRole('searchbox', { name: 'Search' });
      await expect(search).toBeFocused();
      await page.keyboard.type(size.mobile);
      const card = page.locator('[data-testid^="courtside-booking-"]').filter({ hasText: size.customer });
      await expect(card).toHaveCount(1);
      await tabTo(page, card.getByRole('button', { name: 'Check In' }));
      await page.keyboard.press('Enter');
      await expect(card).toContainText('Checked In');

      // ? shows the shortcuts; Escape closes them.
      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await expect(help).toContainText('Search a booking');
      await expect(help).toContainText('Check in a player');
      await page.screenshot({ path: `${SHOTS}/shortcuts-help-${size.name}.png` });
      await page.keyboard.press('Escape');
      await expect(help).toBeHidden();
    });
  });
}

test('on a 332-court day the arrow keys reach courts far beyond the first screen', async ({ page }) => {
  test.setTimeout(scaled(120_000));
  const COURTS = 332;
  await page.setViewportSize({ width: 1280, height: 800 });
  const wide = (() => {
    const [y, m, d] = clubNow().date.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d + 40)).toISOString().slice(0, 10);
  })();
  await page.route('**/api/availability', async (route) => {
    const body = route.request().postDataJSON() as { activityId: number; date: string };
    if (body.date !== wide) return route.continue();
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(wideDay(body.activityId, body.date, COURTS, 1)),
    });
  });
  await signIn(page, 'desk', 'desk123');
  await page.goto(`/calendar?activity=1&date=${wide}`);
  await expect(page.getByRole('grid')).toHaveAttribute('aria-colcount', String(COURTS + 1));
  const first = await tabIntoGrid(page);
  expect(first).toMatchObject({ row: 0, col: 0 });
  // Court 41 is some 2,600 px to the right: not drawn at first.
  await expect(page.locator('[role="grid"] [data-row="0"][data-col="40"]')).toHaveCount(0);
  for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowRight');
  const court41 = page.locator('[role="grid"] [data-row="0"][data-col="40"]');
  await expect(court41).toBeFocused();
  await expect(court41).toHaveAttribute('aria-label', /^Court 41, 00:00–00:15, /);
  await expect(court41).toBeInViewport();
  await expect(page.getByRole('columnheader', { name: 'Court 41', exact: true })).toBeInViewport();
  // The time column stays beside it (sticky), and the cell is not hidden behind it.
  const [cellBox, timeBox] = await Promise.all([
    court41.boundingBox(),
    page.getByRole('rowheader', { name: '00:00 – 00:15' }).boundingBox(),
  ]);
  expect(cellBox!.x).toBeGreaterThanOrEqual(timeBox!.x + timeBox!.width - 1);
  await page.screenshot({ path: `${SHOTS}/wide-day-court-41-1280.png` });

  // End: the day's last court; PageDown: a screenful of times further, same court.
  await page.keyboard.press('End');
  const last = page.locator(`[role="grid"] [data-row="0"][data-col="${COURTS - 1}"]`);
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  await page.keyboard.press('PageDown');
  const paged = (await focusedCell(page))!;
  expect(paged.col).toBe(COURTS - 1);
  expect(paged.row).toBeGreaterThan(5);
  await expect(page.locator(`[role="grid"] [data-row="${paged.row}"][data-col="${paged.col}"]`)).toBeInViewport();
  await expect(page.locator('[role="grid"] [tabindex="0"]')).toHaveCount(1);

  // N is the next day, but not while typing in a field.
  await tabTo(page, page.locator('input[aria-label="Sport"]'), { back: true });
  await page.keyboard.press('n');
  await expect(page).toHaveURL(new RegExp(`date=${wide}`));
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await page.keyboard.press('n');
  await expect(page).not.toHaveURL(new RegExp(`date=${wide}`));

  // The help from its button too (a tablet has no ? key): Tab to it, Enter.
  await tabTo(page, page.getByRole('button', { name: 'Keyboard shortcuts' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
});
