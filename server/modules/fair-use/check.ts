import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { fairUseRefusal, type FairUseLimits } from '../../../contract/fair-use';
import { clubNow } from '../../core/club-clock';
import { addDays } from '../../core/local-time';
import { weekdayOf } from '../../core/dates';
import { getClubSettings } from '../club-settings/service';
import { findMemberByPhone } from '../customers/service';
import { peakSlots, slotMinutes, type PlayedSlot } from './peak';

/** Who would book: recognised by country code + mobile, and by member id when a member. */
export interface FairUseCustomer {
  name: string;
  countryCode: string;
  mobile: string;
  /** The member's id; undefined = look the phone up among the club's members (the marketplace). */
  memberId?: number | null;
}

/** A booking about to be made: one activity, its slots, sold at the desk or online. */
export interface FairUseAsk {
  clubId: number;
  timeZone: string;
  activityId: number;
  activityName: string;
  customer: FairUseCustomer;
  slots: PlayedSlot[];
  where: 'desk' | 'marketplace';
  /** The activity's limits when the caller has read the club already (undefined: read them here). */
  limits?: FairUseLimits | null;
  /** A reschedule: the booking being moved, counted only at its new place (its old slots are left out). */
  movingBookingId?: number;
  /** How many bookings this ask makes (a pattern: one per date); 1 when unsaid. */
  newBookings?: number;
}

/** The activity's limits (null when it has none), through the one settings accessor. */
export async function limitsOf(tx: Tx, clubId: number, activityId: number): Promise<FairUseLimits | null> {
  const settings = await getClubSettings(tx, clubId);
  return settings.fairUse[String(activityId)] ?? null;
}

/** Days from `from` to `to` (YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const mondayOf = (date: string) => addDays(date, -weekdayOf(date));
const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * Serialises bookings of one customer of one club (ADR 0078): a transaction-scoped advisory lock
 * per phone (and per member id), in namespace -2, taken in one statement ordered by key and
 * BEFORE any coupon, member, court-time or stock lock (ADR 0059's order gains a first step after
 * the cart). Nothing that holds a later lock ever asks for it, so it cannot close a cycle.
 */
export async function lockCustomer(tx: Tx, clubId: number, c: FairUseCustomer): Promise<void> {
  const keys = [`${clubId}:p:${c.countryCode}${c.mobile}`, ...(c.memberId ? [`${clubId}:m:${c.memberId}`] : [])];
  await tx.execute(
    sql`SELECT count(pg_advisory_xact_lock(-2, h)) FROM (SELECT hashtext(k) AS h FROM unnest(${`{${keys.map((k) => `"${k}"`).join(',')}}`}::text[]) AS k ORDER BY 1) s`,
  );
}

/** The customer's live bookings of the activity, by phone or member id. */
function ownBookingsSql(a: FairUseAsk) {
  const c = a.customer;
  return sql`b.club_id = ${a.clubId} AND b.activity_id = ${a.activityId} AND NOT b.cancelled
    AND ((b.customer_country_code = ${c.countryCode} AND b.customer_mobile = ${c.mobile}) OR b.member_id = ${c.memberId ?? null}::int)
    AND b.id <> ${a.movingBookingId ?? 0}::int`;
}

/**
 * The fair-use limits this booking would break, one message each (empty: none). Run it in the
 * booking's write transaction before anything is written: it takes the customer's lock first
 * (only when a count or an hours limit is set), so of two desks racing for a customer's last
 * allowed booking the second counts the first's booking once it commits.
 */
export async function brokenLimits(tx: Tx, a: FairUseAsk): Promise<string[]> {
  const limits = a.limits === undefined ? await limitsOf(tx, a.clubId, a.activityId) : a.limits;
  if (!limits || a.slots.length === 0) return [];
  const broken: string[] = [];
  const now = clubNow(a.timeZone);
  const name = a.customer.name;

  const daysAhead = a.where === 'desk' ? limits.deskDaysAhead : limits.marketplaceDaysAhead;
  if (daysAhead !== null) {
    const last = a.slots
      .map((s) => s.date)
      .sort()
      .at(-1)!;
    if (daysBetween(now.today, last) > daysAhead) broken.push(fairUseRefusal.daysAhead(a.activityName, last, daysAhead, a.where));
  }
  const counts = limits.maxUpcoming !== null;
  const hours = limits.peakHoursPerDay !== null || limits.peakHoursPerWeek !== null;
  if (!counts && !hours) return broken;
  if (a.customer.memberId === undefined) {
    const member = await findMemberByPhone(tx, a.clubId, { countryCode: a.customer.countryCode, mobile: a.customer.mobile });
    a = { ...a, customer: { ...a.customer, memberId: member?.id ?? null } };
  }
  await lockCustomer(tx, a.clubId, a.customer);

  if (limits.maxUpcoming !== null) {
    const hh = String(Math.floor(now.minutes / 60)).padStart(2, '0');
    const mm = String(now.minutes % 60).padStart(2, '0');
    const held = await firstRow<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM bookings b WHERE ${ownBookingsSql(a)}
          AND (b.booking_date > ${now.today}::date OR (b.booking_date = ${now.today}::date
               AND (b.end_time = '00:00'::time OR b.end_time > ${`${hh}:${mm}:00`}::time)))`,
    );
    const n = held?.n ?? 0;
    const adding = a.newBookings ?? 1;
    if (n + adding > limits.maxUpcoming)
      broken.push(
        adding === 1
          ? fairUseRefusal.upcoming(name, a.activityName, n, limits.maxUpcoming)
          : fairUseRefusal.upcomingPattern(name, a.activityName, n, adding, limits.maxUpcoming),
      );
  }

  if (hours) {
    const dates = a.slots.map((s) => s.date).sort();
    const from = mondayOf(dates[0]);
    const to = addDays(mondayOf(dates.at(-1)!), 6);
    const booked = await rows<PlayedSlot>(
      tx,
      sql`SELECT s.court_id AS "courtId", s.slot_date::text AS date, s.slot_time::text AS "slotTime", s.end_time::text AS "endTime"
          FROM booking_slots s JOIN bookings b ON b.club_id = s.club_id AND b.id = s.booking_id
          WHERE ${ownBookingsSql(a)} AND s.slot_date BETWEEN ${from}::date AND ${to}::date`,
    );
    const peakBooked = await peakSlots(tx, a.clubId, booked, limits.peakFromPrice);
    const peakNew = await peakSlots(tx, a.clubId, a.slots, limits.peakFromPrice);
    const minutesWhere = (list: PlayedSlot[], keep: (s: PlayedSlot) => boolean) =>
      list.filter(keep).reduce((n, s) => n + slotMinutes(s), 0);
    if (limits.peakHoursPerDay !== null) {
      for (const date of [...new Set(peakNew.map((s) => s.date))].sort()) {
        const total = minutesWhere([...peakBooked, ...peakNew], (s) => s.date === date);
        if (total > limits.peakHoursPerDay * 60) {
          broken.push(fairUseRefusal.peakDay(name, a.activityName, date, hoursOf(total), limits.peakHoursPerDay));
          break;
        }
      }
    }
    if (limits.peakHoursPerWeek !== null) {
      for (const monday of [...new Set(peakNew.map((s) => mondayOf(s.date)))].sort()) {
        const total = minutesWhere([...peakBooked, ...peakNew], (s) => mondayOf(s.date) === monday);
        if (total > limits.peakHoursPerWeek * 60) {
          broken.push(fairUseRefusal.peakWeek(name, a.activityName, monday, hoursOf(total), limits.peakHoursPerWeek));
          break;
        }
      }
    }
  }
  return broken;
}
