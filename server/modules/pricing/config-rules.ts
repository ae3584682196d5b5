import { z } from 'zod';
import { PRICING_DAY_NAMES, PricingMessages, pricingEntryInput, type PriceType } from '../../../contract/pricing';
import { dayInRange, endMinutesOf, minutesOf } from '../../core/dates';
import { toMinor } from '../../core/money';

type EntryInput = z.infer<typeof pricingEntryInput>;

export interface CheckedSlot {
  startTime: string;
  endTime: string;
  priceMinor: number;
  memberPriceMinor: number | null;
  slotDiscount: Record<string, number>;
}
export interface CheckedEntry {
  startDay: number;
  endDay: number;
  slots: CheckedSlot[];
}

type Result = { ok: true; entries: CheckedEntry[] } | { ok: false; message: string };

function blank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

const hhmm = (t: string) => t.slice(0, 5);
const norm = (t: string) => (t.length === 5 ? `${t}:00` : t);

/**
 * Volume discount pairs: a pair with either half blank is dropped (spec 2 §5); what is left
 * must be a whole slot count ≥ 1 and a percent 0–100. Accepts the stored map or the form's pairs.
 */
export function discountPairs(raw: unknown): Record<string, number> | null {
  const pairs: [unknown, unknown][] = Array.isArray(raw)
    ? (raw as [unknown, unknown][])
    : Object.entries((raw as Record<string, unknown> | null | undefined) ?? {});
  const out: Record<string, number> = {};
  for (const [slot, percent] of pairs) {
    if (blank(slot) || blank(percent)) continue;
    const n = Number(slot);
    const p = Number(percent);
    if (!Number.isInteger(n) || n < 1 || !Number.isFinite(p) || p < 0 || p > 100) return null;
    out[String(n)] = Math.round(p * 100) / 100;
  }
  return out;
}

/** Minutes [start, end) of a price slot; an end of 00:00 is midnight. */
function span(s: { startTime: string; endTime: string }) {
  return { start: minutesOf(s.startTime), end: endMinutesOf(s.endTime) };
}

function dayCovered(entry: { startDay: number; endDay: number }, day: number) {
  return dayInRange(day, entry.startDay, entry.endDay);
}

/**
 * Checks a pricing save of one type: every slot priced, times on the 15-minute step and in
 * order, discounts well formed, day ranges of the type, and no two price slots of one day
 * overlapping (the message names both ranges and the day).
 */
export function checkPricing(type: PriceType, input: EntryInput[]): Result {
  const entries: CheckedEntry[] = [];
  for (const entry of input) {
    const holiday = entry.startDay === 7 || entry.endDay === 7;
    if ((type === 'holiday') !== holiday || (holiday && entry.startDay !== entry.endDay))
      return { ok: false, message: PricingMessages.invalidDays };
    const slots: CheckedSlot[] = [];
    for (const s of entry.slots) {
      if (blank(s.price)) return { ok: false, message: PricingMessages.formIncomplete };
      const priceMinor = toMinor(s.price);
      if (priceMinor === null || priceMinor < 0) return { ok: false, message: PricingMessages.invalidPrice };
      const member = checkMemberPrice(s.memberPrice, priceMinor, s.price);
      if (!member.ok) return member;
      const { start, end } = span(s);
      if (start % 15 !== 0 || end % 15 !== 0) return { ok: false, message: PricingMessages.timeStep };
      if (end <= start) {
        return {
          ok: false,
          message: PricingMessages.endBeforeStart.replace('{start}', hhmm(s.startTime)).replace('{end}', hhmm(s.endTime)),
        };
      }
      const slotDiscount = discountPairs(s.slotDiscount);
      if (!slotDiscount) return { ok: false, message: PricingMessages.invalidDiscount };
      slots.push({ startTime: norm(s.startTime), endTime: norm(s.endTime), priceMinor, memberPriceMinor: member.minor, slotDiscount });
    }
    entries.push({ startDay: entry.startDay, endDay: entry.endDay, slots });
  }
  const overlap = findOverlap(entries);
  return overlap ? { ok: false, message: overlap } : { ok: true, entries };
}

/** A price slot's member price: blank = none of its own; else 0 or more and at most the guest price. */
function checkMemberPrice(
  raw: unknown,
  priceMinor: number,
  price: unknown,
): { ok: true; minor: number | null } | { ok: false; message: string } {
  if (blank(raw)) return { ok: true, minor: null };
  const minor = toMinor(raw);
  if (minor === null || minor < 0) return { ok: false, message: PricingMessages.invalidMemberPrice };
  if (minor > priceMinor) return { ok: false, message: PricingMessages.memberPriceAbove.replace('{price}', String(price).trim()) };
  return { ok: true, minor };
}

/**
 * The class's member discount as typed: undefined = leave it as it is, blank = none, else a
 * percent from 0 to 100 (two decimals at most are kept as typed, never rounded to fit).
 */
export function checkMemberDiscount(raw: unknown): { ok: true; percent: number | null | undefined } | { ok: false; message: string } {
  if (raw === undefined) return { ok: true, percent: undefined };
  if (blank(raw)) return { ok: true, percent: null };
  const p = typeof raw === 'number' ? raw : Number(String(raw).trim());
  if (!Number.isFinite(p) || p < 0 || p > 100 || Math.round(p * 100) !== p * 100) {
    return { ok: false, message: PricingMessages.invalidMemberDiscount };
  }
  return { ok: true, percent: p };
}

function findOverlap(entries: CheckedEntry[]): string | null {
  for (let day = 0; day <= 7; day++) {
    const slots = entries.filter((e) => dayCovered(e, day)).flatMap((e) => e.slots);
    const sorted = [...slots].sort((a, b) => span(a).start - span(b).start);
    for (let i = 1; i < sorted.length; i++) {
      const prev = sorted[i - 1];
      const cur = sorted[i];
      if (span(cur).start < span(prev).end) {
        const range = (s: CheckedSlot) => `${hhmm(s.startTime)}-${hhmm(s.endTime)}`;
        return PricingMessages.overlap.replace('{a}', range(prev)).replace('{b}', range(cur)).replace('{day}', PRICING_DAY_NAMES[day]);
      }
    }
  }
  return null;
}
