import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BookingActionMessages as M } from '../../contract/booking-actions';
import { todayIn } from '../../server/core/local-time';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { bookOne, sqlOf } from './booking-after-fixtures';
import type { TestApp } from './helpers/test-app';

/*
 * bookings.court_ids is a copy of the courts of a booking's slots (migration 0106, ADR 0041)
 * that the master report reads instead of the slots. Every way slots change must keep it equal.
 */
let t: TestApp;
let admin: Client;
let ids: Ids;
let q: ReturnType<typeof sqlOf>;
const date = plainMonday(44);

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  q = sqlOf(t);
});
afterAll(async () => {
  await t?.close();
});

const courtIds = async (id: number) => (await q<{ c: number[] | null }>(sql`SELECT court_ids AS c FROM bookings WHERE id = ${id}`))[0].c;
/** Bookings whose copy differs from their slots (none with slots missing a copy, or the reverse). */
const drifted = async () =>
  (
    await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM bookings b
           WHERE COALESCE(b.court_ids, '{}') IS DISTINCT FROM ARRAY(SELECT DISTINCT s.court_id FROM booking_slots s WHERE s.booking_id = b.id ORDER BY 1)`,
    )
  )[0].n;

describe('A booking keeps the courts of its slots', () => {
  it('the demo seed, checkout and a reschedule leave no booking whose courts differ from its slots', async () => {
    expect(await drifted()).toBe(0);
    const id = await bookOne(admin, ids, { date, time: '08:00:00', court: 'Court 2', advance: 200 });
    expect(await courtIds(id)).toEqual([ids.courts['Court 2']]);

    const move = { bookingId: id, rescheduleDate: date, startTime: '08:00:00', courtId: ids.courts['Court 4'] };
    const price = (await admin.post('/api/booking/reschedule/pricing', move)).json();
    expect((await admin.post('/api/booking/reschedule', { ...move, reschedulePrice: price.reschedulePrice })).json()).toEqual({
      requestStatus: 1,
      message: M.rescheduled,
    });
    expect(await courtIds(id)).toEqual([ids.courts['Court 4']]);
    expect(await drifted()).toBe(0);

    // The master report names the court the booking is on now.
    const today = todayIn('Asia/Kolkata');
    const clubs = (await admin.get('/api/reports/clubs')).json().clubs as { clubId: number }[];
    const report = (
      await admin.post('/api/reports/transactions/multiple-clubs', {
        clubIds: clubs.map((c) => c.clubId),
        startDate: today,
        endDate: today,
      })
    ).json();
    const rows = (report.data as { rows: { bookingId: number | null; court: string | null }[] }[])
      .flatMap((c) => c.rows)
      .filter((r) => r.bookingId === id);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.court).toBe('Court 4');
  });

  it('slots added, moved and removed by any statement keep the copy sorted, distinct and exact', async () => {
    const id = await bookOne(admin, ids, { date, time: '09:00:00', court: 'Court 3' });
    const [c1, c3, c5] = [ids.courts['Court 1'], ids.courts['Court 3'], ids.courts['Court 5']];
    const slot = sql`club_id, booking_id, court_id, slot_date, slot_time, end_time, count, gross_minor, price_minor`;
    const add = (court: number, time: string) =>
      q(sql`INSERT INTO booking_slots (${slot}) SELECT club_id, booking_id, ${court}, slot_date, ${time}::time, ${time}::time + interval '30 minutes', 1, 0, 0
             FROM booking_slots WHERE booking_id = ${id} LIMIT 1`);
    // A writer that does not set the copy (seeds, patterns, marketplace) is caught up by the trigger.
    await add(c1, '21:00');
    await add(c3, '21:30');
    expect(await courtIds(id)).toEqual([c1, c3].sort((a, b) => a - b));
    await q(sql`UPDATE booking_slots SET court_id = ${c5} WHERE booking_id = ${id} AND court_id = ${c1}`);
    expect(await courtIds(id)).toEqual([c3, c5].sort((a, b) => a - b));
    await q(sql`DELETE FROM booking_slots WHERE booking_id = ${id} AND court_id = ${c3}`);
    expect(await courtIds(id)).toEqual([c5]);
    await q(sql`DELETE FROM booking_slots WHERE booking_id = ${id}`);
    expect(await courtIds(id)).toEqual([]);
    expect(await drifted()).toBe(0);
  });

  it('a pattern on two courts writes each of its bookings with both courts', async () => {
    const data = {
      activityId: ids.badminton,
      courts: [ids.courts['Court 5'], ids.courts['Court 1']],
      startDate: date,
      endDate: plainMonday(44, 2),
      allSlots: false,
      startTime: '12:00:00',
      endTime: '13:00:00',
      days: [0, 2],
      ignoreUnavailableSlots: true,
    };
    const res = (
      await admin.post(
        '/api/booking/pattern',
        checkout({ isPatternBooking: true, patternBookingData: data }, { mobile: '9000074444', name: 'Two Court Pattern' }),
      )
    ).json();
    expect(res, JSON.stringify(res)).toMatchObject({ requestStatus: 1 });
    const found = await q<{ c: number[] }>(sql`SELECT court_ids AS c FROM bookings WHERE pattern_id = ${res.patternBookingId}`);
    expect(found.length).toBeGreaterThan(2);
    for (const b of found) expect(b.c).toEqual([ids.courts['Court 5'], ids.courts['Court 1']].sort((x, y) => x - y));
    expect(await drifted()).toBe(0);
  });
});
