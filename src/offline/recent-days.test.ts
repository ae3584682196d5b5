import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarDays, fetchCalendarDay, forgetCalendarDays, useCalendarDay } from './calendar-days';
import { db } from './db';
import { forgetDays, rememberDay } from './recent-days';

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
  prices: [{ price: 400, grossPrice: 400, slotDiscount: {} }],
  bookings: { 77: ['Asha Rao', 0] },
  courts: [court],
};

beforeEach(async () => {
  forgetDays();
  await calendarDays().clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(lean), { status: 200, headers: { 'content-type': 'application/json', etag: 'W/"a"' } })),
  );
});
// A spy left on the mirror's transactions by a failed test would hang every test after it.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the day on screen (memory first, IndexedDB behind it)', () => {
  it('shows a fetched day from memory without waiting for the mirror to be read back', async () => {
    const { result } = renderHook(() => useCalendarDay(3, '2026-11-21'));
    // The mirror write never finishes here: the day must be on screen all the same. The write
    // starts after the first paint, so on a busy machine the day may be on screen before it.
    const write = vi.spyOn(db, 'transaction').mockImplementation(() => new Promise(() => {}) as never);
    void fetchCalendarDay(3, '2026-11-21');
    await waitFor(() => expect(write).toHaveBeenCalled());
    await waitFor(() => expect(result.current?.courts[0].slots[1].customerName).toBe('Asha Rao'));
  });

  it('takes the mirrored copy when it is newer (fetched by another tab)', async () => {
    await fetchCalendarDay(3, '2026-11-21');
    const { result } = renderHook(() => useCalendarDay(3, '2026-11-21'));
    const mirrored = (await calendarDays().get([3, '2026-11-21']))!;
    await act(() =>
      calendarDays().put({
        ...mirrored,
        fetchedAt: mirrored.fetchedAt + 1000,
        courts: [{ ...mirrored.courts[0], courtName: 'From the other tab' }],
      }),
    );
    await waitFor(() => expect(result.current?.courts[0].courtName).toBe('From the other tab'));
  });

  it('a newer fetch in this tab replaces the remembered day', () => {
    const { result } = renderHook(() => useCalendarDay(5, '2026-11-22'));
    const row = { activityId: 5, date: '2026-11-22', activityType: 0, maxSlotCount: 1, courts: [], fetchedAt: 10 };
    act(() => rememberDay(row));
    expect(result.current).toBe(row);
    const next = { ...row, fetchedAt: 20 };
    act(() => rememberDay(next));
    expect(result.current).toBe(next);
  });

  it('Sync Availability forgets the remembered days with the mirror', async () => {
    await fetchCalendarDay(3, '2026-11-21');
    const { result } = renderHook(() => useCalendarDay(3, '2026-11-21'));
    await waitFor(() => expect(result.current).toBeTruthy());
    await act(() => forgetCalendarDays());
    await waitFor(() => expect(result.current).toBeNull());
  });

  it('never shows the last day or sport under the next one while the next is read (CI run 33)', async () => {
    const row = (activityId: number, date: string) => ({ activityId, date, activityType: 0, maxSlotCount: 1, courts: [], fetchedAt: 10 });
    await calendarDays().bulkPut([row(3, '2026-12-12'), row(3, '2026-11-26'), row(4, '2026-11-26')]);
    const seen: { asked: string; shown: string | null | undefined }[] = [];
    const { rerender } = renderHook(
      ({ activityId, date }: { activityId: number; date: string }) => {
        const day = useCalendarDay(activityId, date);
        seen.push({ asked: `${activityId} ${date}`, shown: day && `${day.activityId} ${day.date}` });
        return day;
      },
      { initialProps: { activityId: 3, date: '2026-12-12' } },
    );
    await waitFor(() => expect(seen.at(-1)?.shown).toBe('3 2026-12-12'));
    rerender({ activityId: 3, date: '2026-11-26' });
    await waitFor(() => expect(seen.at(-1)?.shown).toBe('3 2026-11-26'));
    rerender({ activityId: 4, date: '2026-11-26' });
    await waitFor(() => expect(seen.at(-1)?.shown).toBe('4 2026-11-26'));
    // A day that was never fetched reads null ("not mirrored"): that answer is not carried over either.
    rerender({ activityId: 4, date: '2027-01-01' });
    await waitFor(() => expect(seen.at(-1)?.shown).toBeNull());
    rerender({ activityId: 3, date: '2026-12-12' });
    await waitFor(() => expect(seen.at(-1)?.shown).toBe('3 2026-12-12'));
    const wrong = seen.filter(({ asked, shown }) => shown !== undefined && shown !== (asked.endsWith('2027-01-01') ? null : asked));
    expect(wrong).toEqual([]);
  });
});
