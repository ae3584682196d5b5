import type { Queryable } from '../../db/client';
import { priceSlot } from '../pricing/engine';
import { loadHolidays, loadPricing } from '../pricing/repository';
import { toMajor } from '../pricing/money';
import { type ActivityRow, listCourts } from './catalog';
import { courtSlots } from './court-slots';
import { loadTimedDay, type TimedOccupancy } from './day-occupancy';
import { brotherMap } from './service';
import { slotState, type SlotState } from './slot-state';

/**
 * One activity's day, computed once and shared by every desk: the JSON of each slot whose
 * status cannot change by itself, and for the others (a hold overlaps them) the pieces around
 * the status fields plus the rows to judge at request time — a hold expires by the clock, and
 * whether it reads 'Carted' or 'Booking in Progress' depends on who asks.
 *
 * The JSON follows the key order of contract/availability.ts (slotSchema, courtSchema), i.e.
 * exactly what the zod serializer would write; tests/api/availability-cache.test.ts checks it.
 */
export interface DayFrame {
  activity: ActivityRow;
  /** Database clock minus this process's clock when the rows were read. */
  skewMs: number;
  courts: CourtFrame[];
  /** True when some slot depends on a hold (its expiry or its holder). */
  hasHolds: boolean;
}

interface CourtFrame {
  head: string;
  slots: SlotFrame[];
}

type SlotFrame = string | HeldSlot;

interface HeldSlot {
  rows: TimedOccupancy[];
  /** JSON up to the status fields, between them, and after them. */
  head: string;
  mid: string;
  tail: string;
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
  const j = JSON.stringify;
  let hasHolds = false;
  const frames = courts.map((court): CourtFrame => {
    const rules = court.priceClassId === null ? [] : (pricing.get(court.priceClassId) ?? []);
    const courtRows = day.rows.filter((o) => o.courtId === court.id);
    const slots = courtSlots(court).map((w): SlotFrame => {
      const price = priceSlot(rules, holidays, date, w.slotTime, court.slotDurationMinutes);
      const major = toMajor(price.priceMinor);
      const overlapping = courtRows.filter((o) => o.start < w.end && o.end > w.start);
      const head = `{"slotTime":${j(w.slotTime)},"endTime":${j(w.endTime)},"price":${j(major)},"grossPrice":${j(major)},`;
      const mid = `,"courtId":${j(court.id)},"courtName":${j(court.name)},"activityId":${j(activity.id)},"activityType":${j(activity.type)},"slotDate":${j(date)},`;
      const tail = `,"slotDiscount":${j(price.slotDiscount)}}`;
      if (overlapping.some((o) => o.kind === 'hold')) {
        hasHolds = true;
        return { rows: overlapping, head, mid, tail };
      }
      // No hold: the status is the same for every desk until the next change of the day.
      return slotJson({ head, mid, tail }, slotState(activity.type, activity.maxSlotCount, overlapping, 0));
    });
    const headFields = {
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
    };
    return { head: `${j(headFields).slice(0, -1)},"slots":[`, slots };
  });
  return { activity, skewMs: day.skewMs, courts: frames, hasHolds };
}

function slotJson(p: { head: string; mid: string; tail: string }, s: SlotState): string {
  const j = JSON.stringify;
  return (
    `${p.head}"available":${j(s.available)},"maxSlotCount":${j(s.maxSlotCount)},"status":${j(s.status)}${p.mid}` +
    `"bookingId":${j(s.bookingId)},"customerName":${j(s.customerName)},"paymentPending":${j(s.paymentPending)},` +
    `"count":${j(s.count)},"blocked":${j(s.blocked)},"blockingId":${j(s.blockingId)}${p.tail}`
  );
}

/**
 * The courts array as JSON for one desk at one moment, and until when it stays true (the
 * first live hold's expiry; Infinity without holds).
 */
export function renderCourts(frame: DayFrame, userId: number, nowMs: number): { json: string; validUntilMs: number } {
  const dbNow = nowMs + frame.skewMs;
  let validUntilMs = Infinity;
  const courts = frame.courts.map((court) => {
    const slots = court.slots.map((slot) => {
      if (typeof slot === 'string') return slot;
      const live = slot.rows.filter((o) => o.kind !== 'hold' || (o.expiresAtMs ?? 0) > dbNow);
      for (const o of live) if (o.kind === 'hold') validUntilMs = Math.min(validUntilMs, (o.expiresAtMs ?? 0) - frame.skewMs);
      return slotJson(slot, slotState(frame.activity.type, frame.activity.maxSlotCount, live, userId));
    });
    return `${court.head}${slots.join(',')}]}`;
  });
  return { json: `[${courts.join(',')}]`, validUntilMs };
}
