import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rows } from '../db/rows';
import { lockKeys, occupySelectSql } from './occupancy';
import { arr } from './occupy-many';
import { NO_TAX_ON_TOP, type SaleTax } from './tax-on-top';

/**
 * The one writer of `bookings` and `booking_slots` (issue 25): checkout, bulk patterns, the
 * marketplace, reschedule and the demo all build their rows here, so every booking gets the same
 * columns, its slots are joined to it the same way and its court time goes through the one
 * occupancy writer (occupySelectSql). The pieces are CTEs over arrays (unnest), so one booking
 * and a pattern's thousands of slots cost the same number of statements, and a caller embeds
 * them in its own statement (a checkout writes everything in one, ADR 0039). The caller holds
 * the court-time locks of what it writes (releaseHoldsAndLock, lockManySlots, lockConflictKeys),
 * so an overlap is a clean 23P01 from this statement and nothing is written.
 */

/** Who the bookings of a set are for and who takes them: the same for every booking of the set. */
export interface BookingParty {
  memberId: number | null;
  /** The customer row: an id, or an expression of the embedding statement (`(SELECT id FROM cust)`). */
  customerId: number | SQL | null;
  name: string;
  countryCode: string;
  mobile: string;
  email: string | null;
  remarks: string | null;
  place: string;
  handler: string;
  userId: number | null;
  /** The pattern the bookings are occurrences of (ADR 0025). */
  patternId?: number | null;
  isMarketplace?: boolean;
  /** GST on top of the court line, fixed as the bookings are priced (ADR 0082; none when prices include tax). */
  courtTax?: SaleTax;
  /** The customer's GSTIN given at checkout (B2B): the recipient on the booking's invoices. */
  customerGstin?: string | null;
}

/** One booking of a set. Its `date` (booking_date) is its key: a set holds one booking per date. */
export interface NewBooking {
  date: string;
  activityId: number;
  startTime: string;
  endTime: string;
  slotCount: number;
  grossMinor: number;
  volumeDiscountMinor?: number;
  clubDiscountMinor?: number;
  creditsMinor?: number;
}

/** One slot of a booking. */
export interface NewBookingSlot {
  courtId: number;
  date: string;
  slotTime: string;
  endTime: string;
  count: number;
  grossMinor: number;
  priceMinor: number;
  /** Sold at the member price (ADR 0075); a guest price when absent. */
  memberRate?: boolean;
}

/**
 * Court time the slots take: one row per slot, or one per run of back-to-back slots of a court
 * (ADR 0031), named by the slot it starts at (court, date, slot time). A set never holds two
 * slots of one court, date and time.
 */
export interface NewCourtTime {
  courtId: number;
  date: string;
  slotTime: string;
  /** Minutes after midnight of `date`; the end may pass midnight. */
  start: number;
  end: number;
  activityId: number;
  /** false for the places of a group (type 1) slot. */
  exclusive: boolean;
  count: number;
}

/** A slot of a set: `booking` is the date of the set's booking it belongs to (its key). */
export interface NewSetSlot extends NewBookingSlot {
  booking: string;
}

/** The slots of some bookings and the court time they take. */
export interface SlotSet<S extends NewBookingSlot = NewBookingSlot> {
  clubId: number;
  slots: S[];
  courtTime: NewCourtTime[];
  /** Brother courts (both directions) of the whole courts of courtTime; group places have none. */
  brothers: Map<number, number[]>;
}

/** A set of new bookings with their slots and court time. */
export interface BookingSet extends SlotSet<NewSetSlot> {
  party: BookingParty;
  bookings: NewBooking[];
}

/** What the set wrote, one row per booking. */
export interface CreatedBooking {
  id: number;
  date: string;
  checkinSecret: string;
}

const flag = (b: boolean) => (b ? 't' : 'f');

/**
 * Each booking's `court_ids` as the slot triggers keep them (sorted, distinct; migration 0106,
 * ADR 0041), as text for an array column ("3-7"): set with the booking, the trigger has nothing
 * left to update.
 */
function courtIdsByBooking(slots: NewSetSlot[]): Map<string, string> {
  const courts = new Map<string, Set<number>>();
  for (const s of slots) courts.set(s.booking, (courts.get(s.booking) ?? new Set()).add(s.courtId));
  return new Map([...courts].map(([k, ids]) => [k, [...ids].sort((a, b) => a - b).join('-')]));
}

/** `b AS (INSERT INTO bookings …)`: one row per booking, RETURNING id, booking_date, checkin_secret. */
function bookingsCtes(clubId: number, party: BookingParty, list: NewBooking[], courtIds: Map<string, string>): SQL {
  const p = party;
  return sql`b_in AS (
      SELECT * FROM unnest(${arr(list.map((b) => b.date))}::date[], ${arr(list.map((b) => b.activityId))}::int[],
                           ${arr(list.map((b) => b.startTime))}::time[], ${arr(list.map((b) => b.endTime))}::time[],
                           ${arr(list.map((b) => b.slotCount))}::int[], ${arr(list.map((b) => b.grossMinor))}::bigint[],
                           ${arr(list.map((b) => b.volumeDiscountMinor ?? 0))}::bigint[],
                           ${arr(list.map((b) => b.clubDiscountMinor ?? 0))}::bigint[],
                           ${arr(list.map((b) => b.creditsMinor ?? 0))}::bigint[],
                           ${arr(list.map((b) => courtIds.get(b.date) ?? ''))}::text[])
        AS u(day, activity_id, st, et, n, gross, volume, club_discount, credits, courts)
    ), b AS (
      INSERT INTO bookings (club_id, activity_id, booking_date, start_time, end_time, slot_count, member_id, customer_id,
        customer_name, customer_country_code, customer_mobile, customer_email, remarks, court_gross_minor, volume_discount_minor,
        club_discount_minor, credits_minor, is_marketplace, place, handler, user_id, pattern_id, court_ids, tax_rate_bp, tax_inter_state,
        customer_gstin)
      SELECT ${clubId}, u.activity_id, u.day, u.st, u.et, u.n, ${p.memberId}::int, ${p.customerId}::int, ${p.name}, ${p.countryCode},
             ${p.mobile}, ${p.email}, ${p.remarks}, u.gross, u.volume, u.club_discount, u.credits, ${p.isMarketplace ?? false}::boolean,
             ${p.place}, ${p.handler}, ${p.userId}::int, ${p.patternId ?? null}::int, string_to_array(u.courts, '-')::int[],
             ${(p.courtTax ?? NO_TAX_ON_TOP).rateBp}::int, ${(p.courtTax ?? NO_TAX_ON_TOP).interState}::boolean, ${p.customerGstin ?? null}::text
      FROM b_in u ORDER BY u.day
      RETURNING id, booking_date, checkin_secret
    )`;
}

/**
 * `b_slots AS (INSERT INTO booking_slots …)` and `b_occupancy AS (occupySelectSql …)`: the
 * slots (in the order given), each of its set's booking (`b`, joined by date) or of one existing
 * booking (`bookingId`), and their court time joined to the slot each run starts at: the court's
 * own conflict key, plus one per brother pair for whole courts (lockKeys).
 */
function slotCtes(s: SlotSet<NewBookingSlot & { booking?: string }>, bookingId: number | null): SQL {
  const { clubId, slots, courtTime } = s;
  const owner =
    bookingId === null ? { id: sql`b.id`, join: sql`JOIN b ON b.booking_date = u.booking` } : { id: sql`${bookingId}::int`, join: sql`` };
  const keyed = new Map<string, { courtId: number; exclusive: boolean }>();
  for (const t of courtTime) keyed.set(`${t.courtId}|${t.exclusive}`, { courtId: t.courtId, exclusive: t.exclusive });
  const keys = [...keyed.values()].flatMap(({ courtId, exclusive }) =>
    lockKeys(courtId, exclusive ? (s.brothers.get(courtId) ?? []) : []).map((k) => ({ ...k, src: courtId, exclusive })),
  );
  return sql`b_slots AS (
      INSERT INTO booking_slots (club_id, booking_id, court_id, slot_date, slot_time, end_time, count, gross_minor, price_minor, member_rate)
      SELECT ${clubId}, ${owner.id}, u.court_id, u.day, u.st, u.et, u.n, u.gross, u.price, u.member
      FROM unnest(${arr(slots.map((x) => x.booking ?? x.date))}::date[], ${arr(slots.map((x) => x.courtId))}::int[],
                  ${arr(slots.map((x) => x.date))}::date[], ${arr(slots.map((x) => x.slotTime))}::time[],
                  ${arr(slots.map((x) => x.endTime))}::time[], ${arr(slots.map((x) => x.count))}::int[],
                  ${arr(slots.map((x) => x.grossMinor))}::bigint[], ${arr(slots.map((x) => x.priceMinor))}::bigint[],
                  ${arr(slots.map((x) => (x.memberRate ? 't' : 'f')))}::boolean[])
        WITH ORDINALITY AS u(booking, court_id, day, st, et, n, gross, price, member, i)
      ${owner.join}
      ORDER BY u.i
      RETURNING id, booking_id, court_id, slot_date, slot_time
    ), b_time AS (
      SELECT * FROM unnest(${arr(courtTime.map((t) => t.courtId))}::int[], ${arr(courtTime.map((t) => t.date))}::date[],
                           ${arr(courtTime.map((t) => t.slotTime))}::time[], ${arr(courtTime.map((t) => t.start))}::int[],
                           ${arr(courtTime.map((t) => t.end))}::int[], ${arr(courtTime.map((t) => t.activityId))}::int[],
                           ${arr(courtTime.map((t) => flag(t.exclusive)))}::boolean[], ${arr(courtTime.map((t) => t.count))}::int[])
        AS t(court_id, day, st, a, z, activity_id, exclusive, n)
    ), b_keys AS (
      SELECT * FROM unnest(${arr(keys.map((k) => k.src))}::int[], ${arr(keys.map((k) => flag(k.exclusive)))}::boolean[],
                           ${arr(keys.map((k) => k.courtId))}::int[], ${arr(keys.map((k) => k.lockKey))}::text[],
                           ${arr(keys.map((k) => flag(k.viaBrother)))}::boolean[])
        AS k(src, exclusive, shown, lock_key, via)
    ), b_occupancy AS (
      ${occupySelectSql(
        {
          clubId,
          courtId: sql`k.shown`,
          activityId: sql`t.activity_id`,
          lockKey: sql`k.lock_key`,
          during: sql`tsrange(t.day + make_interval(mins => t.a), t.day + make_interval(mins => t.z))`,
          kind: sql`'booking'`,
          exclusive: sql`t.exclusive`,
          count: sql`t.n`,
          viaBrother: sql`k.via`,
          sourceCourtId: sql`s.court_id`,
          bookingId: sql`s.booking_id`,
          bookingSlotId: sql`s.id`,
        },
        sql`FROM b_time t JOIN b_slots s ON s.court_id = t.court_id AND s.slot_date = t.day AND s.slot_time = t.st
          JOIN b_keys k ON k.src = t.court_id AND k.exclusive = t.exclusive`,
      )}
    )`;
}

/**
 * The CTEs that create a set of bookings, for a statement that embeds them: `b` (id,
 * booking_date, checkin_secret: one row per booking) and, after it, `b_slots` (id, booking_id,
 * court_id, slot_date, slot_time) and `b_occupancy`. Other CTEs of the statement may read `b`
 * (e.g. `(SELECT id FROM b)` for a set of one booking).
 */
export function createBookingsCtes(set: BookingSet): SQL {
  return sql`${bookingsCtes(set.clubId, set.party, set.bookings, courtIdsByBooking(set.slots))}, ${slotCtes(set, null)}`;
}

/**
 * Creates a set of bookings in one statement; `more` are further CTEs of the same statement
 * (money rows, change rows) that may read `b`. Returns each booking by date.
 */
export async function createBookings(q: Queryable, set: BookingSet, more: SQL[] = []): Promise<CreatedBooking[]> {
  const extra = more.length > 0 ? sql`, ${sql.join(more, sql`, `)}` : sql``;
  return rows<CreatedBooking>(
    q,
    sql`WITH ${createBookingsCtes(set)}${extra}
        SELECT id, booking_date::text AS date, checkin_secret AS "checkinSecret" FROM b ORDER BY booking_date`,
  );
}

/**
 * Adds slots and their court time to one existing booking in one statement (a booking moved to
 * a new time gets new slots).
 */
export async function addBookingSlots(q: Queryable, bookingId: number, set: SlotSet): Promise<void> {
  await q.execute(sql`WITH ${slotCtes(set, bookingId)} SELECT count(*) FROM b_slots`);
}
