import { endpoints } from '../../contract/endpoint-table';
import { expandAvailability } from '../../contract/availability-wire';
import { api } from '../lib/api/client';
import { db } from './db';
import { forgetDays, rememberDay, restampDay, useRecentDay } from './recent-days';
import type { CalendarDayRow } from './schema/v2';
import { registerMirrorSet, resync } from './sync';
import { useKeyedLiveQuery } from './keyed-live-query';

export const CALENDAR_DAY_SET = 'calendarDay';
/** Days kept offline; the oldest-fetched go first. */
const KEEP_DAYS = 30;

export const calendarDays = () => db.table<CalendarDayRow, [number, string]>('calendarDays');

export interface CalendarFocus {
  activityId: number;
  date: string;
}

let focus: CalendarFocus | null = null;

/** The meta-table name of a mirrored day, so the offline banner can tell its age. */
export function calendarDaySet(activityId: number, date: string): string {
  return `calendarDay:${activityId}:${date}`;
}

export function nextDate(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The days IndexedDB holds, as far as this tab knows: read once (keys only) when the calendar
 * opens, then kept with this tab's writes. Only "not there" is trusted, to skip reading a day's
 * ETag before its fetch; another tab's later write makes a key missing here, and that day is then
 * fetched whole instead of revalidated, which is a larger reply, never a wrong one.
 */
let mirroredKeys: Set<string> | null = null;
const dayKey = (activityId: number, date: string) => `${activityId}|${date}`;

/** Reads which days are mirrored (keys only), once per tab; the calendar page asks on opening. */
export async function loadMirroredDayKeys(): Promise<void> {
  if (mirroredKeys) return;
  const keys = await calendarDays().toCollection().primaryKeys();
  mirroredKeys ??= new Set(keys.map(([activityId, date]) => dayKey(activityId, date)));
}

/** Longest wait for a frame before the mirror write goes ahead anyway (a hidden tab paints none). */
const PAINT_WAIT_MS = 250;

/** Resolves after the next frame has been painted (a frame, then a task), or after PAINT_WAIT_MS. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PAINT_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}

/** Marks a mirrored day as current now (its own fetch time, and the offline banner's). */
async function stamp(activityId: number, date: string, at: number): Promise<void> {
  restampDay(activityId, date, at);
  await db.transaction('rw', calendarDays(), db.meta, async () => {
    await calendarDays().update([activityId, date], { fetchedAt: at });
    await db.meta.put({ set: calendarDaySet(activityId, date), fetchedAt: at });
  });
}

/**
 * POST /availability for one day into Dexie; false when the server did not answer with it.
 * The lean reply (ADR 0023) is expanded into the spec's courts and slots here, once; a day
 * already mirrored is revalidated with its ETag, and a 304 only renews its age.
 */
export async function fetchCalendarDay(activityId: number, date: string, signal?: AbortSignal): Promise<boolean> {
  // A day this device never mirrored has no ETag to send: the request goes out at once, without
  // waiting for IndexedDB (behind the page's render, on a pick; issue 33).
  const stored = mirroredKeys?.has(dayKey(activityId, date)) === false ? undefined : await calendarDays().get([activityId, date]);
  let etag: string | null = null;
  let notModified = false;
  const outcome = await api.call(
    endpoints.availability.availability,
    { activityId, date },
    {
      present: { silent: true },
      signal,
      revalidate: { etag: stored?.etag, seen: (e, nm) => ((etag = e), (notModified = nm)) },
    },
  );
  if (signal?.aborted) return false;
  // The age shown offline is measured on this device's clock, so it is stamped on arrival.
  const at = Date.now();
  if (notModified && stored) {
    await stamp(activityId, date, at);
    return true;
  }
  const expanding = performance.now();
  const day = outcome.ok ? expandAvailability(outcome.data) : null;
  if (!day) return false;
  // User Timing: the grid's browser test reports these beside its own figures (ADR 0038).
  performance.measure('availability:expand', { start: expanding });
  const row = {
    activityId,
    date,
    activityType: day.activityType,
    maxSlotCount: day.maxSlotCount,
    courts: day.courts,
    fetchedAt: at,
    etag: etag ?? undefined,
  };
  // On screen at once from memory; the mirror is written behind it (for offline and other tabs),
  // once the grid has been painted: the write copies the whole day on this thread, and the live
  // query of the day on screen reads it back, both otherwise before the first frame (issue 33).
  rememberDay(row);
  await afterPaint();
  const storing = performance.now();
  await db.transaction('rw', calendarDays(), db.meta, async () => {
    await calendarDays().put(row);
    await db.meta.put({ set: calendarDaySet(activityId, date), fetchedAt: at });
  });
  mirroredKeys?.add(dayKey(activityId, date));
  performance.measure('availability:store', { start: storing });
  return true;
}

async function prune(): Promise<void> {
  const table = calendarDays();
  const count = await table.count();
  if (count <= KEEP_DAYS) return;
  const oldest = await table
    .orderBy('fetchedAt')
    .limit(count - KEEP_DAYS)
    .toArray();
  await db.transaction('rw', table, db.meta, async () => {
    await table.bulkDelete(oldest.map((day): [number, string] => [day.activityId, day.date]));
    await db.meta.bulkDelete(oldest.map((day) => calendarDaySet(day.activityId, day.date)));
  });
}

/** The mirror set: the day on screen, then the next day (so tomorrow works offline too). */
async function mirrorFocusedDays(signal: AbortSignal): Promise<boolean> {
  const current = focus;
  if (!current) return true;
  const today = await fetchCalendarDay(current.activityId, current.date, signal);
  if (signal.aborted) return false;
  await fetchCalendarDay(current.activityId, nextDate(current.date), signal);
  await prune();
  return today;
}

registerMirrorSet(CALENDAR_DAY_SET, mirrorFocusedDays);

/** The calendar says which day it shows; null when it closes. */
export function setCalendarFocus(next: CalendarFocus | null): void {
  focus = next;
  // The page closed or shows no day: a fetch its picker started is no answer for a later visit.
  if (next === null) early = null;
}

export function getCalendarFocus(): CalendarFocus | null {
  return focus;
}

/** Re-fetch the day on screen through the one sync path (deduplicated with any fetch in flight). */
export function resyncCalendar(): Promise<Record<string, boolean>> {
  return resync([CALENDAR_DAY_SET]);
}

/** The fetch started by the pick of a sport or date, kept until the page shows that day. */
let early: { key: string; run: Promise<Record<string, boolean>> } | null = null;
const focusKey = (day: CalendarFocus) => dayKey(day.activityId, day.date);

/**
 * A sport or date was just picked: the day's fetch goes out now, from the picker's click, instead
 * of after the page has drawn for the new address and run its effects (issue 33: that put the
 * request 40–100 ms behind the click, and behind the day's waitlist call). The page's own
 * `showCalendarDay` for that day then takes this fetch instead of sending another.
 */
export function startCalendarDay(day: CalendarFocus): void {
  focus = day;
  // A day this device has mirrored is drawn from IndexedDB at once, and its revalidation reads the
  // whole stored day for its ETag first: started here, that read competed with the drawing (the
  // 332-court day on a 4×-slower CPU, 512 → 628–754 ms). Its fetch is left to the page, as before.
  if (mirroredKeys?.has(focusKey(day))) return;
  early = { key: focusKey(day), run: resyncCalendar() };
}

/**
 * The page shows a day (on mount, or when its address names another day): it becomes the focus and
 * is fetched, unless a fetch was started for exactly this day by its pick and not yet taken
 * (each early start serves one showing; a later showing fetches again, as before).
 */
export function showCalendarDay(day: CalendarFocus): Promise<Record<string, boolean>> {
  focus = day;
  const started = early;
  early = null;
  return started?.key === focusKey(day) ? started.run : resyncCalendar();
}

/** Drops every mirrored day, in IndexedDB and in memory (Sync Availability). */
export async function forgetCalendarDays(): Promise<void> {
  forgetDays();
  // Read again when the calendar next opens, as in a new tab.
  mirroredKeys = null;
  await calendarDays().clear();
}

/**
 * The day on screen: the copy this tab fetched (memory) or the mirrored one (IndexedDB: offline,
 * after a reload, fetched by another tab), whichever is newer. Undefined while Dexie reads and
 * nothing is in memory; null when it was never fetched.
 */
export function useCalendarDay(activityId: number | null, date: string): CalendarDayRow | null | undefined {
  const recent = useRecentDay(activityId, date);
  const stored = useKeyedLiveQuery(
    async () => (activityId ? ((await calendarDays().get([activityId, date])) ?? null) : null),
    [activityId, date],
  );
  return recent && (!stored || recent.fetchedAt >= stored.fetchedAt) ? recent : stored;
}
