import { parseCountText } from '../../../contract/count-input';
import { parseMoneyText } from '../../../contract/money-input';
import { HOLIDAY_DAY, type PriceType, type PricingEntry } from '../../../contract/pricing';
import { contractWords } from '../../lib/i18n/contract-words';
import { i18n } from '../../lib/i18n/i18n';
import { displayDate } from '../../lib/time/club-date';

export interface SlotForm {
  key: string;
  startTime: string;
  endTime: string;
  price: string;
  /** What a member pays, as typed (blank: the guest price less the class's member discount; ADR 0075). */
  memberPrice: string;
  /** [slot count, percent] pairs as typed. */
  discounts: [string, string][];
  invalid: boolean;
}
export interface EntryForm {
  key: string;
  single: boolean;
  startDay: number;
  endDay: number;
  slots: SlotForm[];
}
export interface PricingForm {
  type: PriceType;
  startDate: string | null;
  endDate: string | null;
  entries: EntryForm[];
  /** The class's member discount in percent, as typed (blank: none; absent: not shown, left as it is). */
  memberDiscount?: string;
}

let seq = 0;
const nextKey = () => `k${++seq}`;

/** A new slot starts with equal start and end, an empty price and one empty discount row (spec 2 §4). */
export function newSlot(at = '06:00'): SlotForm {
  return { key: nextKey(), startTime: at, endTime: at, price: '', memberPrice: '', discounts: [['', '']], invalid: false };
}

/** The first entry of a type: days 0-6 (regular, special) or 7 (holiday). */
export function newEntry(type: PriceType): EntryForm {
  const holiday = type === 'holiday';
  return { key: nextKey(), single: holiday, startDay: holiday ? HOLIDAY_DAY : 0, endDay: holiday ? HOLIDAY_DAY : 6, slots: [newSlot()] };
}

const hhmm = (t: string) => t.slice(0, 5);

export function formFromEntries(
  type: PriceType,
  entries: PricingEntry[],
  period?: { startDate: string; endDate: string },
  memberDiscount?: string | null,
): PricingForm {
  return {
    type,
    ...(memberDiscount === undefined ? {} : { memberDiscount: memberDiscount ?? '' }),
    startDate: period?.startDate ?? null,
    endDate: period?.endDate ?? null,
    entries: entries.length
      ? entries.map((e) => ({
          key: nextKey(),
          single: e.startDay === e.endDay,
          startDay: e.startDay,
          endDay: e.endDay,
          slots: e.priceSlots.map((s) => ({
            key: nextKey(),
            startTime: hhmm(s.startTime),
            endTime: hhmm(s.endTime),
            price: String(Number(s.price)),
            memberPrice: s.memberPrice == null ? '' : String(Number(s.memberPrice)),
            discounts: Object.entries(s.slotDiscount).length
              ? Object.entries(s.slotDiscount).map(([n, p]) => [n, String(p)] as [string, string])
              : [['', '']],
            invalid: false,
          })),
        }))
      : [newEntry(type)],
  };
}

/**
 * What is wrong with what was typed in a slot (ADR 0048, issue 24 item 6): the text stays in the
 * field and the refusal names it. A blank price is 'Required' only once Save was pressed.
 */
export function slotRefusals(s: SlotForm): {
  price: string | null;
  memberPrice: string | null;
  discounts: [string | null, string | null][];
} {
  // Each field named as its label on screen, the rule's refusal read into the same language (ADR 0085).
  const price = parseMoneyText(s.price, { field: i18n.t('pricing:slot.hourly') });
  const member = parseMoneyText(s.memberPrice, { field: i18n.t('pricing:slot.member') });
  const above = member.ok && price.ok && member.value !== null && price.value !== null && member.value > price.value;
  return {
    price: price.ok ? null : contractWords(price.message),
    memberPrice: !member.ok ? contractWords(member.message) : above ? i18n.t('pricing:slot.memberAbove') : null,
    discounts: s.discounts.map(([n, p]) => {
      const count = parseCountText(n, { field: i18n.t('pricing:slot.slots'), min: 1, max: 1_000 });
      const percent = parseMoneyText(p, { field: i18n.t('pricing:slot.percentField'), max: 100 });
      return [count.ok ? null : contractWords(count.message), percent.ok ? null : contractWords(percent.message)];
    }),
  };
}

const refused = (s: SlotForm) => {
  const r = slotRefusals(s);
  return r.price !== null || r.memberPrice !== null || r.discounts.some(([n, p]) => n !== null || p !== null);
};

/** What is wrong with the typed class member discount (null: nothing). */
export function memberDiscountRefusal(form: PricingForm): string | null {
  if (form.memberDiscount === undefined) return null;
  const r = parseMoneyText(form.memberDiscount, { field: i18n.t('pricing:editor.memberDiscount'), max: 100 });
  return r.ok ? null : contractWords(r.message);
}

/** Marks slots with an empty or refused price or discount; returns the key of the first invalid slot, or null. */
export function markInvalid(form: PricingForm): { form: PricingForm; firstInvalid: string | null } {
  let firstInvalid: string | null = null;
  const entries = form.entries.map((e) => ({
    ...e,
    slots: e.slots.map((s) => {
      const invalid = s.price.trim() === '' || refused(s);
      if (invalid && !firstInvalid) firstInvalid = s.key;
      return { ...s, invalid };
    }),
  }));
  return { form: { ...form, entries }, firstInvalid };
}

export function slotCount(form: PricingForm): number {
  return form.entries.reduce((n, e) => n + e.slots.length, 0);
}

/** A price as the plain text the server stores ("1,250.50" typed → "1250.5"); only called once markInvalid passed it. */
const plainPrice = (text: string, field = 'Hourly Pricing') => {
  const r = parseMoneyText(text, { field });
  return r.ok && r.value !== null ? String(r.value / 100) : text.trim();
};

/** POST /api/pricing/config body; discount pairs with either half blank are dropped. */
export function pricingPayload(form: PricingForm, priceClass: number, activityId: number) {
  return {
    priceClass,
    activityId,
    priceType: form.type,
    isPeriodicPricing: form.type === 'special',
    startDate: form.type === 'special' ? form.startDate : null,
    endDate: form.type === 'special' ? form.endDate : null,
    ...(form.memberDiscount === undefined ? {} : { memberDiscountPercent: plainPrice(form.memberDiscount, 'Member Discount %') }),
    pricing: form.entries.map((e) => ({
      startDay: e.startDay,
      endDay: e.single ? e.startDay : e.endDay,
      slots: e.slots.map((s) => ({
        startTime: `${s.startTime}:00`,
        endTime: `${s.endTime}:00`,
        price: plainPrice(s.price),
        memberPrice: plainPrice(s.memberPrice, 'Member Pricing'),
        slotDiscount: s.discounts.filter(([n, p]) => n.trim() !== '' && p.trim() !== ''),
        bulkDiscount: s.discounts.some(([n, p]) => n.trim() !== '' && p.trim() !== ''),
      })),
    })),
  };
}

/** The pricing days 0–7 in the language on screen; English is the contract's PRICING_DAY_NAMES (a test keeps them equal). */
const DAY_NAMES = [
  () => i18n.t('pricing:day.monday'),
  () => i18n.t('pricing:day.tuesday'),
  () => i18n.t('pricing:day.wednesday'),
  () => i18n.t('pricing:day.thursday'),
  () => i18n.t('pricing:day.friday'),
  () => i18n.t('pricing:day.saturday'),
  () => i18n.t('pricing:day.sunday'),
  () => i18n.t('pricing:day.holiday'),
];

/** A pricing day's name (0 Monday … 6 Sunday, 7 Holiday); '' for any other number. */
export const dayName = (day: number): string => DAY_NAMES[day]?.() ?? '';

/** 'Monday' or 'Monday - Friday' (a holiday entry reads 'Holiday'). */
export function dayBadge(startDay: number, endDay: number): string {
  const a = dayName(startDay);
  return startDay === endDay ? a : `${a} - ${dayName(endDay)}`;
}

/** First two volume discounts as 'N Slot - X%' plus '+N more'. */
export function discountBadges(slotDiscount: Record<string, number>): { shown: string[]; more: number } {
  const all = Object.entries(slotDiscount)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([n, p]) => i18n.t('pricing:discount', { slots: n, percent: p }));
  return { shown: all.slice(0, 2), more: Math.max(0, all.length - 2) };
}

/** 2026-12-25 → '25 - Dec - 2026' (spec 2 §2: DD - MMM - YYYY; the month in the language on screen). */
export function holidayLabel(date: string): string {
  return displayDate(date).split(' ').join(' - ');
}

/** 15-minute steps for the time selects; an end of 00:00 is midnight. */
export const QUARTER_HOURS: string[] = Array.from(
  { length: 96 },
  (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);
