import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { BookingActionMessages as M, attendeeIdOf } from '../../../contract/booking-actions';
import { BusinessError } from '../../core/business-error';
import { todayIn } from '../../core/local-time';
import { recordHistory } from '../../ledger/history';
import { assertLive, attendeeCount, isBnpl, loadBooking, type BookingRow } from '../../ledger/booking-row';
import { historyActor, type BookingActor } from '../../core/actor';
import { hoursUntil } from '../../core/club-clock';
import { logBookingChanged } from '../../ledger/change-log';

/** The attendee a check-in names (contract's attendeeIdOf); out of range is refused, never moved. */
function attendeeOf(attendee: unknown, count: number): number {
  const id = attendeeIdOf(attendee, count);
  if (id === null) throw new BusinessError(M.attendeeRange(count));
  return id;
}

async function checkedInCount(tx: Tx, b: BookingRow): Promise<number> {
  const found = await firstRow<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM booking_checkins WHERE booking_id = ${b.id}`);
  return found?.n ?? 0;
}

/**
 * Check In: only on the booking's date in club time, never for a cancelled booking nor one
 * marked as no-show (the two exclude each other). A booking of several attendees checks in one
 * attendee at a time.
 */
export async function checkIn(tx: Tx, a: BookingActor, bookingId: number, attendee: unknown, timeZone: string): Promise<number> {
  const b = await loadBooking(tx, a.clubId, bookingId, true);
  assertLive(b);
  if (b.noShow) throw new BusinessError(M.checkinNoShow);
  if (b.bookingDate !== todayIn(timeZone)) throw new BusinessError(M.checkinNotToday);
  const id = attendeeOf(attendee, attendeeCount(b));
  const done = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO booking_checkins (club_id, booking_id, attendee_id, handler, user_id)
        VALUES (${a.clubId}, ${b.id}, ${id}, ${a.name}, ${a.userId}) ON CONFLICT DO NOTHING RETURNING id`,
  );
  if (done.length === 0) throw new BusinessError(M.alreadyCheckedIn);
  await recordHistory(tx, {
    clubId: a.clubId,
    entity: 'booking',
    entityId: b.id,
    action: 'checkin',
    actor: historyActor(a),
    after: { attendee: id },
  });
  // Other desks' open details follow the log (ADR 0057).
  await logBookingChanged(tx, a.clubId, b.id, 'checkin');
  return id;
}

/**
 * Mark As No Show (a switch): only for pay-later bookings that are not cancelled; marking needs
 * the booking to have started (club time) and nobody checked in. Clearing a mark is always allowed.
 */
export async function setNoShow(
  tx: Tx,
  a: BookingActor,
  bookingId: number,
  noShow: boolean,
  timeZone: string,
  now = new Date(),
): Promise<void> {
  const b = await loadBooking(tx, a.clubId, bookingId, true);
  if (b.cancelled || !isBnpl(b)) throw new BusinessError(M.noShowOnlyBnpl);
  if (noShow && (await checkedInCount(tx, b)) > 0) throw new BusinessError(M.noShowCheckedIn);
  if (noShow && hoursUntil(b.bookingDate, b.startTime, timeZone, now) > 0) throw new BusinessError(M.noShowBeforeStart);
  await tx.execute(sql`UPDATE bookings SET no_show = ${noShow} WHERE id = ${b.id}`);
  await recordHistory(tx, {
    clubId: a.clubId,
    entity: 'booking',
    entityId: b.id,
    action: 'noshow',
    actor: historyActor(a),
    before: { noShow: b.noShow },
    after: { noShow },
  });
  await logBookingChanged(tx, a.clubId, b.id, 'noshow');
}
