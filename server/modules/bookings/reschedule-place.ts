import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { BookingActionMessages as M } from '../../../contract/booking-actions';
import { BusinessError } from '../../core/business-error';
import { brothersOf, listCourts, type CourtRow } from '../../core/club-context';
import { lockKeys } from '../../ledger/occupancy';
import { wallTimestamp } from '../../core/local-time';
import { endMinutesOf, minutesOf, timeOf } from '../../core/dates';
import { loadHolidays, loadPricing } from '../pricing/repository';
import { priceSlot } from '../pricing/engine';
import { memberRateDates } from '../pricing/member-rate';
import type { MemberPricing } from '../../../contract/club-settings';
import { hoursUntil } from '../../core/club-clock';
import type { BookingRow } from '../../ledger/booking-row';

export interface CurrentPlace {
  courtId: number;
  courtName: string;
  date: string;
  start: number;
  end: number;
  grossMinor: number;
}

/**
 * Where a booking is now. Only a booking of one non-group court on one day, in one unbroken
 * run of time, can be moved as a whole (docs/adr/0014-after-the-booking.md).
 */
export async function currentPlace(q: Queryable, clubId: number, b: BookingRow): Promise<CurrentPlace> {
  if (b.activityType === 1) throw new BusinessError(M.rescheduleGroup);
  const slots = await rows<{ courtId: number; courtName: string; date: string; slotTime: string; endTime: string; gross: number }>(
    q,
    sql`SELECT bs.court_id AS "courtId", c.name AS "courtName", bs.slot_date::text AS date, bs.slot_time::text AS "slotTime",
               bs.end_time::text AS "endTime", bs.gross_minor::float8 AS gross
        FROM booking_slots bs JOIN courts c ON c.id = bs.court_id
        WHERE bs.club_id = ${clubId} AND bs.booking_id = ${b.id} ORDER BY bs.slot_time`,
  );
  if (slots.length === 0 || new Set(slots.map((s) => `${s.courtId}|${s.date}`)).size > 1) throw new BusinessError(M.rescheduleOneCourt);
  let end = minutesOf(slots[0].slotTime);
  for (const s of slots) {
    if (minutesOf(s.slotTime) !== end) throw new BusinessError(M.rescheduleOneCourt);
    end = endMinutesOf(s.endTime) <= minutesOf(s.slotTime) ? 1440 : endMinutesOf(s.endTime);
  }
  const { courtId, courtName, date } = slots[0];
  return { courtId, courtName, date, start: minutesOf(slots[0].slotTime), end, grossMinor: slots.reduce((n, s) => n + s.gross, 0) };
}

/** The 15-minute start and the date of a reschedule, checked: not in the past. */
export function checkStart(date: string, startTime: string, timeZone: string): number {
  const start = minutesOf(startTime);
  if (start % 15 !== 0 || (startTime.length > 5 && !startTime.endsWith(':00'))) throw new BusinessError(M.rescheduleTimeStep);
  if (hoursUntil(date, timeOf(start), timeZone) < 0) throw new BusinessError(M.reschedulePast);
  return start;
}

/** The court is open for [start, end) on its own hours. */
export function fitsHours(court: CourtRow, start: number, end: number): boolean {
  const open = minutesOf(court.openTime);
  const close = endMinutesOf(court.closeTime) <= open ? 1440 : endMinutesOf(court.closeTime);
  return start >= open && end <= close;
}

/** Nothing else (booking, live hold, block, brother) occupies the court's keys in that time. */
export async function isFree(q: Queryable, clubId: number, court: CourtRow, date: string, start: number, end: number, bookingId: number) {
  const keys = lockKeys(court.id, await brothersOf(q, clubId, court.id)).map((k) => k.lockKey);
  const row = await firstRow<{ taken: boolean }>(
    q,
    sql`SELECT EXISTS (SELECT 1 FROM occupancy WHERE club_id = ${clubId} AND exclusive
          AND lock_key = ANY(${`{${keys.join(',')}}`}::text[])
          AND during && tsrange(${wallTimestamp(date, start)}::timestamp, ${wallTimestamp(date, end)}::timestamp)
          AND booking_id IS DISTINCT FROM ${bookingId}
          AND (kind <> 'hold' OR expires_at > now())) AS taken`,
  );
  return !row?.taken;
}

/** Courts of the booking's activity with their availability at the new time, closed told apart from taken. */
export async function courtsAt(q: Queryable, clubId: number, b: BookingRow, date: string, start: number, end: number) {
  const courts = await listCourts(q, clubId, b.activityId);
  const out = [];
  for (const c of courts) {
    // A shut court is said as closed, not as booked (the time is outside its hours).
    const closed = !fitsHours(c, start, end);
    const available = !closed && (await isFree(q, clubId, c, date, start, end, b.id));
    out.push({ court: c, available, closed });
  }
  return out;
}

/** Whose price a booking pays: its member under the club's rule (ADR 0075), or a guest (memberId null). */
export interface PriceFor {
  memberId: number | null;
  rule: MemberPricing;
}

/**
 * The price of the court for [start, end): its slot-length pieces priced like the calendar's, at
 * the member price when `payer` is a member on that date (a member's booking moved keeps paying
 * the member price, as the checkout would charge on the new date).
 */
export async function priceAt(q: Queryable, clubId: number, court: CourtRow, date: string, start: number, end: number, payer?: PriceFor) {
  const rules = court.priceClassId === null ? [] : ((await loadPricing(q, clubId, [court.priceClassId])).get(court.priceClassId) ?? []);
  const holidays = await loadHolidays(q, clubId, date, date);
  const memberRate = payer ? (await memberRateDates(q, clubId, payer.memberId, payer.rule, [date])).has(date) : false;
  const pieces: { start: number; end: number; grossMinor: number }[] = [];
  for (let t = start; t < end; t += court.slotDurationMinutes) {
    const len = Math.min(court.slotDurationMinutes, end - t);
    const price = priceSlot(rules, holidays, date, timeOf(t), len);
    pieces.push({ start: t, end: t + len, grossMinor: memberRate ? price.memberPriceMinor : price.priceMinor });
  }
  return { pieces, memberRate, grossMinor: pieces.reduce((n, p) => n + p.grossMinor, 0) };
}
