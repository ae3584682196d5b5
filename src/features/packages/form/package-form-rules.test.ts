import { describe, expect, it } from 'vitest';
import { canSubmit, emptyPackageForm, numericOnly, packageFormErrors, packagePayload } from './package-form-rules';

const today = '2026-11-22';

describe('membership package form (spec 2 §5)', () => {
  it('needs a name and a price before Create is enabled', () => {
    const v = emptyPackageForm(today);
    expect(canSubmit(v)).toBe(false);
    expect(canSubmit({ ...v, packageName: 'Gold' })).toBe(false);
    expect(canSubmit({ ...v, packageName: 'Gold', price: '100' })).toBe(true);
    expect(canSubmit({ ...v, packageName: '  ', price: '100' })).toBe(false);
  });

  it('sends empty credits, member limit and period as 0, 0 and 1', () => {
    const p = packagePayload({ ...emptyPackageForm(today), packageName: ' Gold ', price: '1500.5' }, today);
    expect(p).toMatchObject({ packageName: 'Gold', price: 1500.5, credits: 0, memberLimit: 0, period: 1, type: 1, isActive: true });
  });

  it('accepts only numbers in the numeric fields', () => {
    expect(numericOnly('12a', '12', true)).toBe('12');
    expect(numericOnly('12.5', '12.', true)).toBe('12.5');
    expect(numericOnly('12.555', '12.55', true)).toBe('12.55');
    expect(numericOnly('-1', '', true)).toBe('');
    expect(numericOnly('3.5', '3', false)).toBe('3');
    expect(numericOnly('30', '3', false)).toBe('30');
  });

  it("refuses a past start date: 'Start date can't be set to a past date'", () => {
    const v = { ...emptyPackageForm(today), type: 2, startDate: '2026-11-21' };
    expect(packageFormErrors(v, today).startDate).toBe("Start date can't be set to a past date");
    expect(packageFormErrors({ ...v, startDate: today }, today).startDate).toBeUndefined();
    // Editing: the stored start may stay as it was.
    expect(packageFormErrors(v, today, '2026-11-21').startDate).toBeUndefined();
  });

  it('limits the remark to 100 characters', () => {
    const v = emptyPackageForm(today);
    expect(packageFormErrors({ ...v, remarks: 'x'.repeat(100) }, today).remarks).toBeUndefined();
    expect(packageFormErrors({ ...v, remarks: 'x'.repeat(101) }, today).remarks).toBe('Remarks cannot be longer than 100 characters');
  });
});
