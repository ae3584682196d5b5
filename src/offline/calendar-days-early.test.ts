import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnlineStore } from '../lib/online/online-store';
import { useSessionStore } from '../lib/session/session-store';
import {
  CALENDAR_DAY_SET,
  calendarDays,
  fetchCalendarDay,
  loadMirroredDayKeys,
  setCalendarFocus,
  showCalendarDay,
  startCalendarDay,
} from './calendar-days';
import { resetMirrors } from './sync';
import { arenaSession } from '../lib/testing/arena-session';

const session = arenaSession('desk1');

const lean = (date: string) => ({
  requestStatus: 1,
  activityId: 3,
  activityType: 0,
  maxSlotCount: 1,
  date,
  prices: [{ price: 400, grossPrice: 400, slotDiscount: {} }],
  bookings: {},
  courts: [
    {
      courtId: 1,
      courtName: 'Court 1',
      openTime: '06:00:00',
      closeTime: '07:00:00',
      courtBrothers: [],
      courtInfo: null,
      courtOffset: 1,
      courtPriceClass: null,
      peoplePerCourt: 4,
      slotDuration: 60,
      status: 'o',
      prices: [0],
      refs: [0],
    },
  ],
});

/** Answers every availability call with its day; returns the dates asked for, in order. */
function serveDays(etags: (string | undefined)[] = []): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const { date } = JSON.parse(String(init?.body)) as { date: string };
      asked.push(date);
      etags.push((init?.headers as Record<string, string>)['If-None-Match']);
      return new Response(JSON.stringify(lean(date)), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

const DAY = { activityId: 3, date: '2026-11-21' };
const times = (asked: string[], date: string) => asked.filter((d) => d === date).length;

beforeEach(async () => {
  await resetMirrors();
  useSessionStore.setState({ session });
  useOnlineStore.setState({ browserOnline: true, serverReachable: true });
});
afterEach(() => {
  setCalendarFocus(null);
  vi.unstubAllGlobals();
  useSessionStore.setState({ session: null });
});

describe('a day fetched from its pick (issue 33)', () => {
  it('is sent at the pick, before the page shows it, and the page takes that fetch instead of sending another', async () => {
    const asked = serveDays();
    startCalendarDay(DAY);
    await vi.waitFor(() => expect(asked).toContain('2026-11-21'));
    const result = await showCalendarDay(DAY);
    expect(result[CALENDAR_DAY_SET]).toBe(true);
    expect(times(asked, '2026-11-21')).toBe(1);
    expect(await calendarDays().get([3, '2026-11-21'])).toBeTruthy();
  });

  it('serves one showing: the page showing the day again later fetches it again', async () => {
    const asked = serveDays();
    startCalendarDay(DAY);
    await showCalendarDay(DAY);
    await showCalendarDay(DAY);
    expect(times(asked, '2026-11-21')).toBe(2);
  });

  it('is not taken for another day: the page fetches the day it shows', async () => {
    const asked = serveDays();
    startCalendarDay(DAY);
    await showCalendarDay({ activityId: 3, date: '2026-11-25' });
    expect(asked).toContain('2026-11-25');
  });

  it('is dropped when the page closes, so a later visit fetches afresh', async () => {
    const asked = serveDays();
    startCalendarDay(DAY);
    await vi.waitFor(() => expect(asked).toContain('2026-11-21'));
    setCalendarFocus(null);
    await showCalendarDay(DAY);
    expect(times(asked, '2026-11-21')).toBe(2);
  });
});

describe('the ETag of a day before its fetch (issue 33)', () => {
  it('is not read from IndexedDB for a day this device never mirrored: the request goes out at once', async () => {
    await calendarDays().clear();
    await loadMirroredDayKeys();
    const etags: (string | undefined)[] = [];
    serveDays(etags);
    const read = vi.spyOn(calendarDays(), 'get');
    expect(await fetchCalendarDay(3, '2030-01-07')).toBe(true);
    expect(read).not.toHaveBeenCalled();
    expect(etags).toEqual([undefined]);
  });

  it('is still sent for a day mirrored since, so it is revalidated', async () => {
    await loadMirroredDayKeys();
    const etags: (string | undefined)[] = [];
    serveDays(etags);
    await fetchCalendarDay(3, '2030-01-08');
    await calendarDays().update([3, '2030-01-08'], { etag: 'W/"b"' });
    await fetchCalendarDay(3, '2030-01-08');
    expect(etags).toEqual([undefined, 'W/"b"']);
  });
});

describe('a day this device has mirrored', () => {
  it('is not fetched from the pick (its drawing from IndexedDB comes first); the page revalidates it once', async () => {
    const asked = serveDays();
    await fetchCalendarDay(3, '2030-02-04');
    await loadMirroredDayKeys();
    asked.length = 0;
    const day = { activityId: 3, date: '2030-02-04' };
    startCalendarDay(day);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    await showCalendarDay(day);
    expect(times(asked, '2030-02-04')).toBe(1);
  });
});
