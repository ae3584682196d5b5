import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rows } from '../../db/rows';
import { BusinessError } from '../../core/business-error';
import { endMinutesOf, minutesOf } from '../../core/dates';
import { AddonMessages } from '../../../contract/addons';

/** The contract's text, so the console can read it back into its code (ADR 0085). */
export const RENTAL_LIMIT_MESSAGE = AddonMessages.rentalLimit;

interface RentLine {
  extraId: number | null;
  name: string;
  quantity: number;
  isRent: boolean;
}

/**
 * Rental add-ons can't be rented beyond their Qty Available for overlapping times: the live
 * bookings of the same day whose time overlaps this one already hold some. Serialised per
 * add-on with a transaction lock, so two desks cannot both take the last one. Set-wise (issue
 * 14): every rented add-on's lock in one statement (ascending ids, one order for every writer),
 * then what each has left in one read.
 */
export async function assertRentalStock(
  tx: Tx,
  clubId: number,
  date: string,
  start: string,
  end: string,
  lines: RentLine[],
): Promise<void> {
  const rented = lines.filter((l): l is RentLine & { extraId: number } => l.isRent && l.extraId !== null);
  if (rented.length === 0) return;
  const s = minutesOf(start);
  const e = endMinutesOf(end) <= s ? 1440 : endMinutesOf(end);
  const ids = `{${[...new Set(rented.map((l) => l.extraId))].join(',')}}`;
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${clubId}, hashtext('rent#' || id)) FROM (SELECT unnest(${ids}::int[]) AS id ORDER BY 1) s`,
  );
  const stock = await rows<{ id: number; stock: number; used: number }>(
    tx,
    sql`SELECT x.id, x.quantity AS stock, COALESCE((
          SELECT SUM(be.quantity) FROM booking_extras be JOIN bookings b ON b.club_id = be.club_id AND b.id = be.booking_id
          WHERE be.club_id = ${clubId} AND be.extra_id = x.id AND NOT b.cancelled AND b.booking_date = ${date}
            AND (EXTRACT(HOUR FROM b.start_time) * 60 + EXTRACT(MINUTE FROM b.start_time)) < ${e}
            AND (CASE WHEN b.end_time <= b.start_time THEN 1440 ELSE EXTRACT(HOUR FROM b.end_time) * 60 + EXTRACT(MINUTE FROM b.end_time) END) > ${s}
        ), 0)::int AS used
        FROM club_extras x WHERE x.club_id = ${clubId} AND x.id = ANY(${ids}::int[])`,
  );
  const byId = new Map(stock.map((r) => [r.id, r]));
  for (const line of rented) {
    const row = byId.get(line.extraId);
    if (!row) continue;
    const left = Math.max(0, row.stock - row.used);
    if (line.quantity > left) throw new BusinessError(RENTAL_LIMIT_MESSAGE.replace('{left}', String(left)).replace('{name}', line.name));
  }
}

/**
 * The time a cart's rental add-ons are held for, the same at cart time and at booking time:
 * the first day of the cart, from its first slot to the latest end that day.
 */
export function rentalWindow(
  slots: { slotDate: string; slotTime: string; endTime: string }[],
): { date: string; start: string; end: string } | null {
  if (slots.length === 0) return null;
  const first = [...slots].sort((a, b) => a.slotDate.localeCompare(b.slotDate) || a.slotTime.localeCompare(b.slotTime))[0];
  const end = slots
    .filter((s) => s.slotDate === first.slotDate)
    .map((s) => s.endTime)
    .sort((a, b) => endMinutesOf(a) - endMinutesOf(b))
    .at(-1)!;
  return { date: first.slotDate, start: first.slotTime, end };
}
