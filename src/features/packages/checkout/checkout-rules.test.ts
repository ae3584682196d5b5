import { describe, expect, it } from 'vitest';
import { advanceError, defaultStart, discountError, safeBack, startDateError, totals } from './checkout-rules';

const today = '2026-11-22';
const proRata = { type: 2, endDate: '2026-12-22' };
const rotational = { type: 1, endDate: '2026-12-22' };

describe('package checkout rules (spec 2 §5)', () => {
  it('refuses a past start and, for pro-rata, a start at or after the package period', () => {
    expect(startDateError('2026-11-21', today, rotational)).toBe("Date can't be set to a past date");
    expect(startDateError('2026-12-22', today, proRata)).toBe("Date can't be set to a after the package period date");
    expect(startDateError('2027-01-30', today, rotational)).toBeNull();
    expect(startDateError('2026-12-21', today, proRata)).toBeNull();
  });

  it('starts a renewal when the current term ends (pro-rata too), or today once that has passed', () => {
    expect(defaultStart(today, '2026-12-01')).toBe('2026-12-01');
    expect(defaultStart(today, '2026-11-01')).toBe(today);
    expect(defaultStart(today, '2026-12-22')).toBe('2026-12-22');
    expect(defaultStart(today, null)).toBe(today);
  });

  it('checks the discount against the gross and the amount payable', () => {
    expect(discountError(1001, 1000, '')).toBe('Discount cannot be greater than gross amount');
    expect(discountError(300, 1000, 800)).toBe('Discount cannot be applied as it exceeds total amount payable');
    expect(discountError(200, 1000, 800)).toBeNull();
    expect(discountError('', 1000, '')).toBe('Invalid amount');
  });

  it('refuses an advance above the net price', () => {
    expect(advanceError(901, 900)).toBe('Advance cannot be greater than net price');
    expect(advanceError(900, 900)).toBeNull();
    expect(advanceError('', 900)).toBeNull();
  });

  it('works out net and balance in whole paise', () => {
    expect(totals(2000.1, 100.05, 500.02)).toEqual({ net: 1900.05, balance: 1400.03 });
  });

  it('only goes back inside the console', () => {
    expect(safeBack('/members', '/packages')).toBe('/members');
    expect(safeBack('//evil.example', '/packages')).toBe('/packages');
    expect(safeBack('https://evil.example', '/packages')).toBe('/packages');
  });
});

describe('a refused advance (issue 24 item 6)', () => {
  it('keeps Confirm disabled instead of counting as no advance', () => {
    expect(advanceError(Number.NaN, 1000)).toBe('Advance must be a number');
    expect(advanceError('', 1000)).toBeNull();
  });
});
