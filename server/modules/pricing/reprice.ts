import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { recordChange } from '../../ledger/occupancy';
import { todayIn } from '../../core/local-time';
import { priceSlot } from './engine';
import { loadHolidays, loadPricing } from './repository';

/** change_log kind of a price or holiday change: desks re-read whatever day of the activity they show. */
export const PRICING_CHANGE_KIND = 'pricing';

interface CartSlot {
  id: number;
  priceClassId: number | null;
  slotDate: string;
  slotTime: string;
  slotMinutes: number;
}

/**
 * Re-prices the slots waiting in carts of these activities, so a desk's cart and checkout
 * show the new price (the price is only frozen when the booking is made).
 */
async function repriceCarts(tx: Tx, clubId: number, activityIds: number[]): Promise<void> {
  const slots = await rows<CartSlot>(
    tx,
    sql`SELECT s.id, c.price_class_id AS "priceClassId", s.slot_date::text AS "slotDate", s.slot_time::text AS "slotTime",
               c.slot_duration_minutes AS "slotMinutes"
        FROM cart_slots s JOIN courts c ON c.club_id = s.club_id AND c.id = s.court_id
        WHERE s.club_id = ${clubId} AND s.activity_id IN (${sql.join(
          activityIds.map((a) => sql`${a}`),
          sql`, `,
        )})`,
  );
  if (slots.length === 0) return;
  const classIds = [...new Set(slots.map((s) => s.priceClassId).filter((id): id is number => id !== null))];
  const pricing = await loadPricing(tx, clubId, classIds);
  const dates = slots.map((s) => s.slotDate).sort();
  const holidays = await loadHolidays(tx, clubId, dates[0], dates[dates.length - 1]);
  for (const s of slots) {
    const rules = s.priceClassId === null ? [] : (pricing.get(s.priceClassId) ?? []);
    const p = priceSlot(rules, holidays, s.slotDate, s.slotTime, s.slotMinutes);
    await tx.execute(sql`UPDATE cart_slots SET unit_price_minor = ${p.priceMinor}, member_price_minor = ${p.memberPriceMinor}, price_slot_key = ${p.priceSlotKey},
      slot_discount = ${JSON.stringify(p.slotDiscount)}::jsonb WHERE id = ${s.id}`);
  }
}

/**
 * A price or holiday change of these activities: carts re-priced, and one change_log row per
 * activity (kind 'pricing', dated today), which drops every process's cached days (ADR 0006)
 * and tells each desk's calendar to re-read the day it shows.
 */
export async function announcePriceChange(tx: Tx, clubId: number, activityIds: number[]): Promise<void> {
  if (activityIds.length === 0) return;
  await repriceCarts(tx, clubId, activityIds);
  const club = await firstRow<{ tz: string }>(tx, sql`SELECT time_zone AS tz FROM clubs WHERE id = ${clubId}`);
  const today = todayIn(club?.tz ?? 'UTC');
  for (const id of activityIds) await recordChange(tx, clubId, id, today, PRICING_CHANGE_KIND);
}
