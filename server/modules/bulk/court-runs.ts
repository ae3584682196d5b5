import type { PatternSlot } from './pattern-slots';

/** Court time of consecutive slots of one court on one date: [start, end) in minutes of that date. */
export interface CourtRun {
  courtId: number;
  date: string;
  /** Wall time of the run's first slot (its booking_slots row carries the occupancy's booking_slot_id). */
  slotTime: string;
  start: number;
  end: number;
}

/**
 * Joins back-to-back slots of the same court and date into one run (ADR 0031): a 12-hour day
 * on a court becomes one occupancy row instead of twelve. The exclusion constraint sees the
 * same court time, so what conflicts is unchanged; only the number of rows (and their index
 * work) drops. Slots with a gap between them stay separate runs.
 */
export function courtRuns(slots: Pick<PatternSlot, 'courtId' | 'date' | 'slotTime' | 'start' | 'end'>[]): CourtRun[] {
  const sorted = [...slots].sort((a, b) => a.courtId - b.courtId || a.date.localeCompare(b.date) || a.start - b.start);
  const runs: CourtRun[] = [];
  for (const s of sorted) {
    const last = runs.at(-1);
    if (last && last.courtId === s.courtId && last.date === s.date && last.end === s.start) last.end = s.end;
    else runs.push({ courtId: s.courtId, date: s.date, slotTime: s.slotTime, start: s.start, end: s.end });
  }
  return runs;
}
