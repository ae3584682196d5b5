import { sql } from 'drizzle-orm';
import { ImportMessages, type ImportReply, type ImportRowResult, type RowError } from '../../../contract/data-import';
import type { Db, Queryable, Tx } from '../../db/client';
import { rows } from '../../db/rows';
import { loadClub, type ClubContext } from '../../core/club-context';
import { todayIn } from '../../core/local-time';
import { toMajor } from '../../core/money';
import { recordHistory } from '../../ledger/history';
import { lockCourtTime } from '../../ledger/occupancy';
import { bookingClubState, checkBookingRow, type BookingClubState, type BookingIn } from './booking-rows';
import { CourtTimeBook } from './booking-time';
import { createImportedBooking } from './booking-writes';
import { runImport, type Checked, type Passed } from './import-flow';
import type { ImportRequest } from './import-members';
import { cellsByField, type Mapping } from './mapping';
import { recordSources } from './runs';

/**
 * Future bookings from a file (issue 31, ADR 0074 addendum). Every row is checked with the
 * booking screens' rules and its court time judged against the club's occupancy (and the file's
 * earlier rows); a commit re-judges each batch under the court-time locks and writes each booking
 * through the one booking creator (ledger/booking-create.ts), so the exclusion constraint and
 * brother locks hold exactly as for a checkout. Matched by booking reference: a re-run changes nothing.
 */
export async function importBookings(db: Db, req: ImportRequest): Promise<ImportReply> {
  const club = await loadClub(db, req.clubId);
  const today = todayIn(club.timeZone);
  const state = await bookingClubState(db, req.clubId);
  return runImport<BookingIn>(db, req, {
    kind: 'bookings',
    check: (q, mapping) => checkBookings(q, req, club, today, state, mapping),
    writeBatch: (tx, runId, batch) => writeBookingBatch(tx, req, state, runId, batch),
    totals: (passed) => ({
      members: new Set(passed.filter((b) => b.memberId !== null).map((b) => b.memberId)).size,
      bookings: passed.length,
      amount: toMajor(passed.reduce((n, b) => n + b.amountMinor, 0)),
      paid: toMajor(passed.reduce((n, b) => n + b.paidMinor, 0)),
      balance: toMajor(passed.reduce((n, b) => n + b.amountMinor - b.paidMinor, 0)),
    }),
  });
}

/** A booking an earlier import made, by its reference, as a re-run compares it. */
interface Imported {
  reference: string;
  activityId: number;
  date: string;
  startTime: string;
  endTime: string;
  courtIds: number[];
  mobile: string;
  grossMinor: number;
  openingMinor: number;
  cancelled: boolean;
}

async function importedByReference(q: Queryable, clubId: number): Promise<Map<string, Imported>> {
  const list = await rows<Imported>(
    q,
    sql`SELECT s.reference, b.activity_id AS "activityId", b.booking_date::text AS date, b.start_time::text AS "startTime",
               b.end_time::text AS "endTime", b.court_ids AS "courtIds", b.customer_country_code || b.customer_mobile AS mobile,
               b.court_gross_minor::float8 AS "grossMinor", b.cancelled,
               COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.booking_id = b.id AND t.opening), 0)::float8 AS "openingMinor"
        FROM import_sources s JOIN bookings b ON b.club_id = s.club_id AND b.id = s.entity_id
        WHERE s.club_id = ${clubId} AND s.entity = 'booking' AND s.reference IS NOT NULL`,
  );
  return new Map(list.map((b) => [b.reference, b]));
}

/** Whether a booking made by an earlier import is the row's booking (a re-run). */
function sameBooking(b: BookingIn, found: Imported): boolean {
  return (
    found.activityId === b.activityId &&
    found.date === b.date &&
    found.startTime === b.slots[0]!.slotTime &&
    found.endTime === b.slots.at(-1)!.endTime &&
    found.courtIds.length === 1 &&
    found.courtIds[0] === b.court.id &&
    found.mobile === b.countryCode + b.mobile &&
    found.grossMinor === b.amountMinor &&
    found.openingMinor === b.paidMinor
  );
}

async function checkBookings(
  q: Queryable,
  req: ImportRequest,
  club: ClubContext,
  today: string,
  state: BookingClubState,
  mapping: Mapping,
): Promise<Checked<BookingIn>> {
  const { sheet } = req;
  const imported = await importedByReference(q, req.clubId);
  const results: ImportRowResult[] = [];
  // Each row's own checks first; court time is judged after, against the club and the earlier rows.
  const own: { b: BookingIn; result: ImportRowResult }[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of sheet.rows) {
    const checked = checkBookingRow(cellsByField(sheet.columns, mapping, cells), row, club, today, state);
    const first = checked.ok ? seen.get(checked.value.reference) : undefined;
    if (!checked.ok || first !== undefined) {
      const errors = checked.ok ? [{ field: 'reference', message: ImportMessages.referenceTwice(first!) }] : checked.errors;
      results.push({ row, ok: false, errors });
      continue;
    }
    seen.set(checked.value.reference, row);
    const result: ImportRowResult = { row, ok: true, errors: [] };
    results.push(result);
    own.push({ b: checked.value, result });
  }
  const book = await CourtTimeBook.load(
    q,
    req.clubId,
    own.map((o) => o.b),
    state.brothers,
  );
  const passed: Passed<BookingIn>[] = [];
  for (const { b, result } of own) {
    const found = imported.get(b.reference);
    // A re-run: the booking an earlier import made must be the row's, still live.
    const error = found
      ? sameBooking(b, found) && !found.cancelled
        ? null
        : { field: 'reference', message: ImportMessages.bookingDiffers }
      : book.take(b);
    if (error) {
      result.ok = false;
      result.errors = [error];
      continue;
    }
    result.action = found ? 'unchanged' : 'create';
    passed.push({ row: b.row, action: result.action, value: b });
  }
  return { results, passed };
}

/**
 * One batch in the caller's transaction: the court-time locks of all its bookings in the one
 * global order (lockCourtTime), the batch re-judged under them against the occupancy as it is
 * now (a desk may have booked since the check; such a row is returned, not written), then each
 * booking through the one booking creator with its opening money row, history and provenance.
 */
export async function writeBookingBatch(tx: Tx, req: ImportRequest, state: BookingClubState, runId: number, batch: Passed<BookingIn>[]) {
  const { clubId, actor } = req;
  const list = batch.map((p) => p.value);
  const whole = new Map<string, { courtId: number; brothers: number[]; date: string }>();
  const groups: { courtId: number; date: string; start: number }[] = [];
  for (const b of list) {
    if (b.activityType === 1) groups.push(...b.slots.map((s) => ({ courtId: s.courtId, date: s.date, start: s.start })));
    else whole.set(`${b.court.id}|${b.date}`, { courtId: b.court.id, brothers: state.brothers.get(b.court.id) ?? [], date: b.date });
  }
  await lockCourtTime(tx, [...whole.values()], groups);
  const book = await CourtTimeBook.load(tx, clubId, list, state.brothers);
  const lost: { row: number; error: RowError }[] = [];
  const made: { b: BookingIn; id: number }[] = [];
  for (const b of list) {
    const taken = book.take(b);
    if (taken) {
      lost.push({ row: b.row, error: taken });
      continue;
    }
    made.push({ b, id: await createImportedBooking(tx, clubId, actor, state.brothers, b) });
  }
  await recordHistory(
    tx,
    made.map(({ b, id }) => ({
      clubId,
      entity: 'booking',
      entityId: id,
      action: 'import',
      actor,
      after: { reference: b.reference, amountMinor: b.amountMinor, paidMinor: b.paidMinor, places: b.places, runId, row: b.row },
    })),
  );
  await recordSources(
    tx,
    clubId,
    runId,
    made.map(({ b, id }) => ({ entity: 'booking' as const, entityId: id, row: b.row, action: 'created' as const, reference: b.reference })),
  );
  return lost;
}
