import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rows } from '../../db/rows';
import { BookingActionMessages as M } from '../../../contract/booking-actions';
import { BusinessError } from '../availability/business-error';
import { todayIn } from '../availability/local-time';
import { recordHistory } from '../history/record';
import { assertLive, attendeeCount, isBnpl, loadBooking } from './booking-row';
import { historyActor, type BookingActor } from './actor';

/**
 * Check In: only on the booking's date in club time, never for a cancelled booking. A booking
 * of several attendees checks in one attendee at a time: `id` must be an integer of its
 * attendee list (1…places); a single booking checks in as attendee 1.
 */
export async function checkIn(tx: Tx, a: BookingActor, bookingId: number, attendee: unknown, timeZone: string): Promise<number> {
  const b = await loadBooking(tx, a.clubId, bookingId, true);
  assertLive(b);
  if (b.bookingDate !== todayIn(timeZone)) throw new BusinessError(M.checkinNotToday);
  const count = attendeeCount(b);
  let id = 1;
  if (count > 1 || (attendee !== null && attendee !== undefined && attendee !== '')) {
    const n = typeof attendee === 'number' ? attendee : typeof attendee === 'string' && /^\d+$/.test(attendee.trim()) ? Number(attendee) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > count) throw new BusinessError(M.invalidAttendee);
    id = n;
  }
  const done = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO booking_checkins (club_id, booking_id, attendee_id, handler, user_id)
        VALUES (${a.clubId}, ${b.id}, ${id}, ${a.name}, ${a.userId}) ON CONFLICT DO NOTHING RETURNING id`,
  );
  if (done.length === 0) throw new BusinessError(M.alreadyCheckedIn);
  await recordHistory(tx, { clubId: a.clubId, entity: 'booking', entityId: b.id, action: 'checkin', actor: historyActor(a), after: { attendee: id } });
  return id;
}

/** Mark As No Show (a switch): only for pay-later bookings that are not cancelled. */
export async function setNoShow(tx: Tx, a: BookingActor, bookingId: number, noShow: boolean): Promise<void> {
  const b = await loadBooking(tx, a.clubId, bookingId, true);
  if (b.cancelled || !isBnpl(b)) throw new BusinessError(M.noShowOnlyBnpl);
  await tx.execute(sql`UPDATE bookings SET no_show = ${noShow} WHERE id = ${b.id}`);
  await recordHistory(tx, {
    clubId: a.clubId, entity: 'booking', entityId: b.id, action: 'noshow', actor: historyActor(a),
    before: { noShow: b.noShow }, after: { noShow },
  });
}
