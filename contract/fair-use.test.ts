import { describe, expect, it } from 'vitest';
import { parseFairUseField, parseFairUseSave } from './fair-use';

describe('fair-use values (ADR 0078)', () => {
  it('blank is no limit; numbers are taken as typed, never rounded', () => {
    expect(parseFairUseField('maxUpcoming', '')).toEqual({ value: null });
    expect(parseFairUseField('maxUpcoming', null)).toEqual({ value: null });
    expect(parseFairUseField('maxUpcoming', ' 3 ')).toEqual({ value: 3 });
    expect(parseFairUseField('peakHoursPerDay', '1.75')).toEqual({ value: 1.75 });
    expect(parseFairUseField('peakFromPrice', '599.50')).toEqual({ value: 599.5 });
    expect(parseFairUseField('deskDaysAhead', '0')).toEqual({ value: 0 });
  });

  it('refuses bad values naming the field', () => {
    expect(parseFairUseField('maxUpcoming', '2.5')).toEqual({ error: 'Upcoming bookings per customer must be a whole number' });
    expect(parseFairUseField('deskDaysAhead', '-1')).toEqual({ error: 'Desk days ahead cannot be negative' });
    expect(parseFairUseField('peakHoursPerWeek', 'ten')).toEqual({ error: 'Peak hours per week must be a number' });
    expect(parseFairUseField('peakHoursPerDay', '0.1')).toEqual({ error: 'Peak hours per day must be in quarter hours (such as 1.5)' });
    expect(parseFairUseField('peakHoursPerDay', '25')).toEqual({ error: 'Peak hours per day cannot be more than 24' });
    expect(parseFairUseField('peakFromPrice', '1.001')).toEqual({ error: 'Peak from price per hour can have at most two decimals' });
    expect(parseFairUseSave({ activityId: 1, maxUpcoming: '1', marketplaceDaysAhead: 'x' })).toEqual({
      field: 'marketplaceDaysAhead',
      error: 'Marketplace days ahead must be a number',
    });
  });
});
