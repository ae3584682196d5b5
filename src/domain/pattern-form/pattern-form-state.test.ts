import { describe, expect, it } from 'vitest';
import { BulkMessages } from '../../../contract/bulk';
import { i18n } from '../../lib/i18n/i18n';
import { changeForm, daysLabel, EMPTY_PATTERN_FORM, patternFormError, toPatternPayload } from './pattern-form-state';

const ok = {
  ...EMPTY_PATTERN_FORM,
  activityId: 1,
  courts: [3],
  days: [1, 3],
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  startTime: '18:00',
  endTime: '20:00',
};

describe('pattern form rules', () => {
  it('gives each message of spec 1 §5 in order', () => {
    expect(patternFormError(EMPTY_PATTERN_FORM, null)).toBe(BulkMessages.selectActivity);
    expect(patternFormError({ ...ok, slotCount: null }, 1)).toBe(BulkMessages.selectSlotCount);
    expect(patternFormError({ ...ok, courts: [] }, 0)).toBe(BulkMessages.selectCourt);
    expect(patternFormError({ ...ok, days: [] }, 0)).toBe(BulkMessages.selectDay);
    expect(patternFormError({ ...ok, endDate: '2026-11-30' }, 0)).toBe(BulkMessages.invalidDateRange);
    expect(patternFormError({ ...ok, endTime: '17:00' }, 0)).toBe(BulkMessages.invalidTimeRange);
    expect(patternFormError({ ...ok, endTime: '00:00' }, 0)).toBeNull();
    expect(patternFormError({ ...ok, endTime: null, allDay: true }, 0)).toBeNull();
    expect(patternFormError(ok, 0)).toBeNull();
  });
  it('a new activity clears the courts; a new from date or time moves the to one', () => {
    expect(changeForm(ok, { activityId: 2 }).courts).toEqual([]);
    expect(changeForm(ok, { startDate: '2027-01-05' }).endDate).toBe('2027-01-05');
    expect(changeForm(ok, { startTime: '23:00' }).endTime).toBe('00:00');
  });
  it('sends times with seconds and no times for all day; 7 days read All', () => {
    expect(toPatternPayload(ok)).toMatchObject({
      startTime: '18:00:00',
      endTime: '20:00:00',
      allSlots: false,
      ignoreUnavailableSlots: true,
    });
    expect(toPatternPayload({ ...ok, allDay: true })).toMatchObject({ startTime: null, endTime: null, allSlots: true });
    // Member bulk booking travels with the pattern only when ticked.
    expect(toPatternPayload(ok)).not.toHaveProperty('memberBulkBooking');
    expect(toPatternPayload({ ...ok, memberBulk: true })).toMatchObject({ memberBulkBooking: true });
    expect(daysLabel([0, 1, 2, 3, 4, 5, 6])).toBe('All');
    expect(daysLabel([3, 1])).toBe('Tue, Thu');
  });
  it('says the days and the refusals in Hindi when Hindi is on screen (ADR 0085)', async () => {
    await i18n.changeLanguage('hi');
    try {
      expect(daysLabel([3, 0])).toBe('सोम, गुरु');
      expect(daysLabel([0, 1, 2, 3, 4, 5, 6])).toBe('सभी');
      expect(patternFormError({ ...ok, courts: [] }, 0)).toBe('कम से कम एक Court चुनें');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(daysLabel([3, 0])).toBe('Mon, Thu');
  });
});
