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
  /** The member price for the same `slotMinutes`, minor units; null when members pay the guest price (less the class's discount). */
  memberPriceMinor?: number | null;
  slotDiscount: Record<string, number>;
}

export interface PricingRule {
  priceType: PriceType;
  startDay: number;
  endDay: number;
  periodStart: string | null;
  periodEnd: string | null;
  slotMinutes: number;
  /** The price class's member discount in percent, for price slots without a member price. */
  memberDiscountPercent?: number | null;
  slots: PriceSlotRule[];
}

export interface SlotPrice {
  /** Price of one place of the slot, minor units: the guest price. */
  priceMinor: number;
  /** What a member pays for one place (the guest price when the class has no member pricing). */
  memberPriceMinor: number;
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
      const priceMinor = Math.round((slot.priceMinor * slotMinutes) / rule.slotMinutes);
      return {
        priceMinor,
        memberPriceMinor: memberPrice(slot, rule, slotMinutes, priceMinor),
        priceSlotKey: `${type}:${slot.id}`,
        slotDiscount: slot.slotDiscount,
        priceType: type,
      };
    }
  }
  return { priceMinor: 0, memberPriceMinor: 0, priceSlotKey: 'none', slotDiscount: {}, priceType: null };
}

/**
 * A member's price of one place: the price slot's own member price (pro rata like the guest
 * price), else the guest price less the class's member discount, else the guest price. A member
 * never pays more than a guest, whatever was typed.
 */
function memberPrice(slot: PriceSlotRule, rule: PricingRule, slotMinutes: number, guestMinor: number): number {
  if (slot.memberPriceMinor != null) return Math.min(guestMinor, Math.round((slot.memberPriceMinor * slotMinutes) / rule.slotMinutes));
  if (rule.memberDiscountPercent) return guestMinor - percentOf(guestMinor, rule.memberDiscountPercent);
  return guestMinor;
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
  /** The guest price of one place. */
  unitPriceMinor: number;
  /** The member price of one place (null: as the guest price), used when `memberRate`. */
  memberPriceMinor?: number | null;
  /** The line is priced for a member (the customer is one at the slot's date). */
  memberRate?: boolean;
  count: number;
}

/** The price of one place a line is charged: the member price when the line is priced for a member. */
export function lineUnitPrice(line: CartLine): number {
  return line.memberRate && line.memberPriceMinor != null ? line.memberPriceMinor : line.unitPriceMinor;
}

export interface PricedLine {
  grossMinor: number;
  discountMinor: number;
  netMinor: number;
  percent: number;
}

/**
 * Applies volume discounts to a cart, on top of the member or guest price of each line: slots priced by the same price slot are counted together
 * (places of group slots count one each), and each line gets the best discount for that total.
 */
export function priceCart(lines: CartLine[]): PricedLine[] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.priceSlotKey, (totals.get(line.priceSlotKey) ?? 0) + line.count);
  return lines.map((line) => {
    const grossMinor = lineUnitPrice(line) * line.count;
    const percent = volumeDiscountPercent(line.slotDiscount, totals.get(line.priceSlotKey) ?? 0);
    const discountMinor = percentOf(grossMinor, percent);
    return { grossMinor, discountMinor, netMinor: grossMinor - discountMinor, percent };
  });
}
