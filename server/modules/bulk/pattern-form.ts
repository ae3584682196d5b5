import { BulkMessages, type PatternForm } from '../../../contract/bulk';
import { endMinutesOf, minutesOf } from '../../core/dates';

/** The bulk / block / unblock form after its rules passed (spec 1 §5 "Check availability"). */
export interface CheckedForm {
  activityId: number;
  courts: number[];
  startDate: string;
  endDate: string;
  allSlots: boolean;
  /** Minutes after midnight; end 1440 = midnight. */
  start: number;
  end: number;
  days: number[];
  slotCount: number;
  ignoreUnavailable: boolean;
}

export const MAX_RANGE_DAYS = 366;

function dayNumber(date: string): number | null {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date ? null : ms / 86_400_000;
}

/**
 * The form's rules in the order the form shows them; each refusal is the spec's message.
 * `activityType` is the chosen activity's type (slot count is asked only for type 1).
 */
export function checkPatternForm(
  form: PatternForm,
  activityType: number | null,
): { ok: true; form: CheckedForm } | { ok: false; message: string } {
  if (!form.activityId) return { ok: false, message: BulkMessages.selectActivity };
  if (activityType === 1 && !form.slotCount) return { ok: false, message: BulkMessages.selectSlotCount };
  const courts = [...new Set(form.courts ?? [])];
  if (courts.length === 0) return { ok: false, message: BulkMessages.selectCourt };
  const days = [...new Set(form.days ?? [])].sort();
  if (days.length === 0) return { ok: false, message: BulkMessages.selectDay };
  const from = form.startDate ? dayNumber(form.startDate) : null;
  const to = form.endDate ? dayNumber(form.endDate) : null;
  if (from === null || to === null || to < from) return { ok: false, message: BulkMessages.invalidDateRange };
  if (to - from + 1 > MAX_RANGE_DAYS) return { ok: false, message: BulkMessages.rangeTooLong };
  const allSlots = form.allSlots === true;
  let start = 0;
  let end = 1440;
  if (!allSlots) {
    if (!form.startTime || !form.endTime) return { ok: false, message: BulkMessages.invalidTimeRange };
    start = minutesOf(form.startTime);
    // An end of 00:00:00 is midnight (spec 1 §5), so 18:00–00:00 is valid.
    end = endMinutesOf(form.endTime);
    if (end <= start || start >= 1440) return { ok: false, message: BulkMessages.invalidTimeRange };
  }
  return {
    ok: true,
    form: {
      activityId: form.activityId,
      courts,
      startDate: form.startDate!,
      endDate: form.endDate!,
      allSlots,
      start,
      end,
      days,
      slotCount: activityType === 1 ? form.slotCount! : 1,
      ignoreUnavailable: form.ignoreUnavailableSlots !== false,
    },
  };
}
