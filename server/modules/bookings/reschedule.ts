import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { BookingActionMessages as M } from '../../../contract/booking-actions';
import { BusinessError } from '../../core/business-error';
import { brothersOf, findCourt, loadClub, type CourtRow } from '../../core/club-context';
import { lockConflictKeys, recordChange } from '../../ledger/occupancy';
import { addBookingSlots } from '../../ledger/booking-create';
import { recordHistory } from '../../ledger/history';
import { timeOf } from '../../core/dates';
import { toMajor } from '../../core/money';
import { assertLive, assertNotMarketplace, loadBooking, type BookingRow } from '../../ledger/booking-row';
import { toMinorUnits } from '../../../contract/money-round';
import { checkStart, courtsAt, currentPlace, fitsHours, isFree, priceAt } from './reschedule-place';
import { releaseOccupancy, writeRefunds } from './cancel';
import { historyActor, type BookingActor } from '../../core/actor';
import { findActivity } from '../../core/club-context';
import { brokenLimits } from '../fair-use/check';
import { judgeFairUse, recordFairUseOverride, type FairUseOverride } from '../fair-use/override';

export interface RescheduleInput {
  bookingId: number;
  rescheduleDate: string;
  startTime: string;
  courtId?: number | null;
  reschedulePrice?: number | null;
  /** An admin moves past a fair-use limit with a reason (ADR 0078 addendum); the marketplace cannot. */
  fairUseOverride?: { reason?: string | null } | null;
}

/**
 * The fair-use limits at the booking's new place (ADR 0078 addendum), through the one rule
 * (`brokenLimits`): the moved booking counts only at its new place, so moving it inside the limits
 * always passes, and moving it into peak hours past H or W, or past the days-ahead horizon, is
 * refused. The desk's admin may override with a reason; a marketplace request cannot.
 */
async function fairUseAtNewPlace(
  tx: Tx,
  b: BookingRow,
  ask: { clubId: number; timeZone: string; date: string; courtId: number; pieces: { start: number; end: number }[] },
  who: { staff: boolean; isAdmin: boolean; override: RescheduleInput['fairUseOverride'] },
): Promise<FairUseOverride | null> {
  const activity = await findActivity(tx, ask.clubId, b.activityId);
  const broken = await brokenLimits(tx, {
    clubId: ask.clubId,
    timeZone: ask.timeZone,
    activityId: b.activityId,
    activityName: activity?.name ?? '',
    customer: { name: b.customerName, countryCode: b.customerCountryCode, mobile: b.customerMobile, memberId: b.memberId ?? undefined },
    slots: ask.pieces.map((p) => ({ courtId: ask.courtId, date: ask.date, slotTime: timeOf(p.start), endTime: timeOf(p.end % 1440) })),
    where: who.staff ? 'desk' : 'marketplace',
    movingBookingId: b.id,
  });
  if (!who.staff) {
    if (broken.length > 0) throw new BusinessError(broken.join('. '));
    return null;
  }
  return judgeFairUse(broken, { isAdmin: who.isAdmin }, who.override);
}

async function prepare(q: Queryable, clubId: number, input: RescheduleInput, timeZone: string, lock: boolean, staff: boolean) {
  const b = await loadBooking(q, clubId, input.bookingId, lock);
  assertLive(b);
  if (staff) assertNotMarketplace(b);
  const place = await currentPlace(q, clubId, b);
  const start = checkStart(input.rescheduleDate, input.startTime, timeZone);
  return { b, place, start, end: start + (place.end - place.start) };
}

/** The booking's payer for pricing the new place: its member (if any) under the club's member-price rule. */
async function payerOf(q: Queryable, clubId: number, b: BookingRow) {
  return { memberId: b.memberId, rule: (await loadClub(q, clubId)).memberPricing };
}

async function targetCourt(q: Queryable, clubId: number, b: BookingRow, courtId: number | null | undefined): Promise<CourtRow> {
  const court = courtId ? await findCourt(q, clubId, courtId) : undefined;
  if (!court || court.activityId !== b.activityId) throw new BusinessError(M.courtNotFound);
  return court;
}

/** Reschedule verify: the courts of the activity and whether each is free at the new time. */
export async function verifyReschedule(q: Queryable, clubId: number, input: RescheduleInput, timeZone: string) {
  const { b, start, end } = await prepare(q, clubId, input, timeZone, false, true);
  const courts = await courtsAt(q, clubId, b, input.rescheduleDate, start, end);
  return {
    endTime: timeOf(end % 1440),
    courts: courts.map((c) => ({
      courtId: c.court.id,
      courtName: c.court.name,
      available: c.available,
      closed: c.closed,
      openTime: c.court.openTime,
      closeTime: c.court.closeTime,
    })),
  };
}

/** Reschedule pricing: availability of one court (closed told apart) and the price there against today's price. */
export async function priceReschedule(q: Queryable, clubId: number, input: RescheduleInput, timeZone: string) {
  const { b, start, end } = await prepare(q, clubId, input, timeZone, false, true);
  const court = await targetCourt(q, clubId, b, input.courtId);
  const closed = !fitsHours(court, start, end);
  const available = !closed && (await isFree(q, clubId, court, input.rescheduleDate, start, end, b.id));
  const { grossMinor } = await priceAt(q, clubId, court, input.rescheduleDate, start, end, await payerOf(q, clubId, b));
  return {
    available,
    closed,
    reschedulePrice: toMajor(grossMinor),
    currentPrice: toMajor(b.courtGross),
    difference: toMajor(grossMinor - b.courtGross),
  };
}

/**
 * Moves a booking in one transaction: the old court time is freed and the new one taken through
 * the occupancy constraint (a desk racing for the same time gets "no longer available"), the
 * court price becomes the new court's price; more is owed as balance, and what was paid beyond
 * the new price is refunded as refund rows in the mode it was paid.
 */
export async function reschedule(
  tx: Tx,
  a: BookingActor,
  input: RescheduleInput,
  timeZone: string,
  staff = true,
  isAdmin = false,
): Promise<void> {
  const { b, place, start, end } = await prepare(tx, a.clubId, input, timeZone, true, staff);
  const date = input.rescheduleDate;
  const court = await targetCourt(tx, a.clubId, b, input.courtId);
  if (!fitsHours(court, start, end)) throw new BusinessError(M.rescheduleOutsideHours);
  const priced = await priceAt(tx, a.clubId, court, date, start, end, await payerOf(tx, a.clubId, b));
  if (input.reschedulePrice !== null && input.reschedulePrice !== undefined && toMinorUnits(input.reschedulePrice) !== priced.grossMinor) {
    throw new BusinessError(M.reschedulePriceChanged);
  }
  // The customer's fair-use lock (taken inside, when the activity has a count or hours limit) comes
  // after the booking's row and before the court keys: no path holding it waits for a booking row.
  const fairUse = await fairUseAtNewPlace(
    tx,
    b,
    { clubId: a.clubId, timeZone, date, courtId: court.id, pieces: priced.pieces },
    { staff, isAdmin, override: input.fairUseOverride },
  );
  const brothers = await brothersOf(tx, a.clubId, court.id);
  await lockConflictKeys(tx, [{ courtId: court.id, brothers, date }]);

  await tx.execute(sql`INSERT INTO booking_reschedules (club_id, booking_id, court_name, slot_date, start_time, end_time, gross_minor, handler)
    VALUES (${a.clubId}, ${b.id}, ${place.courtName}, ${place.date}, ${timeOf(place.start)}, ${timeOf(place.end % 1440)}, ${b.courtGross}, ${a.name})`);
  await releaseOccupancy(tx, a.clubId, b.id);
  await tx.execute(sql`DELETE FROM booking_slots WHERE club_id = ${a.clubId} AND booking_id = ${b.id}`);
  // The new slots (one per slot-length piece) and their court time: one statement (ledger/booking-create.ts).
  await addBookingSlots(tx, b.id, {
    clubId: a.clubId,
    slots: priced.pieces.map((p) => ({
      courtId: court.id,
      date,
      slotTime: timeOf(p.start),
      endTime: timeOf(p.end % 1440),
      count: 1,
      grossMinor: p.grossMinor,
      priceMinor: p.grossMinor,
      memberRate: priced.memberRate,
    })),
    courtTime: priced.pieces.map((p) => ({
      courtId: court.id,
      date,
      slotTime: timeOf(p.start),
      start: p.start,
      end: p.end,
      activityId: b.activityId,
      exclusive: true,
      count: 1,
    })),
    brothers: new Map([[court.id, brothers]]),
  });
  await tx.execute(sql`UPDATE bookings SET booking_date = ${date}, start_time = ${timeOf(start)}, end_time = ${timeOf(end % 1440)},
      court_gross_minor = ${priced.grossMinor} WHERE id = ${b.id}`);
  // Both days change: the one it leaves and the one it moves to (a desk may show either).
  await recordChange(tx, a.clubId, b.activityId, date, 'reschedule');
  if (place.date !== date) await recordChange(tx, a.clubId, b.activityId, place.date, 'reschedule');

  const newNet = Math.max(0, priced.grossMinor - b.volumeDiscount - b.clubDiscount - b.credits);
  const excess = b.courtPaid - newNet;
  if (excess > 0) await writeRefunds(tx, a, b, excess, 'as-paid', 'reschedule', 'court');
  await recordHistory(tx, {
    clubId: a.clubId,
    entity: 'booking',
    entityId: b.id,
    action: 'reschedule',
    actor: historyActor(a),
    before: {
      court: place.courtName,
      date: place.date,
      start: timeOf(place.start),
      end: timeOf(place.end % 1440),
      gross: toMajor(b.courtGross),
    },
    after: {
      court: court.name,
      date,
      start: timeOf(start),
      end: timeOf(end % 1440),
      gross: toMajor(priced.grossMinor),
      refund: toMajor(Math.max(0, excess)),
    },
  });
  if (fairUse) await recordFairUseOverride(tx, a.clubId, 'booking', b.id, historyActor(a), fairUse);
}

/** Enable Reschedule: a marketplace booking may be moved by its customer through the marketplace. */
export async function enableReschedule(tx: Tx, a: BookingActor, bookingId: number): Promise<void> {
  const b = await loadBooking(tx, a.clubId, bookingId, true);
  assertLive(b);
  if (!b.isMarketplace) throw new BusinessError(M.notMarketplace);
  await tx.execute(sql`UPDATE bookings SET reschedule_enabled = true WHERE id = ${b.id}`);
  await recordHistory(tx, {
    clubId: a.clubId,
    entity: 'booking',
    entityId: b.id,
    action: 'reschedule_enabled',
    actor: historyActor(a),
    before: { rescheduleEnabled: b.rescheduleEnabled },
    after: { rescheduleEnabled: true },
  });
}
