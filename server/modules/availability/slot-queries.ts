import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { SlotStatus } from '../../../contract/availability';
import { rows } from '../../db/rows';
import { brothersOf, findCourt } from '../../core/club-context';
import { findSlot } from '../../core/court-slots';
import { loadDayOccupancy } from './day-occupancy';
import { slotState } from './slot-state';
import { bookingBalanceSql } from '../../ledger/balances';
import { toMajor } from '../../core/money';

/** The brother courts that lock a slot, with what they hold it for; null when no such slot. */
export async function slotLockers(q: Queryable, clubId: number, userId: number, courtId: number, date: string, time: string) {
  const court = await findCourt(q, clubId, courtId);
  const slot = court && findSlot(court, time);
  if (!court || !slot) return null;
  const brothers = await brothersOf(q, clubId, courtId);
  const occupancy = await loadDayOccupancy(q, clubId, brothers, date);
  const names = await rows<{ id: number; name: string }>(
    q,
    sql`SELECT id, name FROM courts WHERE club_id = ${clubId} AND id IN (${sql.join(
      [courtId, ...brothers].map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const lockedBy = brothers
    .map((b) => {
      const overlapping = occupancy.filter((o) => o.courtId === b && !o.viaBrother && o.start < slot.end && o.end > slot.start);
      const state = slotState(0, 1, overlapping, userId);
      return { courtId: b, courtName: names.find((n) => n.id === b)?.name ?? '', status: state.status };
    })
    .filter((l) => l.status !== SlotStatus.book);
  return { lockedBy };
}

/** Bookings holding places in one group slot. */
export async function groupSlotBookings(q: Queryable, clubId: number, courtId: number, date: string, time: string) {
  const list = await rows<{ bookingId: number; slotCount: number; customerName: string; customerMobile: string; balance: number }>(
    q,
    sql`SELECT b.id AS "bookingId", bs.count AS "slotCount", b.customer_name AS "customerName",
               b.customer_mobile AS "customerMobile", ${bookingBalanceSql}::bigint AS balance
        FROM booking_slots bs JOIN bookings b ON b.id = bs.booking_id AND b.club_id = bs.club_id
        WHERE bs.club_id = ${clubId} AND bs.court_id = ${courtId} AND bs.slot_date = ${date}
          AND bs.slot_time = ${time}::time AND NOT b.cancelled
        ORDER BY b.id`,
  );
  return list.map((r) => ({ ...r, balance: toMajor(r.balance), paymentPending: r.balance > 0 }));
}
