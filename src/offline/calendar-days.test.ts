import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarDays, calendarDaySet, fetchCalendarDay, nextDate } from './calendar-days';
import { db } from './db';
import { recentDay } from './recent-days';

const court = {
  courtId: 1,
  courtName: 'Court 1',
  openTime: '06:00:00',
  closeTime: '08:00:00',
  courtBrothers: [],
  courtInfo: null,
  courtOffset: 1,
  courtPriceClass: null,
  peoplePerCourt: 4,
  slotDuration: 60,
  status: 'oB',
  prices: [0, 2],
  refs: [77],
};
const lean = {
  requestStatus: 1,
  activityId: 3,
  activityType: 0,
  maxSlotCount: 1,
  date: '2026-11-21',
  prices: [{ price: 400, grossPrice: 400, slotDiscount: { 3: 5 } }],
  bookings: { 77: ['Asha Rao', 1] },
  courts: [court],
};

function replyWith(body: unknown, etag = 'W/"a"') {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', etag } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(async () => {
  await calendarDays().clear();
  await db.meta.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('calendar day mirror', () => {
  it('stores the lean day expanded into slots, with its arrival time for the offline banner', async () => {
    replyWith(lean);
    const before = Date.now();
    expect(await fetchCalendarDay(3, '2026-11-21')).toBe(true);
    const row = await calendarDays().get([3, '2026-11-21']);
    expect(row?.courts[0].slots).toHaveLength(2);
    expect(row?.courts[0].slots[1]).toMatchObject({
      slotTime: '07:00:00',
      endTime: '08:00:00',
      status: 'Booked',
      bookingId: 77,
      customerName: 'Asha Rao',
      paymentPending: true,
      price: 400,
      slotDiscount: { 3: 5 },
      courtId: 1,
      courtName: 'Court 1',
      activityId: 3,
      slotDate: '2026-11-21',
    });
    expect(row?.etag).toBe('W/"a"');
    expect(row?.fetchedAt).toBeGreaterThanOrEqual(before);
    expect((await db.meta.get(calendarDaySet(3, '2026-11-21')))?.fetchedAt).toBe(row?.fetchedAt);
  });

  it('revalidates a mirrored day with its ETag: a 304 keeps the slots and renews the age', async () => {
    replyWith(lean);
    await fetchCalendarDay(3, '2026-11-21');
    await calendarDays().update([3, '2026-11-21'], { fetchedAt: 1 });
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 304, headers: { etag: 'W/"a"' } }));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchCalendarDay(3, '2026-11-21')).toBe(true);
    expect((fetch.mock.calls[0][1]?.headers as Record<string, string>)['If-None-Match']).toBe('W/"a"');
    const row = await calendarDays().get([3, '2026-11-21']);
    expect(row?.courts[0].slots[1].status).toBe('Booked');
    expect(row?.fetchedAt).toBeGreaterThan(1);
  });

  it('keeps the last mirrored state when the server refuses', async () => {
    replyWith(lean);
    await fetchCalendarDay(3, '2026-11-21');
    replyWith({ requestStatus: 0, message: 'Activity not found' });
    expect(await fetchCalendarDay(3, '2026-11-21')).toBe(false);
    expect(await calendarDays().get([3, '2026-11-21'])).toBeTruthy();
  });

  it('shows the day from memory first and writes the mirror once the next frame is painted', async () => {
    replyWith(lean);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const fetching = fetchCalendarDay(3, '2026-11-21');
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    expect(recentDay(3, '2026-11-21')?.courts[0].slots).toHaveLength(2);
    expect(await calendarDays().get([3, '2026-11-21'])).toBeUndefined();
    frames[0](0);
    expect(await fetching).toBe(true);
    expect(await calendarDays().get([3, '2026-11-21'])).toBeTruthy();
  });

  it('writes the mirror anyway when no frame comes (a hidden tab)', async () => {
    replyWith(lean);
    vi.stubGlobal('requestAnimationFrame', () => 0);
    expect(await fetchCalendarDay(3, '2026-11-21')).toBe(true);
    expect(await calendarDays().get([3, '2026-11-21'])).toBeTruthy();
  });

  it('knows the next day across a month end', () => {
    expect(nextDate('2026-11-30')).toBe('2026-12-01');
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
  });
});
