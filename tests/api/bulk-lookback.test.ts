import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CartMessages } from '../../contract/cart';
import { BulkMessages, UnavailableWording } from '../../contract/bulk';
import { addDays, todayIn } from '../../server/core/local-time';
import { checkout, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { messageCode } from '../../server/plugins/message-codes';

// Issue 24 item 10: bulk (pattern) bookings follow the single booking's look-back (ADR 0010, 0051).

let t: TestApp;
let admin: Client;
let ids: Ids;
let today: string;
const lookback = (hours: number) => CartMessages.pastLookback.replaceAll('{hours}', String(hours));
/** The look-back refusal as the server sends it: the message, its code and the hours as its count. */
const refusedPastLookback = (hours: number) => ({ requestStatus: 0, message: lookback(hours), ...messageCode(lookback(hours)) });
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

/** Every day from `from` to `to` days from today, 06:00–07:00 on one court. */
function form(court: string, from: number, to: number, ignoreUnavailableSlots = true) {
  return {
    activityId: ids.badminton,
    courts: [ids.courts[court]],
    startDate: addDays(today, from),
    endDate: addDays(today, to),
    allSlots: false,
    startTime: '06:00:00',
    endTime: '07:00:00',
    days: ALL_DAYS,
    ignoreUnavailableSlots,
    memberBulkBooking: false,
  };
}
const verify = async (data: ReturnType<typeof form>) => (await admin.post('/api/slots/availability/verify', data)).json();
const book = async (data: ReturnType<typeof form>) =>
  (
    await admin.post(
      '/api/booking/pattern',
      checkout({ isPatternBooking: true, patternBookingData: data, transactionData: { type: 2, mode: 0 } }),
    )
  ).json();
const patternCount = async () =>
  ((await t.db.db.execute(sql`SELECT count(*)::int AS n FROM pattern_bookings`)) as unknown as { rows: { n: number }[] }).rows[0].n;

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  today = todayIn('Asia/Kolkata');
});
afterAll(async () => {
  await t?.close();
});

describe('a pattern wholly past the look-back', () => {
  it('is refused at Check Availability and at booking with the single booking message, ignore on or off', async () => {
    const before = await patternCount();
    for (const ignore of [true, false]) {
      // 3 to 5 days ago: every 06:00–07:00 slot ended more than 48 hours ago.
      const data = form('Court 4', -5, -3, ignore);
      expect(await verify(data)).toEqual(refusedPastLookback(48));
      expect(await book(data)).toEqual(refusedPastLookback(48));
    }
    expect(await patternCount()).toBe(before);
  });

  it('follows the club setting pastBookingLookbackHours', async () => {
    await t.db.db.execute(sql`UPDATE clubs SET config = config || '{"pastBookingLookbackHours": 0}'::jsonb`);
    try {
      expect(await book(form('Court 4', -1, -1))).toEqual(refusedPastLookback(0));
    } finally {
      await t.db.db.execute(sql`UPDATE clubs SET config = config - 'pastBookingLookbackHours'`);
    }
  });
});

describe('a pattern partly past the look-back', () => {
  it('lists the old slots as unavailable; ignore on books the rest, ignore off refuses with the look-back message', async () => {
    // 4 days ago to 2 days ahead: -4 and -3 are past the look-back; -1 (ended within it) and on are bookable.
    const off = form('Court 5', -4, 2, false);
    const checked = await verify(off);
    expect(checked.requestStatus).toBe(1);
    const old = checked.data.bookedSlots.filter(
      (s: { status: string }) => s.status === UnavailableWording.pastLookback.replace('{hours}', '48'),
    );
    expect(old.map((s: { slotDate: string }) => s.slotDate)).toEqual(expect.arrayContaining([addDays(today, -4), addDays(today, -3)]));
    expect(checked.data.availableSlots.map((s: { slotDate: string }) => s.slotDate)).toEqual(
      expect.arrayContaining([addDays(today, -1), addDays(today, 2)]),
    );
    expect(await book(off)).toEqual(refusedPastLookback(48));

    const on = await book(form('Court 5', -4, 2, true));
    expect(on.requestStatus).toBe(1);
    expect(on.bookedSlots).toBe(checked.data.availableSlots.length);
    expect(on.skippedSlots).toBe(checked.data.bookedSlots.length);
    const dates = (
      (await t.db.db.execute(
        sql`SELECT booking_date::text AS d FROM bookings WHERE pattern_id = ${on.patternBookingId} ORDER BY 1`,
      )) as unknown as { rows: { d: string }[] }
    ).rows.map((r) => r.d);
    expect(dates).not.toContain(addDays(today, -4));
    expect(dates).not.toContain(addDays(today, -3));
    expect(dates).toContain(addDays(today, -1));
    expect(dates).toContain(addDays(today, 2));
  });

  it('a pattern within the look-back (yesterday on) is booked whole', async () => {
    const res = await book(form('Court 6', -1, 1, false));
    expect(res).toMatchObject({ requestStatus: 1, message: BulkMessages.patternCreated, bookedSlots: 3, skippedSlots: 0 });
  });
});
