import type { PatternForm } from '../../../contract/bulk';
import { i18n } from '../../lib/i18n/i18n';

// The words below are also given to screens of other folders (Find Bookings' tables, Block
// Slots): they load with this module, so those screens need not ask for the namespace.
if (i18n.isInitialized) void i18n.loadNamespaces('pattern-form');

/** The shared Bulk / Block / Unblock form as the console holds it (spec 1 §2). */
export interface PatternFormState {
  activityId: number | null;
  slotCount: number | null;
  courts: number[];
  startDate: string | null;
  endDate: string | null;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
  days: number[];
  remarks: string;
  ignoreUnavailable: boolean;
  /** Member bulk booking (bulk only): the checkout looks the member up and refuses non-members. */
  memberBulk: boolean;
}

export const EMPTY_PATTERN_FORM: PatternFormState = {
  activityId: null,
  slotCount: null,
  courts: [],
  startDate: null,
  endDate: null,
  allDay: false,
  startTime: null,
  endTime: null,
  days: [],
  remarks: '',
  // Spec 1 §9: ignore unavailable slots defaults to on.
  ignoreUnavailable: true,
  memberBulk: false,
};

/** The week as the pattern's `days` count it, 0 = Monday (spec 1 §3). */
export function dayNames(): string[] {
  return [
    i18n.t('pattern-form:day.mon'),
    i18n.t('pattern-form:day.tue'),
    i18n.t('pattern-form:day.wed'),
    i18n.t('pattern-form:day.thu'),
    i18n.t('pattern-form:day.fri'),
    i18n.t('pattern-form:day.sat'),
    i18n.t('pattern-form:day.sun'),
  ];
}

function shortDayNames(): string[] {
  return [
    i18n.t('pattern-form:dayShort.mon'),
    i18n.t('pattern-form:dayShort.tue'),
    i18n.t('pattern-form:dayShort.wed'),
    i18n.t('pattern-form:dayShort.thu'),
    i18n.t('pattern-form:dayShort.fri'),
    i18n.t('pattern-form:dayShort.sat'),
    i18n.t('pattern-form:dayShort.sun'),
  ];
}

/**
 * The check's refusals (spec 1 §5) in the language on screen; the English is the server's
 * (contract/bulk BulkMessages).
 */
export const PatternFormMessages = {
  get selectActivity() {
    return i18n.t('pattern-form:message.selectActivity');
  },
  get selectSlotCount() {
    return i18n.t('pattern-form:message.selectSlotCount');
  },
  get selectCourt() {
    return i18n.t('pattern-form:message.selectCourt');
  },
  get selectDay() {
    return i18n.t('pattern-form:message.selectDay');
  },
  get invalidDateRange() {
    return i18n.t('pattern-form:message.invalidDateRange');
  },
  get invalidTimeRange() {
    return i18n.t('pattern-form:message.invalidTimeRange');
  },
};

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** The check button's rules (spec 1 §5) in the order the form shows them; null = fine. */
export function patternFormError(f: PatternFormState, activityType: number | null): string | null {
  const M = PatternFormMessages;
  if (f.activityId === null) return M.selectActivity;
  if (activityType === 1 && !f.slotCount) return M.selectSlotCount;
  if (f.courts.length === 0) return M.selectCourt;
  if (f.days.length === 0) return M.selectDay;
  if (!f.startDate || !f.endDate || f.endDate < f.startDate) return M.invalidDateRange;
  if (!f.allDay) {
    if (!f.startTime || !f.endTime) return M.invalidTimeRange;
    // An end of 00:00 is midnight.
    const end = minutes(f.endTime) === 0 ? 1440 : minutes(f.endTime);
    if (end <= minutes(f.startTime)) return M.invalidTimeRange;
  }
  return null;
}

const wire = (t: string | null) => (t && t.length === 5 ? `${t}:00` : t);

/** The wire form of POST /slots/availability/verify and patternBookingData. */
export function toPatternPayload(f: PatternFormState): PatternForm {
  return {
    activityId: f.activityId,
    courts: f.courts,
    startDate: f.startDate,
    endDate: f.endDate,
    allSlots: f.allDay,
    startTime: f.allDay ? null : wire(f.startTime),
    endTime: f.allDay ? null : wire(f.endTime),
    days: [...f.days].sort(),
    slotCount: f.slotCount,
    ignoreUnavailableSlots: f.ignoreUnavailable,
    ...(f.memberBulk ? { memberBulkBooking: true } : {}),
  };
}

/** Spec 1 §4: a new activity clears the courts; a new from date (or time) moves the to one with it. */
export function changeForm(f: PatternFormState, patch: Partial<PatternFormState>): PatternFormState {
  const next = { ...f, ...patch };
  if (patch.activityId !== undefined && patch.activityId !== f.activityId) {
    next.courts = [];
    next.slotCount = null;
  }
  if (patch.startDate !== undefined) next.endDate = patch.startDate;
  if (patch.startTime !== undefined && patch.startTime) {
    const end = (minutes(patch.startTime) + 60) % 1440;
    next.endTime = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
  }
  return next;
}

/** 'Mon, Thu' — or 'All' for the whole week (spec 1 §3). */
export function daysLabel(days: number[]): string {
  if (days.length === 7) return i18n.t('pattern-form:everyDay');
  const names = shortDayNames();
  return [...days]
    .sort()
    .map((d) => names[d])
    .join(', ');
}
