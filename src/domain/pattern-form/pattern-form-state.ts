import { BulkMessages, type PatternForm } from '../../../contract/bulk';

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

export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** The check button's rules (spec 1 §5) in the order the form shows them; null = fine. */
export function patternFormError(f: PatternFormState, activityType: number | null): string | null {
  if (f.activityId === null) return BulkMessages.selectActivity;
  if (activityType === 1 && !f.slotCount) return BulkMessages.selectSlotCount;
  if (f.courts.length === 0) return BulkMessages.selectCourt;
  if (f.days.length === 0) return BulkMessages.selectDay;
  if (!f.startDate || !f.endDate || f.endDate < f.startDate) return BulkMessages.invalidDateRange;
  if (!f.allDay) {
    if (!f.startTime || !f.endTime) return BulkMessages.invalidTimeRange;
    // An end of 00:00 is midnight.
    const end = minutes(f.endTime) === 0 ? 1440 : minutes(f.endTime);
    if (end <= minutes(f.startTime)) return BulkMessages.invalidTimeRange;
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
  if (days.length === 7) return 'All';
  return [...days]
    .sort()
    .map((d) => DAY_NAMES[d].slice(0, 3))
    .join(', ');
}
