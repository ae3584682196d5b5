import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingActionMessages as M } from '../../contract/booking-actions';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { bookOne } from './booking-after-fixtures';
import type { TestApp } from './helpers/test-app';

// Issue 27 item 4: rescheduling to a time the courts are shut said every court was "(booked)".
// The verify reply tells closed apart from taken, with each court's hours.

let t: TestApp;
let admin: Client;
let ids: Ids;
const date = plainMonday(49);

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

type Court = { courtName: string; available: boolean; closed: boolean; openTime: string; closeTime: string };
const verify = async (bookingId: number, startTime: string) =>
  (await admin.post('/api/booking/reschedule/verify', { bookingId, rescheduleDate: date, startTime })).json() as {
    requestStatus: number;
    courts: Court[];
  };

describe('Reschedule outside opening hours', () => {
  it('says closed, not booked, for every court shut at the new time; a taken court stays taken', async () => {
    const id = await bookOne(admin, ids, { date, time: '10:00:00', court: 'Court 1' });
    await bookOne(admin, ids, { date, time: '12:00:00', court: 'Court 2' });

    // Badminton opens 06:00–23:00: 04:00 and a 22:30 start (ends 23:30) are outside.
    for (const start of ['04:00:00', '22:30:00']) {
      const shut = await verify(id, start);
      expect(shut.requestStatus).toBe(1);
      expect(shut.courts).toHaveLength(6);
      for (const court of shut.courts) {
        expect(court).toMatchObject({ available: false, closed: true, openTime: '06:00:00', closeTime: '23:00:00' });
      }
    }

    // Inside the hours: Court 2 is taken (not closed), the others free.
    const open = await verify(id, '12:00:00');
    const court2 = open.courts.find((c) => c.courtName === 'Court 2')!;
    expect(court2).toMatchObject({ available: false, closed: false });
    expect(open.courts.filter((c) => c.available).map((c) => c.courtName)).toEqual(['Court 1', 'Court 3', 'Court 4', 'Court 5', 'Court 6']);

    // Pricing a shut court names the hours, not a clash.
    const priced = (
      await admin.post('/api/booking/reschedule/pricing', {
        bookingId: id,
        rescheduleDate: date,
        startTime: '04:00:00',
        courtId: ids.courts['Court 3'],
      })
    ).json();
    expect(priced).toMatchObject({ requestStatus: 1, available: false, message: M.rescheduleOutsideHours });
    const taken = (
      await admin.post('/api/booking/reschedule/pricing', {
        bookingId: id,
        rescheduleDate: date,
        startTime: '12:00:00',
        courtId: ids.courts['Court 2'],
      })
    ).json();
    expect(taken).toMatchObject({ requestStatus: 1, available: false, message: M.rescheduleUnavailable });
  });
});
