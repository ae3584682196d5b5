import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { BOOKING_FIELD_LABELS as L, ImportMessages, type RowError } from '../../../contract/data-import';
import { MemberMessages } from '../../../contract/members';
import type { ClubContext, CourtRow } from '../../core/club-context';
import { courtColumns } from '../../core/club-context';
import { courtSlots } from '../../core/court-slots';
import { hoursUntil } from '../../core/club-clock';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import { checkPerson, checkPhone, text } from '../members/validate';
import type { PatternSlot } from '../bulk/pattern-slots';
import { dateCell, moneyCell, nameKey, timeCell } from './cells';
import { phoneKey } from './member-rows';

/** A booking row that passed its own checks (court time is judged after, against the club). */
export interface BookingIn {
  row: number;
  reference: string;
  activityId: number;
  activityType: number;
  maxSlotCount: number;
  court: CourtRow;
  date: string;
  slots: PatternSlot[];
  name: string;
  countryCode: string;
  mobile: string;
  email: string | null;
  memberId: number | null;
  places: number;
  amountMinor: number;
  paidMinor: number;
}

interface ActivityRef {
  id: number;
  name: string;
  type: number;
  maxSlotCount: number;
}

/** A reference for a row without one: what the booking is (activity, court, date, start, mobile), hashed. */
function derivedReference(parts: string[]): string {
  return `auto:${createHash('sha256').update(parts.map(nameKey).join('|')).digest('hex').slice(0, 32)}`;
}

/** The club's activities and courts by name, brothers both ways, and members by mobile. */
export async function bookingClubState(q: Queryable, clubId: number) {
  const activities = await rows<ActivityRef>(
    q,
    sql`SELECT id, name, type::int AS type, max_slot_count AS "maxSlotCount" FROM activities WHERE club_id = ${clubId}`,
  );
  const courts = await rows<CourtRow>(q, sql`SELECT ${courtColumns} FROM courts WHERE club_id = ${clubId}`);
  const members = await rows<{ id: number; countryCode: string; mobile: string }>(
    q,
    sql`SELECT id, country_code AS "countryCode", mobile FROM members WHERE club_id = ${clubId} AND deleted_at IS NULL`,
  );
  // A court's brothers in both directions (core/club-context brothersOf, for every court at once).
  const brothers = new Map<number, number[]>(courts.map((c) => [c.id, [] as number[]]));
  for (const c of courts) {
    for (const b of c.brothers ?? []) {
      if (b === c.id || !brothers.has(b)) continue;
      if (!brothers.get(c.id)!.includes(b)) brothers.get(c.id)!.push(b);
      if (!brothers.get(b)!.includes(c.id)) brothers.get(b)!.push(c.id);
    }
  }
  return {
    activities: new Map(activities.map((a) => [nameKey(a.name), a])),
    courts,
    brothers,
    members: new Map(members.map((m) => [phoneKey(m.countryCode, m.mobile), m.id])),
  };
}
export type BookingClubState = Awaited<ReturnType<typeof bookingClubState>>;

/** The court's slots from start to end, back to back, or the error naming the time that is off. */
function slotsBetween(court: CourtRow, date: string, start: number, end: number, errors: RowError[]): PatternSlot[] {
  const all = courtSlots(court);
  const i = all.findIndex((s) => s.start === start);
  if (i < 0) {
    errors.push({ field: 'startTime', message: ImportMessages.noSlotStarts });
    return [];
  }
  const out: PatternSlot[] = [];
  for (let j = i; j < all.length && all[j]!.end <= end; j++) {
    const w = all[j]!;
    out.push({ courtId: court.id, date, slotTime: w.slotTime, endTime: w.endTime, start: w.start, end: w.end });
  }
  if (out.length === 0 || out.at(-1)!.end !== end) errors.push({ field: 'endTime', message: ImportMessages.noSlotEnds });
  return out;
}

function placesCell(raw: string | undefined, activity: ActivityRef | undefined, errors: RowError[]): number {
  const v = text(raw);
  if (!v) return 1;
  if (!/^\d+$/.test(v) || Number(v) < 1) {
    errors.push({ field: 'places', message: ImportMessages.placesInvalid });
    return 1;
  }
  const n = Number(v);
  if (activity?.type === 0 && n !== 1) errors.push({ field: 'places', message: ImportMessages.placesWholeCourt });
  if (activity?.type === 1 && n > activity.maxSlotCount)
    errors.push({ field: 'places', message: ImportMessages.placesTooMany(activity.maxSlotCount) });
  return n;
}

/**
 * One booking row checked on its own with the booking screens' rules (spec 1): an activity and a
 * court of the club, a date and times on the court's own slots and not past, the customer's name,
 * e-mail and mobile as the checkout reads them, places for group activities only and within the
 * activity's capacity, and the money rule (paid never above the amount). Errors name the field.
 */
export function checkBookingRow(
  cells: Record<string, string>,
  row: number,
  club: ClubContext,
  today: string,
  state: BookingClubState,
): { ok: true; value: BookingIn } | { ok: false; errors: RowError[] } {
  const errors: RowError[] = [];
  const reference = text(cells.reference);
  if (reference && reference.length > 100) errors.push({ field: 'reference', message: ImportMessages.referenceTooLong });
  const activity = state.activities.get(nameKey(cells.activity ?? ''));
  if (!activity) errors.push({ field: 'activity', message: ImportMessages.activityNotFound });
  const court = activity
    ? state.courts.find((c) => c.activityId === activity.id && nameKey(c.name) === nameKey(cells.court ?? ''))
    : undefined;
  if (activity && !court) errors.push({ field: 'court', message: ImportMessages.courtNotFound });
  const date = dateCell(cells.date, 'date', L.date, errors);
  if (date && date < today) errors.push({ field: 'date', message: ImportMessages.datePast });
  const start = timeCell(cells.startTime, 'startTime', L.startTime, errors);
  const end = timeCell(cells.endTime, 'endTime', L.endTime, errors);
  const slots = court && date && start !== null && end !== null ? slotsBetween(court, date, start, end, errors) : [];
  if (slots.length > 0 && date === today && hoursUntil(date, slots[0]!.slotTime, club.timeZone) < 0) {
    errors.push({ field: 'startTime', message: ImportMessages.datePast });
  }
  const person = checkPerson({ name: cells.name, email: cells.email });
  if (!person.ok) errors.push({ field: person.message === MemberMessages.invalidEmail ? 'email' : 'name', message: person.message });
  const phone = checkPhone(cells.mobile, cells.countryCode, club.callingCode);
  if (!phone.ok) errors.push({ field: 'mobile', message: phone.message });
  const places = placesCell(cells.places, activity, errors);
  const amountMinor = moneyCell(cells.amount, 'amount', L.amount, errors);
  const paidMinor = moneyCell(cells.paid, 'paid', L.paid, errors);
  if (amountMinor !== null && paidMinor !== null && paidMinor > amountMinor)
    errors.push({ field: 'paid', message: ImportMessages.paidOverAmount });
  if (errors.length > 0 || !activity || !court || !date || !person.ok || !phone.ok || amountMinor === null || paidMinor === null) {
    return { ok: false, errors };
  }
  const { countryCode, mobile } = phone.value;
  return {
    ok: true,
    value: {
      row,
      // Without a reference column the booking is known by what it is: the same row re-run finds it.
      reference: reference ?? derivedReference([activity.name, court.name, date, slots[0]!.slotTime, countryCode + mobile]),
      activityId: activity.id,
      activityType: activity.type,
      maxSlotCount: activity.maxSlotCount,
      court,
      date,
      slots,
      name: person.value.name,
      countryCode,
      mobile,
      email: person.value.email,
      memberId: state.members.get(phoneKey(countryCode, mobile)) ?? null,
      places,
      amountMinor,
      paidMinor,
    },
  };
}
