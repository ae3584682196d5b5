import { useLiveQuery } from 'dexie-react-hooks';
import { availabilityReply } from '../../contract/availability';
import { api } from '../lib/api/client';
import { db } from './db';
import type { CalendarDayRow } from './schema/v2';
import { registerMirrorSet, resync } from './sync';

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

/** POST /availability for one day into Dexie; false when the server did not answer with it. */
export async function fetchCalendarDay(activityId: number, date: string, signal?: AbortSignal): Promise<boolean> {
  const outcome = await api.post('/availability', { activityId, date }, { schema: availabilityReply, present: { silent: true }, signal });
  if (!outcome.ok || signal?.aborted || !outcome.data.courts) return false;
  const { data } = outcome;
  const fetchedAt = data.fetchedAt ? Date.parse(data.fetchedAt) : Date.now();
  const at = Number.isFinite(fetchedAt) ? fetchedAt : Date.now();
  await db.transaction('rw', calendarDays(), db.meta, async () => {
    await calendarDays().put({
      activityId,
      date,
      activityType: data.activityType ?? 0,
      maxSlotCount: data.maxSlotCount ?? 1,
      courts: data.courts ?? [],
      fetchedAt: at,
    });
    await db.meta.put({ set: calendarDaySet(activityId, date), fetchedAt: at });
  });
  return true;
}

async function prune(): Promise<void> {
  const table = calendarDays();
  const count = await table.count();
  if (count <= KEEP_DAYS) return;
  const oldest = await table.orderBy('fetchedAt').limit(count - KEEP_DAYS).toArray();
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
}

export function getCalendarFocus(): CalendarFocus | null {
  return focus;
}

/** Re-fetch the day on screen through the one sync path (deduplicated with any fetch in flight). */
export function resyncCalendar(): Promise<Record<string, boolean>> {
  return resync([CALENDAR_DAY_SET]);
}

/** The mirrored day: undefined while Dexie reads, null when it was never fetched. */
export function useCalendarDay(activityId: number | null, date: string): CalendarDayRow | null | undefined {
  return useLiveQuery(async () => (activityId ? ((await calendarDays().get([activityId, date])) ?? null) : null), [activityId, date]);
}
