import { describe, expect, it } from 'vitest';
import { canSubmit, emptyPackageForm, packageFormErrors, packagePayload } from './package-form-rules';
import { NOT_A_DATE } from '../../../lib/time/club-date';

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

  it('keeps what was typed in the numeric fields and refuses it with the field named (issue 24 item 6)', () => {
    const v = { ...emptyPackageForm(today), packageName: 'Gold', price: '100' };
    expect(packageFormErrors({ ...v, memberLimit: '2.5' }, today).memberLimit).toBe('Member limit must be a whole number');
    expect(packageFormErrors({ ...v, price: '-5' }, today).price).toBe('Price cannot be negative');
    expect(packageFormErrors({ ...v, credits: '12.555' }, today).credits).toBe('Credits can have at most 2 decimal places');
    expect(packageFormErrors({ ...v, period: '0' }, today).period).toBe('Renewal period must be at least 1');
    expect(packageFormErrors({ ...v, period: 'abc' }, today).period).toBe('Renewal period must be a number');
    expect(packageFormErrors({ ...v, memberLimit: '25', credits: '1,250.50', period: '30' }, today)).toEqual({});
    expect(packagePayload({ ...v, memberLimit: '25', credits: '1,250.50', period: '30' }, today)).toMatchObject({
      memberLimit: 25,
      credits: 1250.5,
      period: 30,
    });
  });

  it("refuses a past start date: 'Start date can't be set to a past date'", () => {
    const v = { ...emptyPackageForm(today), type: 2, startDate: '2026-11-21' };
    expect(packageFormErrors(v, today).startDate).toBe("Start date can't be set to a past date");
    expect(packageFormErrors({ ...v, startDate: today }, today).startDate).toBeUndefined();
    // Editing: the stored start may stay as it was.
    expect(packageFormErrors(v, today, '2026-11-21').startDate).toBeUndefined();
    expect(packageFormErrors({ ...v, startDate: NOT_A_DATE }, today).startDate).toBe(
      'Start date is not a valid date. Use DD MMM YYYY, like 21 Nov 2026.',
    );
    expect(packagePayload({ ...v, type: 1, startDate: NOT_A_DATE }, today).startDate).toBe(today);
  });

  it('limits the remark to 100 characters', () => {
    const v = emptyPackageForm(today);
    expect(packageFormErrors({ ...v, remarks: 'x'.repeat(100) }, today).remarks).toBeUndefined();
    expect(packageFormErrors({ ...v, remarks: 'x'.repeat(101) }, today).remarks).toBe('Remarks cannot be longer than 100 characters');
  });
});
