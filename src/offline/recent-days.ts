import { useCallback, useSyncExternalStore } from 'react';
import { onSessionReset } from '../lib/session/session-store';
import type { CalendarDayRow } from './schema/v2';

/**
 * The days this tab fetched last, expanded, kept in memory: the grid draws a day as soon as its
 * reply is expanded, instead of after an IndexedDB write and a read-back of thousands of slots
 * (ADR 0038: that round trip was most of "reply → grid" for a 50-court day). IndexedDB stays
 * the mirror (offline, a reload, other tabs); useCalendarDay takes whichever copy is newer.
 */
const KEEP = 3;
const days = new Map<string, CalendarDayRow>();
const listeners = new Set<() => void>();

const keyOf = (activityId: number, date: string) => `${activityId}:${date}`;

function changed(): void {
  for (const listener of listeners) listener();
}

/** A day just fetched (the oldest remembered one is dropped beyond KEEP). */
export function rememberDay(row: CalendarDayRow): void {
  const key = keyOf(row.activityId, row.date);
  days.delete(key);
  days.set(key, row);
  for (const old of days.keys()) if (days.size > KEEP) days.delete(old);
  changed();
}

/** A 304: the remembered day is current as of `fetchedAt` (its age on screen). */
export function restampDay(activityId: number, date: string, fetchedAt: number): void {
  const row = days.get(keyOf(activityId, date));
  if (!row) return;
  days.set(keyOf(activityId, date), { ...row, fetchedAt });
  changed();
}

/** The mirrors were dropped (Sync Availability, sign-out, another club): so is this copy. */
export function forgetDays(): void {
  days.clear();
  changed();
}

onSessionReset(forgetDays);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The remembered copy of a day, if this tab fetched it lately. */
export function recentDay(activityId: number, date: string): CalendarDayRow | undefined {
  return days.get(keyOf(activityId, date));
}

export function useRecentDay(activityId: number | null, date: string): CalendarDayRow | undefined {
  const read = useCallback(() => (activityId === null ? undefined : days.get(keyOf(activityId, date))), [activityId, date]);
  return useSyncExternalStore(subscribe, read);
}
