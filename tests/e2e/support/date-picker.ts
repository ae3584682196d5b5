import type { Page } from '@playwright/test';

/** Picks a day in a Mantine date input by its button label: open, then page forward until the day shows. */
export async function pickDate(page: Page, label: string, date: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const want = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  for (let i = 0; i < 14; i++) {
    const day = page.getByRole('button', { name: want, exact: true });
    if (await day.count()) return day.first().click();
    await page.locator('[data-direction="next"]').first().click();
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
