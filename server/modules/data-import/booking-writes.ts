import { PaymentMode, STAFF_PLACE, TransactionType } from '../../../contract/codes';
import type { Tx } from '../../db/client';
import type { Actor } from '../../core/actor';
import { createBookings } from '../../ledger/booking-create';
import { changeSql } from '../../ledger/occupancy';
import { insertTransactionsSql } from '../../ledger/money-rows';
import { sql } from 'drizzle-orm';
import type { BookingIn } from './booking-rows';

/** Splits the file's amount over the booking's slots; the first slots take the odd paise. */
function shares(totalMinor: number, n: number): number[] {
  const base = Math.floor(totalMinor / n);
  return Array.from({ length: n }, (_, i) => base + (i < totalMinor - base * n ? 1 : 0));
}

/**
 * One imported booking in one statement through the one booking creator (ledger/booking-create.ts):
 * the booking, its slots, their court time through the one occupancy writer (brother keys
 * included), its opening money row (what the old system took; counted in its balance, never in
 * takings) and the day's change row. The caller holds the court-time locks and has judged the
 * time free under them.
 */
export async function createImportedBooking(
  tx: Tx,
  clubId: number,
  actor: Actor,
  brothers: Map<number, number[]>,
  b: BookingIn,
): Promise<number> {
  const exclusive = b.activityType !== 1;
  const count = exclusive ? 1 : b.places;
  const gross = shares(b.amountMinor, b.slots.length);
  const paid =
    b.paidMinor > 0
      ? [
          sql`opening AS (${insertTransactionsSql(
            [
              {
                clubId,
                type: TransactionType.singleBooking,
                mode: PaymentMode.noPay,
                amountMinor: b.paidMinor,
                target: 'court',
                memberId: b.memberId,
                opening: true,
                remarks: 'Opening balance (import)',
                handler: actor.name,
                place: STAFF_PLACE,
                userId: actor.userId,
              },
            ],
            { bookingId: sql`(SELECT id FROM b)` },
          )})`,
        ]
      : [];
  const [created] = await createBookings(
    tx,
    {
      clubId,
      party: {
        memberId: b.memberId,
        customerId: null,
        name: b.name,
        countryCode: b.countryCode,
        mobile: b.mobile,
        email: b.email,
        remarks: null,
        place: STAFF_PLACE,
        handler: actor.name,
        userId: actor.userId,
      },
      bookings: [
        {
          date: b.date,
          activityId: b.activityId,
          startTime: b.slots[0]!.slotTime,
          endTime: b.slots.at(-1)!.endTime,
          slotCount: b.slots.length * count,
          grossMinor: b.amountMinor,
        },
      ],
      slots: b.slots.map((s, i) => ({
        booking: b.date,
        courtId: s.courtId,
        date: s.date,
        slotTime: s.slotTime,
        endTime: s.endTime,
        count,
        grossMinor: gross[i]!,
        priceMinor: gross[i]!,
      })),
      courtTime: b.slots.map((s) => ({
        courtId: s.courtId,
        date: s.date,
        slotTime: s.slotTime,
        start: s.start,
        end: s.end,
        activityId: b.activityId,
        exclusive,
        count,
      })),
      brothers: new Map([[b.court.id, exclusive ? (brothers.get(b.court.id) ?? []) : []]]),
    },
    [...paid, sql`logged AS (${changeSql(clubId, b.activityId, b.date, 'booking')})`],
  );
  return created!.id;
}
