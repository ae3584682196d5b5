import { addDays } from '../../core/local-time';
import { courtSlots } from '../../core/court-slots';
import type { CourtRow } from '../../core/club-context';
import { weekdayOf } from '../../core/dates';
import type { CheckedForm } from './pattern-form';

/** One slot the pattern asks for. */
export interface PatternSlot {
  courtId: number;
  date: string;
  slotTime: string;
  endTime: string;
  start: number;
  end: number;
}

/** The dates from start to end (inclusive) whose weekday (0 = Monday) is one of `days`. */
export function patternDates(startDate: string, endDate: string, days: number[]): string[] {
  const wanted = new Set(days);
  const out: string[] = [];
  for (let d = startDate; d <= endDate; d = addDays(d, 1)) if (wanted.has(weekdayOf(d))) out.push(d);
  return out;
}

/**
 * Every slot of the pattern: each chosen court's own slots (its hours and slot length) that lie
 * wholly inside the time range (or all of them for all-day), on each chosen date. Sorted by
 * date, court, time — the order occurrences and tables show them.
 */
export function patternSlots(form: CheckedForm, courts: CourtRow[]): PatternSlot[] {
  const dates = patternDates(form.startDate, form.endDate, form.days);
  const windows = courts.map((c) => ({
    courtId: c.id,
    slots: courtSlots(c).filter((w) => form.allSlots || (w.start >= form.start && w.end <= form.end)),
  }));
  const out: PatternSlot[] = [];
  for (const date of dates) {
    for (const c of windows) {
      for (const w of c.slots) out.push({ courtId: c.courtId, date, slotTime: w.slotTime, endTime: w.endTime, start: w.start, end: w.end });
    }
  }
  return out;
}
