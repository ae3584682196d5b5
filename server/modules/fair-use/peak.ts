import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import { endMinutesOf, minutesOf } from '../../core/dates';
import { toMinorUnits } from '../../../contract/money-round';
import { priceSlot } from '../pricing/engine';
import { loadHolidays, loadPricing } from '../pricing/repository';

/** A slot someone plays: a court at a date from a time to an end (00:00 = midnight). */
export interface PlayedSlot {
  courtId: number;
  date: string;
  slotTime: string;
  endTime: string;
}

/** Minutes a slot lasts (a slot that ends at 00:00 or past midnight runs to the day's end). */
export function slotMinutes(s: PlayedSlot): number {
  const start = minutesOf(s.slotTime);
  const end = endMinutesOf(s.endTime);
  return (end <= start ? 1440 : end) - start;
}

/**
 * The slots that are peak (ADR 0078): with no "peak from" price every slot is; otherwise a slot
 * whose guest price per hour, as the one pricing engine prices it today (special, holiday,
 * regular, pro rata for its length), is at least that price. Booked slots are priced again
 * with today's pricing, so a slot counts the same whichever desk or day sold it.
 */
export async function peakSlots<S extends PlayedSlot>(
  q: Queryable,
  clubId: number,
  slots: S[],
  peakFromPrice: number | null,
): Promise<S[]> {
  if (peakFromPrice === null || slots.length === 0) return slots;
  const threshold = toMinorUnits(peakFromPrice);
  const courtIds = [...new Set(slots.map((s) => s.courtId))];
  const courts = await rows<{ id: number; priceClassId: number | null }>(
    q,
    sql`SELECT id, price_class_id AS "priceClassId" FROM courts WHERE club_id = ${clubId} AND id IN (${sql.join(
      courtIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const classOf = new Map(courts.map((c) => [c.id, c.priceClassId]));
  const classIds = [...new Set(courts.map((c) => c.priceClassId).filter((id): id is number => id !== null))];
  const pricing = await loadPricing(q, clubId, classIds);
  const dates = slots.map((s) => s.date).sort();
  const holidays = await loadHolidays(q, clubId, dates[0], dates[dates.length - 1]);
  return slots.filter((s) => {
    const classId = classOf.get(s.courtId) ?? null;
    const minutes = slotMinutes(s);
    const price = priceSlot(classId === null ? [] : (pricing.get(classId) ?? []), holidays, s.date, s.slotTime, minutes).priceMinor;
    // Per hour, compared without rounding: price × 60 / minutes ≥ threshold.
    return minutes > 0 && price * 60 >= threshold * minutes;
  });
}
