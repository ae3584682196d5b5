import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { courtOwedSql, courtPaidSql, subscriptionBalanceSql } from '../../ledger/balances';
import { loadClub } from '../../core/club-context';
import { todayIn } from '../../core/local-time';
import { minutesOf, endMinutesOf } from '../../core/dates';
import { csvLine } from '../../lib/csv-cell';

/**
 * The subscriptions and future bookings in the importer's own field names (ADR 0074 addendum),
 * so importing them into an empty club with the same activities, courts and packages gives the
 * same subscriptions, bookings and balances.
 */
export const SUBSCRIPTION_EXPORT_COLUMNS: [string, string][] = [
  ['package', 'Package name'],
  ['countryCode', 'Calling code of the member’s mobile'],
  ['mobile', 'Member’s mobile'],
  ['startDate', 'Start date'],
  ['renewalDate', 'Renewal date'],
  ['amountPaid', 'Paid toward it, in rupees'],
  ['balance', 'Still owed, in rupees (price − discount − paid)'],
];

export const BOOKING_EXPORT_COLUMNS: [string, string][] = [
  ['reference', 'Courtdesk’s booking id (a booking over several courts or times: one row per court run, id-2, id-3 …)'],
  ['activity', 'Activity name'],
  ['court', 'Court name'],
  ['date', 'Date'],
  ['startTime', 'Start time'],
  ['endTime', 'End time'],
  ['name', 'Customer name'],
  ['countryCode', 'Calling code of the customer’s mobile'],
  ['mobile', 'Customer’s mobile'],
  ['email', 'Customer’s e-mail'],
  ['places', 'Places (group activities)'],
  ['amount', 'Court price after discounts, in rupees (on the first row of a booking)'],
  ['paid', 'Paid toward the court price, credits included, in rupees (on the first row of a booking)'],
];

const rupees = (minor: number) => (minor / 100).toFixed(2);

/** Active subscriptions that are still running, each with what was paid and what is owed. */
export async function* subscriptionImportLines(db: Db, clubId: number): AsyncIterable<string> {
  yield csvLine(SUBSCRIPTION_EXPORT_COLUMNS.map(([c]) => c));
  const today = todayIn((await loadClub(db, clubId)).timeZone);
  const list = await rows<{ cells: string[]; paid: number; balance: number }>(
    db,
    sql`SELECT ARRAY[p.name, m.country_code, m.mobile, s.start_date::text, s.renewal_date::text] AS cells,
               (s.gross_minor - s.discount_minor - ${subscriptionBalanceSql})::float8 AS paid, ${subscriptionBalanceSql}::float8 AS balance
        FROM member_subscriptions s JOIN members m ON m.id = s.member_id JOIN membership_packages p ON p.id = s.package_id
        WHERE s.club_id = ${clubId} AND s.status = 'active' AND s.renewal_date >= ${today}::date AND m.deleted_at IS NULL
        ORDER BY s.id`,
  );
  for (const r of list) yield csvLine([...r.cells, rupees(r.paid), rupees(r.balance)]);
}

interface FutureBooking {
  id: number;
  activity: string;
  date: string;
  name: string;
  countryCode: string;
  mobile: string;
  email: string | null;
  amount: number;
  paid: number;
  slots: { court: string; courtId: number; slotTime: string; endTime: string; count: number }[];
}

/** Back-to-back slots of one court as one row each (the importer books a court from a start to an end). */
function runsOf(slots: FutureBooking['slots']) {
  const sorted = [...slots].sort((a, b) => a.courtId - b.courtId || minutesOf(a.slotTime) - minutesOf(b.slotTime));
  const runs: { court: string; start: string; end: string; count: number }[] = [];
  for (const s of sorted) {
    const last = runs.at(-1);
    if (last && last.court === s.court && endMinutesOf(last.end) === minutesOf(s.slotTime)) last.end = s.endTime;
    else runs.push({ court: s.court, start: s.slotTime, end: s.endTime, count: s.count });
  }
  return runs;
}

/**
 * Live single bookings from today on (pattern occurrences travel in patterns.csv: their money is
 * the pattern's). A booking's court price and what was paid toward it sit on its first row.
 */
export async function* bookingImportLines(db: Db, clubId: number): AsyncIterable<string> {
  yield csvLine(BOOKING_EXPORT_COLUMNS.map(([c]) => c));
  const { timeZone } = await loadClub(db, clubId);
  const today = todayIn(timeZone);
  const list = await rows<FutureBooking>(
    db,
    sql`SELECT b.id, a.name AS activity, b.booking_date::text AS date, b.customer_name AS name,
               b.customer_country_code AS "countryCode", b.customer_mobile AS mobile, b.customer_email AS email,
               (b.court_gross_minor - b.volume_discount_minor - b.club_discount_minor)::float8 AS amount,
               (b.court_gross_minor - b.volume_discount_minor - b.club_discount_minor - ${courtOwedSql(courtPaidSql)})::float8 AS paid,
               (SELECT json_agg(json_build_object('court', c.name, 'courtId', c.id, 'slotTime', s.slot_time::text,
                                                  'endTime', s.end_time::text, 'count', s.count))
                  FROM booking_slots s JOIN courts c ON c.id = s.court_id WHERE s.booking_id = b.id) AS slots
        FROM bookings b JOIN activities a ON a.id = b.activity_id
        WHERE b.club_id = ${clubId} AND NOT b.cancelled AND b.pattern_id IS NULL AND b.booking_date >= ${today}::date
          AND b.booking_date + b.start_time > (now() AT TIME ZONE ${timeZone})
        ORDER BY b.id`,
  );
  for (const b of list) {
    const runs = runsOf(b.slots ?? []);
    for (const [i, r] of runs.entries()) {
      yield csvLine([
        i === 0 ? String(b.id) : `${b.id}-${i + 1}`,
        b.activity,
        r.court,
        b.date,
        r.start.slice(0, 5),
        r.end.startsWith('00:00') ? '24:00' : r.end.slice(0, 5),
        b.name,
        b.countryCode,
        b.mobile,
        b.email,
        String(r.count),
        rupees(i === 0 ? b.amount : 0),
        rupees(i === 0 ? b.paid : 0),
      ]);
    }
  }
}
