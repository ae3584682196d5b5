import { describe, expect, it } from 'vitest';
import { customerErrors } from './customer-rules';
import { mobileError } from '../../../domain/checkout/mobile-error';

const valid = { countryCode: '+91', mobile: '9876543210', name: 'Asha', email: '', remarks: '' };

describe('checkout customer rules (spec 1 §5)', () => {
  it('accepts a complete customer', () => {
    expect(customerErrors(valid, false)).toEqual({});
  });
  it('requires a name', () => {
    expect(customerErrors({ ...valid, name: '  ' }, false).name).toBe('Name is required');
  });
  it('requires a mobile', () => {
    expect(mobileError('+91', '')).toBe('Mobile is required');
  });
  it('rejects an invalid mobile for the calling code', () => {
    expect(mobileError('+91', '12345')).toBe('Invalid mobile number');
    expect(mobileError('+91', '98765abc43210')).toBe('Invalid mobile number');
    // The server always stored this; the console used to refuse it (ADR 0055).
    expect(mobileError('+91', '(987) 654-3210')).toBeUndefined();
    expect(mobileError('+44', '7911123456')).toBeUndefined();
  });
  it('rejects an invalid email when given', () => {
    expect(customerErrors({ ...valid, email: 'asha@' }, false).email).toBe('Invalid email');
  });
  it('requires an email when the club demands it', () => {
    expect(customerErrors(valid, true).email).toBe('Email is required');
    expect(customerErrors({ ...valid, email: 'a@b.in' }, true).email).toBeUndefined();
  });
  it('limits remarks to 100 characters', () => {
    expect(customerErrors({ ...valid, remarks: 'x'.repeat(100) }, false).remarks).toBeUndefined();
    expect(customerErrors({ ...valid, remarks: 'x'.repeat(101) }, false).remarks).toBe('Remarks cannot be longer than 100 characters');
  });
  it('counts an emoji as one character (100 emoji pass, 101 do not)', () => {
    expect(customerErrors({ ...valid, remarks: '😀'.repeat(100) }, false).remarks).toBeUndefined();
    expect(customerErrors({ ...valid, remarks: '😀'.repeat(101) }, false).remarks).toBe('Remarks cannot be longer than 100 characters');
  });
});
