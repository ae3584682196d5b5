import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SyncMessages } from '../../contract/sync';
import { NO_PERMISSION_MESSAGE } from '../../contract/envelope';
import { checkout, plainMonday, setup, slotOf, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
const date = plainMonday(63);

const exec = (q: ReturnType<typeof sql>) => t.db.db.execute(q);
const bookOne = async (court: string, time: string, mobile: string) => {
  await admin.post('/api/carting/clear');
  expect(
    (await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts[court], date, time })).json().requestStatus,
  ).toBe(1);
  return (await admin.post('/api/booking', checkout({}, { mobile }))).json().bookingId as number;
};
const status = async (court: string, time: string) =>
  slotOf((await admin.post('/api/availability', { activityId: ids.badminton, date })).json(), ids.courts[court], time).status;

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/availability/sanity (Sync Availability)', () => {
  it('finds nothing on a healthy club and still makes every desk refresh', async () => {
    const res = (await admin.post('/api/availability/sanity')).json();
    expect(res).toMatchObject({ requestStatus: 1, message: SyncMessages.clean });
    const changes = (await exec(sql`SELECT count(*)::int AS n FROM change_log WHERE kind = 'sync'`)) as unknown as {
      rows: { n: number }[];
    };
    expect(changes.rows[0].n).toBeGreaterThanOrEqual(3);
  });

  it('repairs lost and stale court time, and reports what it cannot repair', async () => {
    const lost = await bookOne('Court 1', '10:00:00', '9000090001');
    const ghost = await bookOne('Court 2', '10:00:00', '9000090002');
    const clash = await bookOne('Court 3', '10:00:00', '9000090003');
    await exec(sql`DELETE FROM occupancy WHERE booking_id IN (${lost}, ${clash})`);
    await exec(sql`UPDATE bookings SET cancelled = true WHERE id = ${ghost}`);
    // Someone booked Court 3 while the lost booking held no court time: that one cannot be repaired.
    await bookOne('Court 3', '10:00:00', '9000090004');
    expect(await status('Court 1', '10:00:00')).toBe('Book');
    const res = (await admin.post('/api/availability/sanity')).json();
    expect(res.message).toBe(
      `${SyncMessages.found} 1 slots held for cancelled bookings (fixed), 2 booked slots without court time (1 fixed)`,
    );
    expect(res.findings).toContainEqual({ check: 'missingBookingTime', label: 'booked slots without court time', found: 2, fixed: 1 });
    expect(await status('Court 1', '10:00:00')).toBe('Booked');
    expect(await status('Court 2', '10:00:00')).toBe('Book');
  });

  it('needs feature 19 with write access', async () => {
    expect((await desk.post('/api/availability/sanity')).json()).toEqual({ requestStatus: -1, message: NO_PERMISSION_MESSAGE });
  });
});
