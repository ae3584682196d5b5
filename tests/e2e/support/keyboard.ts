import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a person would. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 90 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    const here = await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false);
    if (here) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused grid cell: where it is, what it is, and what a screen reader hears. */
export interface FocusedCell {
  row: number;
  col: number;
  status: string;
  ended: boolean;
  name: string;
}

export async function focusedCell(page: Page): Promise<FocusedCell | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el?.matches('[role="grid"] [role="gridcell"][data-row]')) return null;
    return {
      row: Number(el.dataset.row),
      col: Number(el.dataset.col),
      status: el.dataset.status ?? '',
      ended: /\bended\b|_ended_/.test(el.className) || (el.getAttribute('aria-label') ?? '').endsWith('time has passed'),
      name: el.getAttribute('aria-label') ?? '',
    };
  });
}

/** Tab from wherever the focus is to the grid's one tab stop. */
export async function tabIntoGrid(page: Page): Promise<FocusedCell> {
  for (let i = 0; i < 90; i++) {
    const cell = await focusedCell(page);
    if (cell) return cell;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the slot grid');
}
