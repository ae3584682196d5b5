import { describe, expect, it } from 'vitest';
import { isValidMobile, normalizeMobile } from './mobile';

describe('mobile rule', () => {
  it('reads a national number in the country of the calling code', () => {
    expect(normalizeMobile('9876543210', '+91')).toEqual({ countryCode: '+91', mobile: '9876543210' });
    expect(normalizeMobile('07400 123456', '+44')).toEqual({ countryCode: '+44', mobile: '7400123456' });
    expect(normalizeMobile('+447400123456', '+91')).toEqual({ countryCode: '+44', mobile: '7400123456' });
  });

  it('takes the ways a number is written: spaces, hyphens, dots, brackets (the copies disagreed on these)', () => {
    // The console refused "(987) 654-3210" as "Invalid mobile number"; the server stored it.
    for (const typed of ['(987) 654-3210', '98765 43210', '98765-43210', '987.654.3210', ' 9876543210 ', '+91 98765 43210']) {
      expect(normalizeMobile(typed, '+91')).toEqual({ countryCode: '+91', mobile: '9876543210' });
      expect(isValidMobile('+91', typed)).toBe(true);
    }
  });

  it('refuses letters and other signs rather than dropping them (the server dropped them)', () => {
    for (const typed of ['98765abc43210', '98765/43210', '98765_43210', '9876543210#', '91+9876543210'])
      expect(isValidMobile('+91', typed)).toBe(false);
  });

  it('refuses what is not a mobile of that country', () => {
    expect(isValidMobile('+91', '')).toBe(false);
    expect(isValidMobile('+91', '()')).toBe(false);
    expect(isValidMobile('+91', '5555555555')).toBe(false);
    expect(isValidMobile('+91', '1234567890')).toBe(false);
    expect(isValidMobile('+91', '98765')).toBe(false);
    expect(isValidMobile('+91', '98765432101')).toBe(false);
    expect(isValidMobile('+44', '9876543210')).toBe(false);
    // A London landline is a phone number but not a mobile.
    expect(isValidMobile('+44', '2071234567')).toBe(false);
    expect(isValidMobile('+44', '7400123456')).toBe(true);
    expect(isValidMobile('', '9876543210')).toBe(false);
    expect(isValidMobile('+999', '9876543210')).toBe(false);
  });
});
