import { ImportMessages, type RowError } from '../../../contract/data-import';
import type { Queryable } from '../../db/client';
import type { DayOccupancy } from '../availability/day-occupancy';
import { judgeSlots } from '../bulk/judge-slots';
import { loadRangeOccupancy } from '../bulk/range-occupancy';
import type { BookingIn } from './booking-rows';

/**
 * Court time for imported bookings, judged the way the calendar and Bulk Booking judge it
 * (judgeSlots: blocks, bookings, live holds, brother locks, group capacity) against the club's
 * live occupancy. Each row that passes is added to the picture before the next is judged, so two
 * rows of one file that clash (the same court, a court and its brother, a group slot over its
 * capacity) are caught as the database would catch them.
 */
export class CourtTimeBook {
  private constructor(
    private readonly occupancy: Map<string, DayOccupancy[]>,
    private readonly brothers: Map<number, number[]>,
  ) {}

  /** The live occupancy of the rows' courts over their dates (each brother's bookings show on a court as via-brother rows). */
  static async load(q: Queryable, clubId: number, list: BookingIn[], brothers: Map<number, number[]>): Promise<CourtTimeBook> {
    if (list.length === 0) return new CourtTimeBook(new Map(), brothers);
    const dates = list.map((b) => b.date).sort();
    const courts = [...new Set(list.flatMap((b) => [b.court.id, ...(brothers.get(b.court.id) ?? [])]))];
    // userId 0: no desk's cart is the importer's own, so every live hold reads "Booking in Progress".
    const occupancy = await loadRangeOccupancy(q, clubId, courts, dates[0]!, dates.at(-1)!, 0);
    return new CourtTimeBook(occupancy, brothers);
  }

  /** The row's court time judged; when free it is taken in the picture. Returns the error, or null. */
  take(b: BookingIn): RowError | null {
    const judged = judgeSlots(b.slots, this.occupancy, { type: b.activityType, maxSlotCount: b.maxSlotCount }, b.places, 'book', 0);
    const refused = judged.find((j) => !j.ok);
    if (refused) return { field: 'court', message: ImportMessages.courtTaken(refused.status) };
    const exclusive = b.activityType !== 1;
    for (const s of b.slots) {
      const row = { kind: 'booking' as const, bookingId: -1, blockId: null, cartSessionId: null, customerName: null, balanceMinor: null };
      const time = { start: s.start, end: s.end };
      this.add(s.courtId, s.date, { ...row, ...time, courtId: s.courtId, exclusive, count: exclusive ? 1 : b.places, viaBrother: false });
      if (!exclusive) continue;
      for (const other of this.brothers.get(s.courtId) ?? []) {
        this.add(other, s.date, { ...row, ...time, courtId: other, exclusive: true, count: 1, viaBrother: true });
      }
    }
    return null;
  }

  private add(courtId: number, date: string, o: DayOccupancy) {
    const key = `${courtId}|${date}`;
    this.occupancy.set(key, [...(this.occupancy.get(key) ?? []), o]);
  }
}
