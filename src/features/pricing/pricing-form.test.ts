import { describe, expect, it } from 'vitest';
import {
  discountBadges,
  dayBadge,
  formFromEntries,
  holidayLabel,
  markInvalid,
  memberDiscountRefusal,
  newEntry,
  newSlot,
  pricingPayload,
  slotRefusals,
} from './pricing-form';

describe('pricing form', () => {
  it('starts a type with days 0-6 or 7 and a slot with equal times, empty price and one empty discount row', () => {
    expect(newEntry('regular')).toMatchObject({ startDay: 0, endDay: 6 });
    expect(newEntry('holiday')).toMatchObject({ startDay: 7, endDay: 7 });
    const slot = newEntry('special').slots[0];
    expect(slot.startTime).toBe(slot.endTime);
    expect(slot).toMatchObject({ price: '', discounts: [['', '']] });
  });

  it('marks empty prices invalid and names the first one', () => {
    const form = formFromEntries('regular', []);
    form.entries[0].slots.push({ ...form.entries[0].slots[0], key: 'second', price: '10' });
    const { form: marked, firstInvalid } = markInvalid(form);
    expect(firstInvalid).toBe(form.entries[0].slots[0].key);
    expect(marked.entries[0].slots.map((s) => s.invalid)).toEqual([true, false]);
  });

  it('refuses "-5", "150" % and "2.5" slots with the field named, and blocks Save (issue 24 item 6)', () => {
    const slot = {
      ...newSlot(),
      price: '-5',
      discounts: [
        ['2.5', '150'],
        ['3', '10'],
      ] as [string, string][],
    };
    expect(slotRefusals(slot)).toEqual({
      price: 'Hourly Pricing cannot be negative',
      memberPrice: null,
      discounts: [
        ['Slot must be a whole number', 'Discount percentage cannot be more than 100'],
        [null, null],
      ],
    });
    const form = formFromEntries('regular', []);
    form.entries[0].slots = [
      { ...slot, key: 'bad' },
      { ...newSlot(), key: 'good', price: '400', discounts: [['2', '12.5']] },
    ];
    expect(markInvalid(form).firstInvalid).toBe('bad');
    form.entries[0].slots[0] = { ...form.entries[0].slots[0], price: '400', discounts: [['2', '150']] };
    expect(markInvalid(form).firstInvalid).toBe('bad');
    form.entries[0].slots = [{ ...newSlot(), key: 'grouped', price: '1,250.50' }];
    expect(markInvalid(form).firstInvalid).toBeNull();
    expect(pricingPayload(form, 1, 1).pricing[0].slots[0].price).toBe('1250.5');
  });

  it('drops half-blank discount pairs and sends single days as one day', () => {
    const form = formFromEntries('special', [], { startDate: '2026-12-01', endDate: '2026-12-05' });
    form.entries[0] = { ...form.entries[0], single: true, startDay: 2, endDay: 6 };
    form.entries[0].slots[0] = {
      ...form.entries[0].slots[0],
      startTime: '06:00',
      endTime: '10:00',
      price: '500',
      discounts: [
        ['3', '5'],
        ['4', ''],
        ['', '9'],
      ],
    };
    const body = pricingPayload(form, 1, 2);
    expect(body).toMatchObject({ priceType: 'special', isPeriodicPricing: true, startDate: '2026-12-01', endDate: '2026-12-05' });
    expect(body.pricing[0]).toEqual({
      startDay: 2,
      endDay: 2,
      slots: [
        { startTime: '06:00:00', endTime: '10:00:00', price: '500', memberPrice: '', slotDiscount: [['3', '5']], bulkDiscount: true },
      ],
    });
  });

  it('labels days, discounts and holidays as the spec shows them', () => {
    expect(dayBadge(0, 4)).toBe('Monday - Friday');
    expect(dayBadge(7, 7)).toBe('Holiday');
    expect(discountBadges({ 5: 10, 3: 5, 8: 15 })).toEqual({ shown: ['3 Slot - 5%', '5 Slot - 10%'], more: 1 });
    expect(holidayLabel('2026-12-25')).toBe('25 - Dec - 2026');
  });

  it('keeps a typed member price, refuses a bad one naming the field, and sends it as plain text (ADR 0075)', () => {
    const slot = { ...newSlot('06:00'), endTime: '10:00', price: '400' };
    expect(slotRefusals({ ...slot, memberPrice: '' }).memberPrice).toBeNull();
    expect(slotRefusals({ ...slot, memberPrice: 'abc' }).memberPrice).toBe('Member Pricing must be a number');
    expect(slotRefusals({ ...slot, memberPrice: '-5' }).memberPrice).toMatch(/^Member Pricing /);
    expect(slotRefusals({ ...slot, memberPrice: '2.555' }).memberPrice).toMatch(/^Member Pricing /);
    expect(slotRefusals({ ...slot, memberPrice: '450' }).memberPrice).toBe('Member Pricing cannot be more than Hourly Pricing');
    const form = formFromEntries('regular', []);
    form.entries[0].slots = [{ ...slot, memberPrice: '2.5' }];
    expect(markInvalid(form).firstInvalid).toBeNull();
    const bad = { ...form, entries: [{ ...form.entries[0], slots: [{ ...slot, memberPrice: '450' }] }] };
    expect(markInvalid(bad).firstInvalid).toBe(slot.key);
    expect(bad.entries[0].slots[0].memberPrice).toBe('450');
    expect(pricingPayload(form, 1, 2).pricing[0].slots[0]).toMatchObject({ price: '400', memberPrice: '2.5' });
    const read = formFromEntries('regular', [
      {
        startDay: 0,
        endDay: 6,
        pricingVersion: 0,
        priceSlots: [
          { startTime: '06:00:00', endTime: '10:00:00', price: '400.00', memberPrice: '300.00', slotDiscount: {}, bulkDiscount: false },
        ],
      },
    ]);
    expect(read.entries[0].slots[0].memberPrice).toBe('300');
  });

  it('keeps the typed class member discount, refuses one over 100 naming the field, and sends it only when shown', () => {
    const shown = formFromEntries('regular', [], undefined, null);
    expect(shown.memberDiscount).toBe('');
    expect(memberDiscountRefusal({ ...shown, memberDiscount: '150' })).toMatch(/^Member Discount % /);
    expect(memberDiscountRefusal({ ...shown, memberDiscount: 'ten' })).toBe('Member Discount % must be a number');
    expect(memberDiscountRefusal({ ...shown, memberDiscount: '12.5' })).toBeNull();
    expect(pricingPayload({ ...shown, memberDiscount: '12.5' }, 1, 2)).toMatchObject({ memberDiscountPercent: '12.5' });
    expect(pricingPayload(shown, 1, 2)).toMatchObject({ memberDiscountPercent: '' });
    expect(pricingPayload(formFromEntries('regular', []), 1, 2)).not.toHaveProperty('memberDiscountPercent');
  });
});
