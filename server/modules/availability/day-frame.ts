import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow } from '../../db/rows';
import { priceSlot, type PricingRule } from '../pricing/engine';
import { groupPricing, pricingRowsSql, type PricingRow } from '../pricing/repository';
import { toMajor } from '../../core/money';
import type { PriceTier } from '../../../contract/availability';
import { type ActivityRow, type CourtRow, courtColumns } from '../../core/club-context';
import { courtSlots } from '../../core/court-slots';
import { readTimedDay, timedDaySql, type TimedDay, type TimedOccupancy } from './day-occupancy';
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
  /** Block id → its remark, for the day's blocks that have one (issue 27 item 7: the cell says why). */
  blockRemarks?: Map<number, string>;
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

/** A court with nothing on it that day: its slots share one empty list. */
const NONE: TimedOccupancy[] = [];

function tierKey(t: PriceTier) {
  return JSON.stringify(t);
}

/**
 * One activity's day read in ONE query (issue 14 item 3, ADR 0039): the activity, its courts,
 * their pricing rules, whether the date is a holiday and the day's occupancy (timedDaySql), as
 * JSON text. A first read used to be five round trips; on PGlite each one also waits for any
 * desk's transaction in progress. Null when the club has no such activity.
 */
export async function loadDayFrame(q: Queryable, clubId: number, activityId: number, date: string): Promise<DayFrame | null> {
  const asked = Date.now();
  const courtIds = sql`SELECT id FROM courts WHERE club_id = ${clubId} AND activity_id = ${activityId}`;
  const row = await firstRow<{
    activity: string | null;
    courts: string | null;
    pricing: string | null;
    holiday: boolean;
    list: string | null;
    bookings: string | null;
    dbNowMs: number;
    remarks: string | null;
  }>(
    q,
    sql`SELECT (SELECT row_to_json(a) FROM (SELECT id, name, type::int AS type, max_slot_count AS "maxSlotCount"
                  FROM activities WHERE club_id = ${clubId} AND id = ${activityId}) a)::text AS activity,
               (SELECT json_agg(c) FROM (SELECT ${courtColumns} FROM courts WHERE club_id = ${clubId} AND activity_id = ${activityId}
                  ORDER BY position, id) c)::text AS courts,
               (SELECT json_agg(r) FROM (${pricingRowsSql(clubId, sql`SELECT price_class_id FROM courts WHERE club_id = ${clubId} AND activity_id = ${activityId}`)}) r)::text AS pricing,
               EXISTS (SELECT 1 FROM holidays WHERE club_id = ${clubId} AND holiday_date = ${date}) AS holiday,
               d.list, d.bookings, d."dbNowMs",
               (SELECT json_object_agg(bl.id, bl.remarks) FROM blocks bl
                 WHERE bl.club_id = ${clubId} AND bl.activity_id = ${activityId} AND ${date}::date BETWEEN bl.start_date AND bl.end_date
                   AND COALESCE(bl.remarks, '') <> '')::text AS remarks
        FROM (${timedDaySql(clubId, courtIds, date)}) d`,
  );
  if (!row?.activity) return null;
  const activity = JSON.parse(row.activity) as ActivityRow;
  const courts = row.courts ? (JSON.parse(row.courts) as CourtRow[]) : [];
  const pricing = groupPricing(row.pricing ? (JSON.parse(row.pricing) as PricingRow[]) : []);
  const holidays = new Set(row.holiday ? [date] : []);
  const frame = frameOf(activity, date, courts, pricing, holidays, readTimedDay(row, asked));
  const remarks = row.remarks ? (JSON.parse(row.remarks) as Record<string, string>) : {};
  return { ...frame, blockRemarks: new Map(Object.entries(remarks).map(([id, text]) => [Number(id), text])) };
}

/** The frame of a day from what loadDayFrame read (no database work). */
function frameOf(
  activity: ActivityRow,
  date: string,
  courts: CourtRow[],
  pricing: Map<number, PricingRule[]>,
  holidays: ReadonlySet<string>,
  day: TimedDay,
): DayFrame {
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
      const overlapping = courtRows.length === 0 ? NONE : courtRows.filter((o) => o.start < w.end && o.end > w.start);
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
