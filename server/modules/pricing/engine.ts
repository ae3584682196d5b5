import { dayInRange, endMinutesOf, minutesOf, weekdayOf } from '../../core/dates';
import { percentOf } from '../../core/money';

export type PriceType = 'regular' | 'holiday' | 'special';
export const HOLIDAY_DAY = 7;

export interface PriceSlotRule {
  id: number;
  startTime: string;
  endTime: string;
  /** Amount for `slotMinutes` of play, minor units. */
  priceMinor: number;
  slotDiscount: Record<string, number>;
}

export interface PricingRule {
  priceType: PriceType;
  startDay: number;
  endDay: number;
  periodStart: string | null;
  periodEnd: string | null;
  slotMinutes: number;
  slots: PriceSlotRule[];
}

export interface SlotPrice {
  /** Price of one place of the slot, minor units. */
  priceMinor: number;
  /** Groups slots for volume discounts: slots priced by one price slot count together. */
  priceSlotKey: string;
  slotDiscount: Record<string, number>;
  priceType: PriceType | null;
}

const PRECEDENCE: PriceType[] = ['special', 'holiday', 'regular'];

function ruleApplies(rule: PricingRule, date: string, weekday: number, isHoliday: boolean): boolean {
  if (rule.priceType === 'holiday') return isHoliday;
  if (rule.priceType === 'special') {
    if (!rule.periodStart || !rule.periodEnd || date < rule.periodStart || date > rule.periodEnd) return false;
    return dayInRange(weekday, rule.startDay, rule.endDay) || (isHoliday && dayInRange(HOLIDAY_DAY, rule.startDay, rule.endDay));
  }
  return dayInRange(weekday, rule.startDay, rule.endDay);
}

function coveringSlot(rule: PricingRule, startMinutes: number): PriceSlotRule | undefined {
  return rule.slots.find((s) => startMinutes >= minutesOf(s.startTime) && startMinutes < endMinutesOf(s.endTime));
}

/**
 * Price of one slot. Precedence is per slot: a special period covering the date and time wins,
 * then holiday pricing (day 7) on a listed holiday, then regular pricing by weekday and time.
 * A price slot covers a slot when the slot starts inside it. Amounts are configured "per N
 * minutes" (the rule's slotMinutes; the form's "Hourly Pricing" field): a slot of another
 * length is charged pro rata. No covering price slot means the slot is free (0).
 */
export function priceSlot(
  rules: PricingRule[],
  holidays: ReadonlySet<string>,
  date: string,
  slotTime: string,
  slotMinutes: number,
): SlotPrice {
  const weekday = weekdayOf(date);
  const isHoliday = holidays.has(date);
  const start = minutesOf(slotTime);
  for (const type of PRECEDENCE) {
    for (const rule of rules) {
      if (rule.priceType !== type || !ruleApplies(rule, date, weekday, isHoliday)) continue;
      const slot = coveringSlot(rule, start);
      if (!slot) continue;
      return {
        priceMinor: Math.round((slot.priceMinor * slotMinutes) / rule.slotMinutes),
        priceSlotKey: `${type}:${slot.id}`,
        slotDiscount: slot.slotDiscount,
        priceType: type,
      };
    }
  }
  return { priceMinor: 0, priceSlotKey: 'none', slotDiscount: {}, priceType: null };
}

/** The best percent whose slot count N is at most `slotCount` ('N slots → X%'). */
export function volumeDiscountPercent(slotDiscount: Record<string, number>, slotCount: number): number {
  let best = 0;
  for (const [n, percent] of Object.entries(slotDiscount)) {
    if (Number(n) <= slotCount && percent > best) best = percent;
  }
  return Math.min(best, 100);
}

export interface CartLine {
  priceSlotKey: string;
  slotDiscount: Record<string, number>;
  unitPriceMinor: number;
  count: number;
}

export interface PricedLine {
  grossMinor: number;
  discountMinor: number;
  netMinor: number;
  percent: number;
}

/**
 * Applies volume discounts to a cart: slots priced by the same price slot are counted together
 * (places of group slots count one each), and each line gets the best discount for that total.
 */
export function priceCart(lines: CartLine[]): PricedLine[] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.priceSlotKey, (totals.get(line.priceSlotKey) ?? 0) + line.count);
  return lines.map((line) => {
    const grossMinor = line.unitPriceMinor * line.count;
    const percent = volumeDiscountPercent(line.slotDiscount, totals.get(line.priceSlotKey) ?? 0);
    const discountMinor = percentOf(grossMinor, percent);
    return { grossMinor, discountMinor, netMinor: grossMinor - discountMinor, percent };
  });
}
