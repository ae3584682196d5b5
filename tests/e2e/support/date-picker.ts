import { expect, type Page } from '@playwright/test';

/** The open date picker's month heading ("February 2027"); Mantine draws one per open dropdown. */
const monthHeadings = (page: Page) => page.locator('[class*="calendarHeaderLevel"]');

/**
 * Picks a day in a Mantine date input by its button label: open, then page forward until the day shows.
 * Each step waits for what it caused: the dropdown drawn before its days are counted (a picker whose
 * least date is the day opens on that month, and a count taken before it was drawn paged past it),
 * the heading changed after "next", and the dropdown gone before the next picker opens (a closing
 * dropdown still shows the day just picked).
 */
export async function pickDate(page: Page, label: string, date: string) {
  await expect(monthHeadings(page)).toHaveCount(0);
  await page.getByRole('button', { name: label, exact: true }).click();
  const heading = monthHeadings(page);
  await expect(heading).toHaveCount(1);
  const want = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = page.getByRole('button', { name: want, exact: true });
  for (let i = 0; i < 14; i++) {
    if (await day.count()) {
      await day.first().click();
      await expect(heading).toHaveCount(0);
      return;
    }
    const shown = await heading.innerText();
    await page.locator('[data-direction="next"]').first().click();
    await expect(heading).not.toHaveText(shown);
  }
  throw new Error(`day ${date} not found in the picker`);
}

/** The next Monday at least `days` from today (UTC), as YYYY-MM-DD. */
export function mondayAhead(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
