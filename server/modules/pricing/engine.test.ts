import { describe, expect, it } from 'vitest';
import { priceCart, priceSlot, volumeDiscountPercent, type PricingRule } from './engine';
import { toMajor, toMinor } from '../../core/money';
import { weekdayOf } from '../../core/dates';

const slot = (id: number, startTime: string, endTime: string, priceMinor: number, slotDiscount = {}) => ({
  id,
  startTime,
  endTime,
  priceMinor,
  slotDiscount,
});

const rules: PricingRule[] = [
  {
    priceType: 'regular',
    startDay: 0,
    endDay: 4,
    periodStart: null,
    periodEnd: null,
    slotMinutes: 60,
    slots: [slot(1, '06:00:00', '17:00:00', 40000, { 3: 5, 5: 10 }), slot(2, '17:00:00', '00:00:00', 60000)],
  },
  {
    priceType: 'regular',
    startDay: 5,
    endDay: 6,
    periodStart: null,
    periodEnd: null,
    slotMinutes: 60,
    slots: [slot(3, '06:00:00', '00:00:00', 70000)],
  },
  {
    priceType: 'holiday',
    startDay: 7,
    endDay: 7,
    periodStart: null,
    periodEnd: null,
    slotMinutes: 60,
    slots: [slot(4, '06:00:00', '00:00:00', 80000)],
  },
  {
    priceType: 'special',
    startDay: 0,
    endDay: 6,
    periodStart: '2026-12-20',
    periodEnd: '2026-12-31',
    slotMinutes: 60,
    slots: [slot(5, '18:00:00', '22:00:00', 99900)],
  },
];
const holidays = new Set(['2026-12-25', '2026-11-26']);

describe('pricing engine', () => {
  it('numbers weekdays Monday = 0 … Sunday = 6', () => {
    expect(weekdayOf('2026-11-23')).toBe(0);
    expect(weekdayOf('2026-11-22')).toBe(6);
  });

  it('prices regular slots by weekday range and time range', () => {
    expect(priceSlot(rules, holidays, '2026-11-23', '07:00:00', 60).priceMinor).toBe(40000);
    expect(priceSlot(rules, holidays, '2026-11-23', '17:00:00', 60).priceMinor).toBe(60000);
    expect(priceSlot(rules, holidays, '2026-11-23', '23:00:00', 60).priceMinor).toBe(60000);
    expect(priceSlot(rules, holidays, '2026-11-22', '07:00:00', 60)).toMatchObject({ priceMinor: 70000, priceType: 'regular' });
  });

  it('uses holiday pricing (day 7) on a listed holiday', () => {
    expect(priceSlot(rules, holidays, '2026-11-26', '07:00:00', 60)).toMatchObject({ priceMinor: 80000, priceType: 'holiday' });
  });

  it('prefers special pricing inside its period and falls through outside its hours', () => {
    expect(priceSlot(rules, holidays, '2026-12-21', '19:00:00', 60)).toMatchObject({ priceMinor: 99900, priceType: 'special' });
    // A holiday inside the period: special where it covers the time, holiday elsewhere.
    expect(priceSlot(rules, holidays, '2026-12-25', '19:00:00', 60).priceType).toBe('special');
    expect(priceSlot(rules, holidays, '2026-12-25', '08:00:00', 60).priceType).toBe('holiday');
    expect(priceSlot(rules, holidays, '2027-01-04', '19:00:00', 60).priceType).toBe('regular');
  });

  it('charges slots of another length pro rata and uncovered slots nothing', () => {
    expect(priceSlot(rules, holidays, '2026-11-23', '07:00:00', 30).priceMinor).toBe(20000);
    expect(priceSlot(rules, holidays, '2026-11-23', '07:00:00', 45).priceMinor).toBe(30000);
    expect(priceSlot(rules, holidays, '2026-11-23', '05:00:00', 60)).toMatchObject({ priceMinor: 0, priceType: null });
  });

  it('picks the best volume discount whose slot count fits', () => {
    expect(volumeDiscountPercent({ 3: 5, 5: 10 }, 2)).toBe(0);
    expect(volumeDiscountPercent({ 3: 5, 5: 10 }, 4)).toBe(5);
    expect(volumeDiscountPercent({ 3: 5, 5: 10 }, 9)).toBe(10);
  });

  it('applies volume discounts per price slot across the cart', () => {
    const disc = { 3: 5, 5: 10 };
    const lines = [
      { priceSlotKey: 'regular:1', slotDiscount: disc, unitPriceMinor: 40000, count: 1 },
      { priceSlotKey: 'regular:1', slotDiscount: disc, unitPriceMinor: 40000, count: 1 },
      { priceSlotKey: 'regular:1', slotDiscount: disc, unitPriceMinor: 40000, count: 1 },
      { priceSlotKey: 'regular:2', slotDiscount: {}, unitPriceMinor: 60000, count: 1 },
    ];
    const priced = priceCart(lines);
    expect(priced[0]).toEqual({ grossMinor: 40000, discountMinor: 2000, netMinor: 38000, percent: 5 });
    expect(priced[3]).toEqual({ grossMinor: 60000, discountMinor: 0, netMinor: 60000, percent: 0 });
    // Places of a group slot count one each.
    expect(priceCart([{ priceSlotKey: 'k', slotDiscount: disc, unitPriceMinor: 333, count: 5 }])[0].discountMinor).toBe(167);
  });

  it('rounds money to 2 decimals', () => {
    expect(toMinor(0.29)).toBe(29);
    expect(toMinor('10.005')).toBe(1001);
    expect(toMinor('abc')).toBeNull();
    expect(toMinor('')).toBeNull();
    expect(toMajor(12345)).toBe(123.45);
    // 3 places at 3.33 with 10 % off: 9.99 - 1.00 (0.999 rounded) = 8.99.
    expect(toMajor(priceCart([{ priceSlotKey: 'k', slotDiscount: { 3: 10 }, unitPriceMinor: 333, count: 3 }])[0].netMinor)).toBe(8.99);
  });
});

describe('member prices (ADR 0075)', () => {
  const base = { priceType: 'regular' as const, startDay: 0, endDay: 6, periodStart: null, periodEnd: null, slotMinutes: 60 };
  const own = (memberPriceMinor: number | null, memberDiscountPercent: number | null = null): PricingRule[] => [
    { ...base, memberDiscountPercent, slots: [{ ...slot(1, '06:00:00', '00:00:00', 40000), memberPriceMinor }] },
  ];

  it('charges the price slot’s own member price pro rata, else the class discount, else the guest price', () => {
    expect(priceSlot(own(30000), new Set(), '2027-03-01', '08:00:00', 30)).toMatchObject({ priceMinor: 20000, memberPriceMinor: 15000 });
    expect(priceSlot(own(null, 12.5), new Set(), '2027-03-01', '08:00:00', 60)).toMatchObject({ memberPriceMinor: 35000 });
    expect(priceSlot(own(30000, 50), new Set(), '2027-03-01', '08:00:00', 60).memberPriceMinor).toBe(30000);
    expect(priceSlot(own(null), new Set(), '2027-03-01', '08:00:00', 60).memberPriceMinor).toBe(40000);
    // A member never pays more than a guest, whatever is stored.
    expect(priceSlot(own(50000), new Set(), '2027-03-01', '08:00:00', 60).memberPriceMinor).toBe(40000);
  });

  it('prices a cart line at its member price when marked, with volume discounts counted over every line', () => {
    const line = { priceSlotKey: 'regular:1', slotDiscount: { 2: 10 }, unitPriceMinor: 40000, memberPriceMinor: 30000, count: 1 };
    const priced = priceCart([
      { ...line, memberRate: true },
      { ...line, memberRate: false },
    ]);
    expect(priced.map((p) => [p.grossMinor, p.netMinor])).toEqual([
      [30000, 27000],
      [40000, 36000],
    ]);
    expect(priceCart([{ ...line, memberPriceMinor: null, memberRate: true }])[0].grossMinor).toBe(40000);
  });
});
