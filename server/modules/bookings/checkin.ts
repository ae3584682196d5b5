import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { BookingActionMessages as M, attendeeIdOf } from '../../../contract/booking-actions';
import { BusinessError } from '../../core/business-error';
import { todayIn } from '../../core/local-time';
import { recordHistory } from '../../ledger/history';
import { assertLive, attendeeCount, isBnpl, loadBooking, type BookingRow } from '../../ledger/booking-row';
import { historyActor, type BookingActor } from '../../core/actor';
import { hoursUntil } from '../../core/club-clock';
import { toMajor } from '../../core/money';
import { addNoShowFee, clearNoShowFee } from './fees';
import { logBookingChanged } from '../../ledger/change-log';
import { CHECKIN_UNDO_WINDOW_SECONDS, CourtsideMessages } from '../../../contract/courtside';

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
  const b = await checkinOpen(tx, a, bookingId, timeZone);
  const id = attendeeOf(attendee, attendeeCount(b));
  const [done] = await writeCheckins(tx, a, b, [id]);
  if (done === undefined) throw new BusinessError(M.alreadyCheckedIn);
  return id;
}

/**
 * Check in all (issue 27 item 8): every attendee of the booking not checked in yet, in one
 * transaction, by the same rules as one attendee. Returns the attendees it checked in.
 */
export async function checkInAll(tx: Tx, a: BookingActor, bookingId: number, timeZone: string): Promise<number[]> {
  const b = await checkinOpen(tx, a, bookingId, timeZone);
  const all = Array.from({ length: attendeeCount(b) }, (_, i) => i + 1);
  const done = await writeCheckins(tx, a, b, all);
  if (done.length === 0) throw new BusinessError(CourtsideMessages.allCheckedIn);
  return done;
}

/** A list of whole numbers as one int[] of bound parameters. */
function intArray(ids: number[]): SQL {
  return sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
}

/** The booking, locked, when it may be checked in now: live, not a no-show, and today. */
async function checkinOpen(tx: Tx, a: BookingActor, bookingId: number, timeZone: string): Promise<BookingRow> {
  const b = await loadBooking(tx, a.clubId, bookingId, true);
  assertLive(b);
  if (b.noShow) throw new BusinessError(M.checkinNoShow);
  if (b.bookingDate !== todayIn(timeZone)) throw new BusinessError(M.checkinNotToday);
  return b;
}

/** The one writer of check-in rows: inserts those not there yet, with their history and log. */
async function writeCheckins(tx: Tx, a: BookingActor, b: BookingRow, attendees: number[]): Promise<number[]> {
  const done = await rows<{ attendee: number }>(
    tx,
    sql`INSERT INTO booking_checkins (club_id, booking_id, attendee_id, handler, user_id)
        SELECT ${a.clubId}::int, ${b.id}::int, n, ${a.name}::text, ${a.userId}::int FROM unnest(${intArray(attendees)}) AS n
        ON CONFLICT DO NOTHING RETURNING attendee_id AS attendee`,
  );
  const ids = done.map((d) => d.attendee).sort((x, y) => x - y);
  if (ids.length === 0) return ids;
  await recordHistory(
    tx,
    ids.map((id) => ({
      clubId: a.clubId,
      entity: 'booking',
      entityId: b.id,
      action: 'checkin',
      actor: historyActor(a),
      after: { attendee: id },
    })),
  );
  // Other desks' open details follow the log (ADR 0057).
  await logBookingChanged(tx, a.clubId, b.id, 'checkin');
  return ids;
}

/**
 * Undo of check-ins just made (issue 27 item 8, ADR 0063): removes those attendees' check-in
 * rows of this club's booking while each is at most CHECKIN_UNDO_WINDOW_SECONDS old (database
 * clock), recording the undo in the booking's history. All or nothing: one attendee not checked
 * in, or one check-in too old, refuses the whole undo and changes nothing.
 */
export async function undoCheckins(tx: Tx, a: BookingActor, bookingId: number, attendees: number[]): Promise<void> {
  const b = await loadBooking(tx, a.clubId, bookingId, true);
  const wanted = [...new Set(attendees)];
  const found = await rows<{ attendee: number; fresh: boolean; handler: string }>(
    tx,
    sql`SELECT attendee_id AS attendee, handler,
               created_at > now() - make_interval(secs => ${CHECKIN_UNDO_WINDOW_SECONDS}) AS fresh
        FROM booking_checkins
        WHERE club_id = ${a.clubId} AND booking_id = ${b.id} AND attendee_id = ANY(${intArray(wanted)})
        FOR UPDATE`,
  );
  if (found.length !== wanted.length) throw new BusinessError(CourtsideMessages.notCheckedIn);
  if (found.some((f) => !f.fresh)) throw new BusinessError(CourtsideMessages.undoExpired);
  await tx.execute(
    sql`DELETE FROM booking_checkins WHERE club_id = ${a.clubId} AND booking_id = ${b.id}
        AND attendee_id = ANY(${intArray(wanted)})`,
  );
  await recordHistory(
    tx,
    found
      .sort((x, y) => x.attendee - y.attendee)
      .map((f) => ({
        clubId: a.clubId,
        entity: 'booking',
        entityId: b.id,
        action: 'checkin-undo',
        actor: historyActor(a),
        before: { attendee: f.attendee, handler: f.handler },
      })),
  );
  await logBookingChanged(tx, a.clubId, b.id, 'checkin');
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
  // The no-show fee follows the mark (ADR 0079): added on marking, removed (and any payment
  // toward it given back) on clearing.
  const added = noShow ? await addNoShowFee(tx, a, b) : 0;
  const cleared = !noShow && b.noShow ? await clearNoShowFee(tx, a, b) : { removed: 0, refunded: 0 };
  await tx.execute(sql`UPDATE bookings SET no_show = ${noShow} WHERE id = ${b.id}`);
  await recordHistory(tx, {
    clubId: a.clubId,
    entity: 'booking',
    entityId: b.id,
    action: 'noshow',
    actor: historyActor(a),
    before: { noShow: b.noShow },
    after: { noShow, feeAdded: toMajor(added), feeRemoved: toMajor(cleared.removed), feeRefunded: toMajor(cleared.refunded) },
  });
  await logBookingChanged(tx, a.clubId, b.id, 'noshow');
}
