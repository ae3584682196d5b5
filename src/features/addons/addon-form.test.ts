import { describe, expect, it } from 'vitest';
import { EMPTY_ADDON, addPayload, addonFormValid, updatePayload } from './addon-form';

describe('add-on form (spec 2 §5)', () => {
  it('needs a name, numbers of 0 or more, and an activity when per-activity', () => {
    expect(addonFormValid({ ...EMPTY_ADDON, name: ' ' })).toBe(false);
    expect(addonFormValid({ ...EMPTY_ADDON, name: 'Racket', quantity: -1 })).toBe(false);
    expect(addonFormValid({ ...EMPTY_ADDON, name: 'Racket', price: -2 })).toBe(false);
    expect(addonFormValid({ ...EMPTY_ADDON, name: 'Racket', isPerActivity: true })).toBe(false);
    expect(addonFormValid({ ...EMPTY_ADDON, name: 'Racket', isPerActivity: true, activityId: 3 })).toBe(true);
  });

  it('sends a non-numeric quantity or price as 0 and the activity only for per-activity', () => {
    expect(addPayload({ ...EMPTY_ADDON, name: ' Towel ', quantity: 'x', price: '', activityId: 4 })).toEqual({
      name: 'Towel',
      quantity: 0,
      price: 0,
      isRent: false,
      isPerActivity: false,
      activityId: null,
    });
    expect(updatePayload({ ...EMPTY_ADDON, extraId: 7, name: 'Towel', quantity: 3, price: '12.5', active: false })).toEqual({
      extraId: 7,
      name: 'Towel',
      quantity: 3,
      price: 12.5,
      active: false,
    });
  });
});

describe('the add-on words (ADR 0085)', () => {
  it("say the spec's refusal in English", async () => {
    const { i18n } = await import('../../lib/i18n/i18n');
    const { AddonMessages } = await import('../../../contract/addons');
    expect(i18n.t('addons:dialog.invalid')).toBe(AddonMessages.invalid);
  });
});
