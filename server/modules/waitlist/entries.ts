import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { WaitlistMessages as M, type WaitlistAddRequest, type WaitlistEntry } from '../../../contract/waitlist';
import { BusinessError } from '../../core/business-error';
import { findActivity, loadClub } from '../../core/club-context';
import { findSlot } from '../../core/court-slots';
import { clubNow } from '../../core/club-clock';
import { minutesOf } from '../../core/dates';
import { normalizePhone } from '../../core/phone';
import type { Actor } from '../../core/actor';
import { recordChange } from '../../ledger/occupancy';
import { recordHistory } from '../../ledger/history';
import { slotTaken } from './day-courts';
import { endEntry, openDay, serveDay } from './offer';

/** The add request as the route hands it (parsed by the contract: email defaults to ''). */
export type AddInput = WaitlistAddRequest;

/**
 * Puts a customer on the waitlist of a booked or held slot (one court, or any court of the
 * activity). Under the day's locks: the day is served first (an offer that just ran out passes on
 * before anyone new joins), then the slot must still be taken — a free slot is booked, not
 * waited for.
 */
export async function addEntry(tx: Tx, clubId: number, actor: Actor, source: 'desk' | 'marketplace', input: AddInput): Promise<number> {
  const activity = await findActivity(tx, clubId, input.activityId);
  if (!activity) throw new BusinessError(M.activityNotFound);
  if (activity.type === 1) throw new BusinessError(M.groupActivity);
  const club = await loadClub(tx, clubId);
  const c = input.customerDetails;
  const phone = normalizePhone(c.mobile, c.countryCode.trim() || club.callingCode);
  if (!phone) throw new BusinessError(M.invalidMobile);

  const day = { clubId, activityId: activity.id, date: input.date };
  const opened = await openDay(tx, day);
  const candidates = input.courtId === null ? opened.courts : opened.courts.filter((x) => x.id === input.courtId);
  if (input.courtId !== null && candidates.length === 0) throw new BusinessError(M.courtNotFound);
  const slots = candidates.flatMap((court) => {
    const w = findSlot(court, input.time);
    return w ? [{ court, w }] : [];
  });
  if (slots.length === 0) throw new BusinessError(M.slotNotFound);
  const time = slots[0].w.slotTime;
  const now = clubNow(club.timeZone);
  if (input.date < now.today || (input.date === now.today && minutesOf(time) <= now.minutes)) throw new BusinessError(M.slotStarted);

  await serveDay(tx, day, opened);
  for (const s of slots) if (!(await slotTaken(tx, clubId, s.court.id, input.date, s.w))) throw new BusinessError(M.slotFree);
  const twice = await firstRow<{ id: number }>(
    tx,
    sql`SELECT id FROM waitlist_entries
        WHERE club_id = ${clubId} AND activity_id = ${activity.id} AND slot_date = ${input.date} AND slot_time = ${time}
          AND court_id IS NOT DISTINCT FROM ${input.courtId} AND country_code = ${phone.countryCode} AND mobile = ${phone.mobile}
          AND status IN ('waiting', 'offered')`,
  );
  if (twice) throw new BusinessError(M.alreadyWaiting);

  const [made] = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO waitlist_entries (club_id, activity_id, slot_date, slot_time, court_id, customer_name, country_code, mobile, email,
          source, created_by)
        VALUES (${clubId}, ${activity.id}, ${input.date}, ${time}, ${input.courtId}, ${c.name}, ${phone.countryCode}, ${phone.mobile},
          ${c.email}, ${source}, ${actor.name})
        RETURNING id`,
  );
  await recordHistory(tx, {
    clubId,
    entity: 'waitlist',
    entityId: made.id,
    action: 'add',
    actor,
    after: { activityId: activity.id, date: input.date, time, courtId: input.courtId, name: c.name, source },
  });
  await recordChange(tx, clubId, activity.id, input.date, 'waitlist');
  return made.id;
}

/** An entry of this club (the day it belongs to and its status), or "not found". */
export async function findEntry(q: Queryable, clubId: number, entryId: number) {
  const row = await firstRow<{ activityId: number; date: string; time: string; offeredCourtId: number | null }>(
    q,
    sql`SELECT activity_id AS "activityId", slot_date::text AS date, slot_time::text AS time, offered_court_id AS "offeredCourtId"
        FROM waitlist_entries WHERE club_id = ${clubId} AND id = ${entryId}`,
  );
  if (!row) throw new BusinessError(M.entryNotFound);
  return row;
}

/** Takes an entry off the waitlist; an offer it held passes at once to the next entry. */
export async function removeEntry(tx: Tx, clubId: number, actor: Actor, entryId: number): Promise<void> {
  const entry = await findEntry(tx, clubId, entryId);
  const day = { clubId, activityId: entry.activityId, date: entry.date };
  const opened = await openDay(tx, day);
  const live = opened.entries.find((e) => e.id === entryId);
  if (!live) throw new BusinessError(M.notLive);
  await endEntry(tx, clubId, entryId, 'removed');
  await recordHistory(tx, { clubId, entity: 'waitlist', entityId: entryId, action: 'remove', actor, before: { status: live.status } });
  await recordChange(tx, clubId, entry.activityId, entry.date, 'waitlist');
  await serveDay(tx, day);
}

/**
 * The day's entries in order, each with its place in its slot's queue while waiting or offered.
 * An offer whose time ran out reads 'expired' at once (the job passes its slot on within seconds).
 * Null when the activity is not this club's.
 */
export async function listEntries(q: Queryable, clubId: number, activityId: number, date: string): Promise<WaitlistEntry[] | null> {
  if (!(await findActivity(q, clubId, activityId))) return null;
  return rows<WaitlistEntry>(
    q,
    sql`WITH e AS (
          SELECT w.*, CASE WHEN w.status = 'offered' AND w.offer_expires_at <= now() THEN 'expired' ELSE w.status END AS shown
          FROM waitlist_entries w WHERE w.club_id = ${clubId} AND w.activity_id = ${activityId} AND w.slot_date = ${date}
        )
        SELECT e.id AS "entryId",
               CASE WHEN e.shown IN ('waiting', 'offered')
                    THEN row_number() OVER (PARTITION BY e.slot_time, e.court_id, e.shown IN ('waiting', 'offered') ORDER BY e.id) END::int AS position,
               e.activity_id AS "activityId", e.slot_date::text AS date, e.slot_time::text AS time,
               e.court_id AS "courtId", c.name AS "courtName", e.customer_name AS "customerName", e.country_code AS "countryCode",
               e.mobile, e.email, e.shown AS status, e.source, to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
               e.offered_court_id AS "offeredCourtId", oc.name AS "offeredCourtName",
               CASE WHEN e.shown = 'offered' THEN to_char(e.offer_expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') END AS "offerExpiresAt"
        FROM e
        LEFT JOIN courts c ON c.club_id = e.club_id AND c.id = e.court_id
        LEFT JOIN courts oc ON oc.club_id = e.club_id AND oc.id = e.offered_court_id
        ORDER BY e.slot_time, e.id`,
  );
}
