import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rows } from '../../db/rows';
import { loadClub, type ClubContext } from '../../core/club-context';
import { findSlot, type SlotWindow } from '../../core/court-slots';
import { clubNow } from '../../core/club-clock';
import { minutesOf } from '../../core/dates';
import { occupy, recordChange, releaseOccupancySql } from '../../ledger/occupancy';
import { enqueue, type OutboxEntry } from '../../ledger/outbox';
import { covers, dayCourts, dayTakenTime, lockWaitlistDay, type DayCourt, type TakenTime } from './day-courts';

/** A live entry of a day as the offer rules read it (row-locked). */
interface LiveEntry {
  id: number;
  time: string;
  courtId: number | null;
  name: string;
  countryCode: string;
  mobile: string;
  email: string;
  status: 'waiting' | 'offered';
  lapsed: boolean;
}

/** A day of an activity: what one waitlist pass serves. */
export interface WaitlistDay {
  clubId: number;
  activityId: number;
  date: string;
}

/** The day's courts, locked, and its live entries, row-locked in order: what every waitlist write of a day starts with. */
export async function openDay(tx: Tx, day: WaitlistDay): Promise<{ courts: DayCourt[]; entries: LiveEntry[] }> {
  const courts = await dayCourts(tx, day.clubId, day.activityId);
  await lockWaitlistDay(tx, courts, day.date);
  const entries = await rows<LiveEntry>(
    tx,
    sql`SELECT id, slot_time::text AS time, court_id AS "courtId", customer_name AS name, country_code AS "countryCode",
               mobile, email, status, (status = 'offered' AND offer_expires_at <= now()) AS lapsed
        FROM waitlist_entries
        WHERE club_id = ${day.clubId} AND activity_id = ${day.activityId} AND slot_date = ${day.date}
          AND status IN ('waiting', 'offered')
        ORDER BY id FOR UPDATE`,
  );
  return { courts, entries };
}

/** Sets an entry's status (ending any offer) and frees its offer's court time, if any. */
export async function endEntry(tx: Tx, clubId: number, entryId: number, status: 'booked' | 'expired' | 'removed'): Promise<void> {
  await tx.execute(
    sql`UPDATE waitlist_entries SET status = ${status}, offer_expires_at = NULL, status_changed_at = now()
        WHERE club_id = ${clubId} AND id = ${entryId}`,
  );
  // Through the one occupancy writer's release; the caller holds the day's locks anyway.
  await tx.execute(releaseOccupancySql(clubId, sql`o.waitlist_entry_id = ${entryId}`));
}

/** The text the customer receives: what is held for them, where, and until when. */
function offerText(club: ClubContext, activityName: string, courtName: string, date: string, w: SlotWindow): string {
  return (
    `Hi, a slot you waited for is free: ${activityName}, ${courtName}, ${date} at ${w.slotTime.slice(0, 5)}, ${club.name}. ` +
    `It is held for you for ${club.waitlistOfferMinutes} minutes: call the desk to book it.`
  );
}

/**
 * One pass of the waitlist over a day, under the day's locks (openDay): offers that ran out are
 * expired (their hold goes), entries whose slot has started are expired, then each waiting entry
 * in order is offered its slot where it is free — its court, or the first free court of the
 * activity for "any court". An offer is a hold (occupancy kind 'hold', through the one occupancy
 * writer) for the club's offer time, a message through the outbox, a waitlist_offers row (the
 * `waitlist.offered` webhook reads it) and a change_log row (every desk's calendar follows).
 * Returns how many offers were made.
 */
export async function serveDay(tx: Tx, day: WaitlistDay, opened?: Awaited<ReturnType<typeof openDay>>): Promise<number> {
  const { courts, entries } = opened ?? (await openDay(tx, day));
  if (entries.length === 0) return 0;
  const club = await loadClub(tx, day.clubId);
  const now = clubNow(club.timeZone);
  let changed = false;
  const waiting: LiveEntry[] = [];
  for (const e of entries) {
    const started = day.date < now.today || (day.date === now.today && minutesOf(e.time) <= now.minutes);
    if ((e.status === 'offered' && e.lapsed) || (e.status === 'waiting' && started)) {
      await endEntry(tx, day.clubId, e.id, 'expired');
      changed = true;
    } else if (e.status === 'waiting') waiting.push(e);
  }
  let offered = 0;
  if (waiting.length > 0) {
    // One snapshot of the day for the whole pass (dayTakenTime): first come, first served.
    const taken = await dayTakenTime(
      tx,
      day.clubId,
      courts.map((c) => c.id),
      day.date,
    );
    for (const e of waiting) if (await offerEntry(tx, club, day, courts, e, taken)) offered++;
  }
  if (changed && offered === 0) await recordChange(tx, day.clubId, day.activityId, day.date, 'waitlist');
  return offered;
}

/** Offers an entry its slot where free; false when every court it may take is taken. */
async function offerEntry(
  tx: Tx,
  club: ClubContext,
  day: WaitlistDay,
  courts: DayCourt[],
  e: LiveEntry,
  taken: TakenTime[],
): Promise<boolean> {
  const candidates = e.courtId === null ? courts : courts.filter((c) => c.id === e.courtId);
  for (const court of candidates) {
    const w = findSlot(court, e.time);
    if (!w || covers(taken, court.id, w)) continue;
    // The offer's own court time, as the rest of this pass must see it: the court and its brothers.
    for (const id of [court.id, ...court.allBrothers]) taken.push({ courtId: id, start: w.start, end: w.end });
    await occupy(tx, {
      clubId: day.clubId,
      activityId: day.activityId,
      courtId: court.id,
      brothers: court.allBrothers,
      date: day.date,
      start: w.start,
      end: w.end,
      kind: 'hold',
      exclusive: true,
      waitlistEntryId: e.id,
      holdMinutes: club.waitlistOfferMinutes,
      keysLocked: true,
    });
    const secs = Math.round(club.waitlistOfferMinutes * 60);
    const [made] = await rows<{ activityName: string }>(
      tx,
      sql`WITH entry AS (
            UPDATE waitlist_entries SET status = 'offered', offered_court_id = ${court.id},
              offer_expires_at = now() + make_interval(secs => ${secs}), status_changed_at = now()
            WHERE club_id = ${day.clubId} AND id = ${e.id} RETURNING id, offer_expires_at
          ), offer AS (
            INSERT INTO waitlist_offers (club_id, entry_id, activity_id, court_id, slot_date, slot_time, end_time, expires_at)
            SELECT ${day.clubId}, id, ${day.activityId}, ${court.id}, ${day.date}, ${w.slotTime}, ${w.endTime}, offer_expires_at FROM entry
          )
          SELECT name AS "activityName" FROM activities WHERE club_id = ${day.clubId} AND id = ${day.activityId}`,
    );
    const body = offerText(club, made?.activityName ?? '', court.name, day.date, w);
    const messages: OutboxEntry[] = [{ clubId: day.clubId, channel: 'sms', recipient: `${e.countryCode}${e.mobile}`, body }];
    if (e.email) messages.push({ clubId: day.clubId, channel: 'email', recipient: e.email, subject: 'A slot is held for you', body });
    await enqueue(tx, messages);
    await recordChange(tx, day.clubId, day.activityId, day.date, 'waitlist-offer');
    return true;
  }
  return false;
}
