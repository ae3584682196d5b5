import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarDays, calendarDaySet, fetchCalendarDay, nextDate } from './calendar-days';
import { db } from './db';

const court = { courtId: 1, courtName: 'Court 1', openTime: '06:00:00', closeTime: '07:00:00', courtBrothers: [], courtInfo: null, courtOffset: 1, courtPriceClass: null, peoplePerCourt: 4, slotDuration: 60, slots: [] };

function replyWith(body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })));
}

beforeEach(async () => {
  await calendarDays().clear();
  await db.meta.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('calendar day mirror', () => {
  it('stores the day with the server read time and stamps its age for the offline banner', async () => {
    replyWith({ requestStatus: 1, activityId: 3, activityType: 0, maxSlotCount: 1, date: '2026-11-21', courts: [court], fetchedAt: '2026-11-21T10:00:00.000Z' });
    expect(await fetchCalendarDay(3, '2026-11-21')).toBe(true);
    const row = await calendarDays().get([3, '2026-11-21']);
    expect(row?.courts).toHaveLength(1);
    expect(row?.fetchedAt).toBe(Date.parse('2026-11-21T10:00:00.000Z'));
    expect((await db.meta.get(calendarDaySet(3, '2026-11-21')))?.fetchedAt).toBe(row?.fetchedAt);
  });

  it('keeps the last mirrored state when the server refuses', async () => {
    replyWith({ requestStatus: 1, courts: [court], fetchedAt: '2026-11-21T10:00:00.000Z' });
    await fetchCalendarDay(3, '2026-11-21');
    replyWith({ requestStatus: 0, message: 'Activity not found' });
    expect(await fetchCalendarDay(3, '2026-11-21')).toBe(false);
    expect(await calendarDays().get([3, '2026-11-21'])).toBeTruthy();
  });

  it('knows the next day across a month end', () => {
    expect(nextDate('2026-11-30')).toBe('2026-12-01');
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
  });
});
