import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow, isOccupancyConflict, rows } from '../../db/rows';
import type { SanityFinding } from '../../../contract/sync';
import { SYNC_CHANGE_KIND } from '../../../contract/sync';
import { lockCourtTime, occupy, releaseOccupancySql, sweepExpiredHolds } from '../../ledger/occupancy';
import { brothersOf } from '../../core/club-context';
import { endMinutesOf, minutesOf } from '../../core/dates';
import { todayIn } from '../../core/local-time';
import { changesFromSql } from '../../ledger/change-log';

/** The court time of a booking_slots row `bs` (an end at or before the start is the next day's). */
const bookingSlotRange = sql`tsrange(bs.slot_date + bs.slot_time,
  CASE WHEN bs.end_time <= bs.slot_time THEN (bs.slot_date + 1) + bs.end_time ELSE bs.slot_date + bs.end_time END)`;

/**
 * Checks a club's court time against what it should be and repairs what can be repaired, in
 * the caller's transaction: expired holds still present, court time of cancelled or deleted
 * bookings, block time of deleted blocks, and live booked slots with no court time (re-taken
 * through occupy(), unless something else now holds that time — then only reported).
 */
export async function checkAndRepair(tx: Tx, clubId: number, timeZone: string): Promise<SanityFinding[]> {
  const expired = await firstRow<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM occupancy WHERE club_id = ${clubId} AND kind = 'hold' AND expires_at <= now() AND NOT via_brother`,
  );

  const stale = await rows<{ n: number }>(
    tx,
    sql`WITH g AS (${releaseOccupancySql(
      clubId,
      sql`o.kind = 'booking' AND (
          o.booking_id IS NULL OR NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = o.booking_id AND b.club_id = ${clubId} AND NOT b.cancelled)
          OR o.booking_slot_id IS NULL)`,
      sql`o.via_brother`,
    )}) SELECT count(*) FILTER (WHERE NOT via_brother)::int AS n FROM g`,
  );
  const orphanBlocks = await rows<{ n: number }>(
    tx,
    sql`WITH g AS (${releaseOccupancySql(
      clubId,
      sql`o.kind = 'block' AND (
          o.block_id IS NULL OR NOT EXISTS (SELECT 1 FROM blocks k WHERE k.id = o.block_id AND k.club_id = ${clubId}))`,
      sql`o.via_brother`,
    )}) SELECT count(*) FILTER (WHERE NOT via_brother)::int AS n FROM g`,
  );

  // Live booked slots (from today on) that hold no court time. A pattern's back-to-back slots
  // share one occupancy row (ADR 0031), so a slot is covered when a row of its booking and
  // court contains its time, not only when a row names it.
  const missing = await rows<{
    id: number;
    bookingId: number;
    courtId: number;
    activityId: number;
    type: number;
    date: string;
    time: string;
    end: string;
    count: number;
  }>(
    tx,
    sql`SELECT bs.id, bs.booking_id AS "bookingId", bs.court_id AS "courtId", b.activity_id AS "activityId", a.type::int AS type,
               bs.slot_date::text AS date, bs.slot_time::text AS time, bs.end_time::text AS "end", bs.count
        FROM booking_slots bs JOIN bookings b ON b.id = bs.booking_id AND b.club_id = bs.club_id AND NOT b.cancelled
        JOIN activities a ON a.id = b.activity_id
        WHERE bs.club_id = ${clubId} AND bs.slot_date >= ${todayIn(timeZone)}::date
          AND NOT EXISTS (SELECT 1 FROM occupancy o WHERE o.booking_id = bs.booking_id AND o.source_court_id = bs.court_id
                            AND NOT o.via_brother AND o.during @> ${bookingSlotRange})`,
  );
  // Every slot's locks at once, in the one global order (ADR 0059), before any is re-taken.
  const slots = [];
  for (const m of missing) {
    const start = minutesOf(m.time);
    const end = endMinutesOf(m.end) <= start ? 1440 : endMinutesOf(m.end);
    const group = m.type === 1;
    slots.push({ m, start, end, group, brothers: group ? [] : await brothersOf(tx, clubId, m.courtId) });
  }
  await lockCourtTime(
    tx,
    slots.filter((s) => !s.group).map((s) => ({ courtId: s.m.courtId, brothers: s.brothers, date: s.m.date })),
    slots.filter((s) => s.group).map((s) => ({ courtId: s.m.courtId, date: s.m.date, start: s.start })),
  );
  let retaken = 0;
  for (const { m, start, end, group, brothers } of slots) {
    try {
      // A savepoint: a slot another booking now holds is reported, the rest still repaired.
      await tx.transaction(async (sp) => {
        await occupy(sp, {
          clubId,
          activityId: m.activityId,
          courtId: m.courtId,
          brothers,
          date: m.date,
          start,
          end,
          kind: 'booking',
          exclusive: !group,
          count: m.count,
          bookingId: m.bookingId,
          bookingSlotId: m.id,
          keysLocked: true,
        });
      });
      retaken++;
    } catch (err) {
      if (!isOccupancyConflict(err)) throw err;
    }
  }

  // Last, with every court-time lock this repair needs already held: a sweep's row locks are
  // never held while waiting for a lock (ADR 0066).
  await sweepExpiredHolds(tx, clubId);

  // Every desk and every process's day cache refreshes: one 'sync' change per activity.
  await tx.execute(
    changesFromSql(
      sql`SELECT ${clubId}::int, id, ${todayIn(timeZone)}::date, ${SYNC_CHANGE_KIND}::text FROM activities WHERE club_id = ${clubId}`,
    ),
  );
  return [
    { check: 'expiredHolds', label: 'expired holds', found: expired?.n ?? 0, fixed: expired?.n ?? 0 },
    { check: 'staleBookingTime', label: 'slots held for cancelled bookings', found: stale[0]?.n ?? 0, fixed: stale[0]?.n ?? 0 },
    { check: 'orphanBlockTime', label: 'slots held for removed blocks', found: orphanBlocks[0]?.n ?? 0, fixed: orphanBlocks[0]?.n ?? 0 },
    { check: 'missingBookingTime', label: 'booked slots without court time', found: missing.length, fixed: retaken },
  ];
}

/** "Availability synced. Found 2 expired holds (fixed), 1 booked slots without court time (0 fixed)". */
export function sanityMessage(findings: SanityFinding[], clean: string, found: string): string {
  const bad = findings.filter((f) => f.found > 0);
  if (bad.length === 0) return clean;
  return `${found} ${bad.map((f) => `${f.found} ${f.label} (${f.fixed === f.found ? 'fixed' : `${f.fixed} fixed`})`).join(', ')}`;
}
