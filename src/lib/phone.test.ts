import { describe, expect, it } from 'vitest';
import { isValidMobile } from './phone';

describe('isValidMobile', () => {
  it('accepts mobiles of the calling code country', () => {
    expect(isValidMobile('+91', '9876543210')).toBe(true);
    expect(isValidMobile('+91', '98765 43210')).toBe(true);
    expect(isValidMobile('+44', '7400123456')).toBe(true);
  });

  it('refuses numbers of the right length that are not mobiles there', () => {
    expect(isValidMobile('+91', '5555555555')).toBe(false);
    expect(isValidMobile('+91', '1234567890')).toBe(false);
    // A London landline is a phone number but not a mobile.
    expect(isValidMobile('+44', '2071234567')).toBe(false);
    expect(isValidMobile('+91', '98765')).toBe(false);
  });
});
