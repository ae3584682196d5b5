import { describe, expect, it } from 'vitest';
import { isRealDate } from './wire-checks';
import { isKnownCallingCode } from './calling-codes';
import { idNumber, isoDate } from './booking-fields';

describe('wire checks', () => {
  it('knows real days only', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2026-02-30')).toBe(false);
    expect(isRealDate('0000-00-00')).toBe(false);
    expect(isoDate.safeParse('9999-12-31').success).toBe(false);
    expect(isoDate.safeParse('1900-01-01').success).toBe(false);
    expect(isoDate.safeParse('2026-12-07').success).toBe(true);
  });
  it('knows calling codes of real countries', () => {
    expect(isKnownCallingCode('+91')).toBe(true);
    expect(isKnownCallingCode('1')).toBe(true);
    expect(isKnownCallingCode('+999')).toBe(false);
    expect(isKnownCallingCode('+0')).toBe(false);
  });
  it('turns ids beyond int4 into an id nothing has', () => {
    expect(idNumber.parse('42')).toBe(42);
    expect(idNumber.parse(2 ** 31)).toBe(-1);
    expect(idNumber.safeParse(2 ** 53 + 2).success).toBe(false);
  });
});
