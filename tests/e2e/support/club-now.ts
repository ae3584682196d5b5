import type { Page } from '@playwright/test';

/** The club's today and wall time (the demo club is in India). */
export function clubNow(): { date: string; time: string } {
  const now = new Date();
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return { date, time };
}

/** The signed-in console's bearer header, for setting a scene through the API. */
export async function headersOf(page: Page): Promise<{ Authorization: string }> {
  const token = (await page.context().cookies()).find((c) => c.name === 'authToken')!.value;
  return { Authorization: `Bearer ${decodeURIComponent(token)}` };
}
