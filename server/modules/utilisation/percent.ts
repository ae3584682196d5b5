import { WEEKDAY_NAMES } from '../../../contract/analytics';
import type { UtilisationCell } from './cells';

/**
 * Utilisation = booked court-minutes ÷ (open − blocked) court-minutes, as a percentage with 2
 * decimals (ADR 0035). Cells are summed first, then divided, so a day's figure weighs its busy
 * and quiet hours by their minutes. No sellable minute at all → 0 (nothing could be sold).
 */
export function percentOf(cells: readonly UtilisationCell[]): number {
  let booked = 0;
  let sellable = 0;
  for (const c of cells) {
    booked += c.booked;
    sellable += Math.max(0, c.open - c.blocked);
  }
  if (sellable <= 0) return 0;
  return Math.round(Math.min(100, (booked / sellable) * 100) * 100) / 100;
}

export const hourKey = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;

function groupBy<K>(cells: readonly UtilisationCell[], key: (c: UtilisationCell) => K): Map<K, UtilisationCell[]> {
  const out = new Map<K, UtilisationCell[]>();
  for (const c of cells) out.set(key(c), [...(out.get(key(c)) ?? []), c]);
  return out;
}

/** graphType 2: every weekday Monday–Sunday that has open time. */
export function byDay(cells: readonly UtilisationCell[]): Record<string, number> {
  const groups = groupBy(cells, (c) => c.dow);
  const out: Record<string, number> = {};
  for (let d = 0; d < 7; d += 1) if (groups.has(d)) out[WEEKDAY_NAMES[d]] = percentOf(groups.get(d)!);
  return out;
}

/** graphType 1: each open hour of the day, in order. */
export function byHour(cells: readonly UtilisationCell[]): Record<string, number> {
  const groups = groupBy(cells, (c) => c.hour);
  const out: Record<string, number> = {};
  for (const hour of [...groups.keys()].sort((a, b) => a - b)) out[hourKey(hour)] = percentOf(groups.get(hour)!);
  return out;
}

/** graphType 0: weekday → hour → percentage; every weekday gets every open hour of the range. */
export function byDayAndHour(cells: readonly UtilisationCell[]): Record<string, Record<string, number>> {
  const hours = [...new Set(cells.map((c) => c.hour))].sort((a, b) => a - b);
  const out: Record<string, Record<string, number>> = {};
  for (const dow of [...new Set(cells.map((c) => c.dow))].sort((a, b) => a - b)) {
    const row: Record<string, number> = {};
    for (const hour of hours) row[hourKey(hour)] = percentOf(cells.filter((c) => c.dow === dow && c.hour === hour));
    out[WEEKDAY_NAMES[dow]] = row;
  }
  return out;
}
