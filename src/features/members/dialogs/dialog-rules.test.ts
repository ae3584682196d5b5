import { describe, expect, it } from 'vitest';
import { PackageMessages } from '../../../../contract/packages';
import { pinMatch } from './pin-dialog';
import { payNowError } from '../../../domain/package-pay-now/package-pay-now-dialog';

describe('member dialog rules', () => {
  it('says whether the PINs match once both are typed (whitespace trimmed)', () => {
    expect(pinMatch('1234', '')).toBeNull();
    expect(pinMatch(' 1234', '1234 ')).toEqual({ ok: true, text: 'Pin matches' });
    expect(pinMatch('1234', '1235')).toEqual({ ok: false, text: 'Pin does not match' });
  });
  it('checks a Pay Now amount against the balance (spec 2 §5)', () => {
    expect(payNowError('', 100)).toBe(PackageMessages.amountRequired);
    expect(payNowError(0, 100)).toBe(PackageMessages.amountPositive);
    expect(payNowError(100.01, 100)).toBe(PackageMessages.amountAboveBalance);
    expect(payNowError(100, 100)).toBeNull();
  });
});
