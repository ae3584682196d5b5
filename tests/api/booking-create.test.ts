import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { bookOne, sqlOf } from './booking-after-fixtures';
import type { TestApp } from './helpers/test-app';

// The one writer of bookings and booking_slots (server/ledger/booking-create.ts): whichever path
// creates or moves a booking, its slots are joined to it, each slot's court time names the slot,
// and a half pitch takes its pair key with the full pitch, so the brother court is taken too.

let t: TestApp;
let admin: Client;
let ids: Ids;
let q: ReturnType<typeof sqlOf>;
let key: string;
const date = plainMonday(84);

interface Occ {
  court: number;
  via: boolean;
  source: number;
  slot: number;
  lo: string;
}

async function rowsOf(bookingId: number) {
  const [booking] = await q<{ courtIds: number[]; slotCount: number; marketplace: boolean }>(
    sql`SELECT court_ids AS "courtIds", slot_count AS "slotCount", is_marketplace AS marketplace FROM bookings WHERE id = ${bookingId}`,
  );
  const slots = await q<{ id: number; court: number; time: string }>(
    sql`SELECT id, court_id AS court, slot_time::text AS time FROM booking_slots WHERE booking_id = ${bookingId} ORDER BY id`,
  );
  const occupancy = await q<Occ>(
    sql`SELECT court_id AS court, via_brother AS via, source_court_id AS source, booking_slot_id AS slot, lower(during)::text AS lo
        FROM occupancy WHERE booking_id = ${bookingId} ORDER BY via_brother, court_id`,
  );
  return { booking, slots, occupancy };
}

const cartAdd = async (court: string, time: string) => {
  await admin.post('/api/carting/clear');
  const res = (await admin.post('/api/carting/slot/add', { activityId: ids.football, courtId: ids.courts[court], date, time })).json();
  await admin.post('/api/carting/clear');
  return res.requestStatus as number;
};

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  q = sqlOf(t);
  key = (await admin.post('/api/club/marketplace/keys', { name: 'Playo' })).json().key;
});
afterAll(async () => {
  await t?.close();
});

describe('one writer of bookings and their slots', () => {
  it('a marketplace sale of a half pitch: one slot joined to its booking, its court time on the half and the pitch', async () => {
    const sold = (
      await t.app.inject({
        method: 'POST',
        url: '/api/marketplace/bookings',
        headers: { 'x-api-key': key },
        payload: {
          activityId: ids.football,
          courtId: ids.courts['Half A'],
          date,
          time: '09:00:00',
          customer: { name: 'Online Player', countryCode: '+91', mobile: '9812345678' },
        },
      })
    ).json();
    expect(sold.requestStatus).toBe(1);
    const { booking, slots, occupancy } = await rowsOf(sold.bookingId);
    const half = ids.courts['Half A'];
    expect(booking).toEqual({ courtIds: [half], slotCount: 1, marketplace: true });
    expect(slots).toEqual([{ id: expect.any(Number), court: half, time: '09:00:00' }]);
    expect(occupancy[0]).toEqual({ court: half, via: false, source: half, slot: slots[0].id, lo: `${date} 09:00:00` });
    expect(occupancy.filter((o) => o.via).map((o) => o.court)).toContain(ids.courts['Full Pitch']);
    expect(occupancy.every((o) => o.source === half && o.slot === slots[0].id)).toBe(true);
    expect(await cartAdd('Full Pitch', '09:00:00')).toBe(0);
  });

  it('a booking moved to a half pitch: its new slot and court time, the pitch taken, the old half freed', async () => {
    const id = await bookOne(admin, ids, { activity: ids.football, court: 'Half A', date, time: '10:00:00' });
    const moved = (
      await admin.post('/api/booking/reschedule', {
        bookingId: id,
        rescheduleDate: date,
        startTime: '12:00:00',
        courtId: ids.courts['Half B'],
      })
    ).json();
    expect(moved.requestStatus).toBe(1);
    const { booking, slots, occupancy } = await rowsOf(id);
    const half = ids.courts['Half B'];
    expect(booking.courtIds).toEqual([half]);
    expect(slots).toEqual([{ id: expect.any(Number), court: half, time: '12:00:00' }]);
    expect(occupancy[0]).toEqual({ court: half, via: false, source: half, slot: slots[0].id, lo: `${date} 12:00:00` });
    expect(occupancy.filter((o) => o.via).map((o) => o.court)).toContain(ids.courts['Full Pitch']);
    expect(occupancy.every((o) => o.source === half && o.slot === slots[0].id)).toBe(true);
    expect(await cartAdd('Full Pitch', '12:00:00')).toBe(0);
    expect(await cartAdd('Half A', '10:00:00')).toBe(1);
  });
});
