import type { Queryable } from '../../db/client';
import { priceSlot } from '../pricing/engine';
import { loadHolidays, loadPricing } from '../pricing/repository';
import { toMajor } from '../pricing/money';
import type { PriceTier } from '../../../contract/availability';
import { type ActivityRow, listCourts } from './catalog';
import { courtSlots } from './court-slots';
import { loadTimedDay, type TimedOccupancy } from './day-occupancy';
import { brotherMap } from './service';
import { slotState, type SlotState } from './slot-state';

/**
 * One activity's day as read from the database, shared by every desk (ADR 0006, ADR 0023).
 * Slots no hold overlaps have their final state; a slot under a hold keeps its rows, judged at
 * render time: a hold expires by the clock, and reads 'Carted' only for its own desk.
 */
export interface DayFrame {
  activity: ActivityRow;
  date: string;
  /** Database clock minus this process's clock when the rows were read. */
  skewMs: number;
  /** Distinct price tiers of the day, in first-use order (the wire's `prices`). */
  tiers: PriceTier[];
  courts: CourtFrame[];
  /** Booking id → customer name and whether it still owes money (a slot names only the id). */
  bookings: Map<number, { name: string | null; pending: boolean }>;
  /** True when some slot depends on a hold (its expiry or its holder). */
  hasHolds: boolean;
}

export interface CourtFrame {
  courtId: number;
  /** The court's head fields as JSON, without the braces: `"courtId":1,…,"slotDuration":30`. */
  head: string;
  /** Runs over `tiers`: [tier, count, …]. */
  priceRuns: number[];
  slots: SlotFrame[];
}

export type SlotFrame = SlotState | HeldSlot;

export interface HeldSlot {
  rows: TimedOccupancy[];
}

export const isHeld = (s: SlotFrame): s is HeldSlot => 'rows' in s;

function tierKey(t: PriceTier) {
  return JSON.stringify(t);
}

export async function buildDayFrame(q: Queryable, clubId: number, activity: ActivityRow, date: string): Promise<DayFrame> {
  const courts = await listCourts(q, clubId, activity.id);
  const classIds = [...new Set(courts.map((c) => c.priceClassId).filter((id): id is number => id !== null))];
  const [pricing, holidays, day] = await Promise.all([
    loadPricing(q, clubId, classIds),
    loadHolidays(q, clubId, date, date),
    loadTimedDay(q, clubId, courts.map((c) => c.id), date),
  ]);
  const brothers = brotherMap(courts);
  const tiers: PriceTier[] = [];
  const tierIndex = new Map<string, number>();
  const priceIndex = new Map<string, number>();
  const bookings: DayFrame['bookings'] = new Map();
  const byCourt = new Map<number, TimedOccupancy[]>();
  for (const o of day.rows) {
    const list = byCourt.get(o.courtId);
    if (list) list.push(o);
    else byCourt.set(o.courtId, [o]);
    if (o.kind === 'booking' && !o.viaBrother && o.bookingId !== null && !bookings.has(o.bookingId)) {
      bookings.set(o.bookingId, { name: o.customerName, pending: (o.balanceMinor ?? 0) > 0 });
    }
  }
  let hasHolds = false;
  const frames = courts.map((court): CourtFrame => {
    const rules = court.priceClassId === null ? [] : (pricing.get(court.priceClassId) ?? []);
    const courtRows = byCourt.get(court.id) ?? [];
    const priceRuns: number[] = [];
    const slots = courtSlots(court).map((w): SlotFrame => {
      // Courts of one price class share their prices: each (class, start, length) is priced once.
      const priceKey = `${court.priceClassId}|${w.slotTime}|${court.slotDurationMinutes}`;
      let index = priceIndex.get(priceKey);
      if (index === undefined) {
        const price = priceSlot(rules, holidays, date, w.slotTime, court.slotDurationMinutes);
        const major = toMajor(price.priceMinor);
        const tier = { price: major, grossPrice: major, slotDiscount: price.slotDiscount };
        const key = tierKey(tier);
        index = tierIndex.get(key);
        if (index === undefined) {
          index = tiers.push(tier) - 1;
          tierIndex.set(key, index);
        }
        priceIndex.set(priceKey, index);
      }
      if (priceRuns.length > 0 && priceRuns[priceRuns.length - 2] === index) priceRuns[priceRuns.length - 1]++;
      else priceRuns.push(index, 1);
      const overlapping = courtRows.filter((o) => o.start < w.end && o.end > w.start);
      if (overlapping.some((o) => o.kind === 'hold')) {
        hasHolds = true;
        return { rows: overlapping };
      }
      // No hold: the state is the same for every desk until the next change of the day.
      return slotState(activity.type, activity.maxSlotCount, overlapping, 0);
    });
    const head = JSON.stringify({
      courtId: court.id,
      courtName: court.name,
      openTime: court.openTime,
      closeTime: court.closeTime,
      courtBrothers: brothers.get(court.id) ?? [],
      courtInfo: court.info || null,
      courtOffset: court.position,
      courtPriceClass: court.priceClassId,
      peoplePerCourt: court.peoplePerCourt,
      slotDuration: court.slotDurationMinutes,
    }).slice(1, -1);
    return { courtId: court.id, head, priceRuns, slots };
  });
  return { activity, date, skewMs: day.skewMs, tiers, courts: frames, bookings, hasHolds };
}
