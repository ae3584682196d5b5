import { expect, type Page } from '@playwright/test';
import { headersOf } from './club-now';

/**
 * Books one badminton slot, unpaid, through the API with the page's own session, for a spec whose
 * subject is what comes after the booking (the checkout UI has its own tests). Returns its id.
 */
export async function bookThroughApi(
  page: Page,
  date: string,
  court: string,
  time: string,
  customer: { name: string; mobile: string },
): Promise<number> {
  const headers = await headersOf(page);
  const courts = (await (await page.request.get('/api/court/details?activityId=1', { headers })).json()).courtList as {
    courtId: number;
    courtName: string;
  }[];
  const courtId = courts.find((c) => c.courtName === court)!.courtId;
  await page.request.post('/api/carting/clear', { headers });
  const added = await (
    await page.request.post('/api/carting/slot/add', { headers, data: { activityId: 1, courtId, date, time: `${time}:00` } })
  ).json();
  expect(added.requestStatus, JSON.stringify(added)).toBe(1);
  const booked = await (await page.request.post('/api/booking', { headers, data: { customerDetails: customer } })).json();
  expect(booked.requestStatus, JSON.stringify(booked)).toBe(1);
  return booked.bookingId;
}
