import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CHECKIN_UNDO_WINDOW_SECONDS, CourtsideMessages as C } from '../../contract/courtside';
import { todayIn } from '../../server/core/local-time';
import { setup, type Client } from './booking-fixtures';
import { details, failed, riversideClient, sqlOf } from './booking-after-fixtures';
import type { TestApp } from './helpers/test-app';

/** Courtside: Check in all and the Undo of a check-in just made (issue 27 item 8, ADR 0063). */
let t: TestApp;
let admin: Client;
let q: ReturnType<typeof sqlOf>;
const today = todayIn('Asia/Kolkata');

beforeAll(async () => {
  ({ t, admin } = await setup());
  q = sqlOf(t);
});
afterAll(async () => {
  await t?.close();
});

const demoBooking = async (name: string) =>
  (await q<{ id: number }>(sql`SELECT id FROM bookings WHERE customer_name = ${name} AND booking_date = ${today} ORDER BY id LIMIT 1`))[0]
    .id;
const checkedIn = async (bookingId: number) =>
  ((await details(admin, bookingId)).checkinData as { attendee_id: number }[]).map((c) => c.attendee_id).sort((a, b) => a - b);
const history = (bookingId: number) =>
  q<{ action: string; before: unknown; after: unknown }>(
    sql`SELECT action, before, after FROM history WHERE entity = 'booking' AND entity_id = ${bookingId} AND action LIKE 'checkin%' ORDER BY id`,
  );
const all = (bookingId: number, c = admin) => c.post('/api/booking/checkin/all', { bookingId });
const undo = (bookingId: number, attendeeIds: number[], c = admin) => c.post('/api/booking/checkin/undo', { bookingId, attendeeIds });

describe('Check in all', () => {
  it('checks in every attendee not yet in, in one go, each in the history; then says everyone is in', async () => {
    const group = await demoBooking('Anita Joseph');
    expect((await admin.post('/api/booking/checkin', { bookingId: group, id: 2 })).json().requestStatus).toBe(1);
    expect((await all(group)).json()).toEqual({ requestStatus: 1, message: C.checkedInAll, attendeeIds: [1, 3, 4, 5] });
    expect(await checkedIn(group)).toEqual([1, 2, 3, 4, 5]);
    expect((await history(group)).map((h) => h.after)).toEqual([2, 1, 3, 4, 5].map((attendee) => ({ attendee })));
    expect((await all(group)).json()).toEqual(failed(C.allCheckedIn));
  });
});

describe('Undo of a check-in', () => {
  it('takes back the check-ins just made, records it, and refuses an attendee not checked in', async () => {
    const group = await demoBooking('Anita Joseph');
    expect((await undo(group, [3, 4])).json()).toEqual({ requestStatus: 1, message: C.undone });
    expect(await checkedIn(group)).toEqual([1, 2, 5]);
    const undone = (await history(group)).filter((h) => h.action === 'checkin-undo');
    expect(undone.map((h) => (h.before as { attendee: number }).attendee)).toEqual([3, 4]);
    // All or nothing: 3 is no longer checked in, so 1 stays checked in too.
    expect((await undo(group, [1, 3])).json()).toEqual(failed(C.notCheckedIn));
    expect(await checkedIn(group)).toEqual([1, 2, 5]);
    // Checked in again after an undo: the attendee's button works as before.
    expect((await admin.post('/api/booking/checkin', { bookingId: group, id: 3 })).json().requestStatus).toBe(1);
  });

  it(`refuses once the check-in is older than ${CHECKIN_UNDO_WINDOW_SECONDS} s, and changes nothing`, async () => {
    const single = await demoBooking('Rohan Das');
    expect((await admin.post('/api/booking/checkin', { bookingId: single })).json().requestStatus).toBe(1);
    await q(
      sql`UPDATE booking_checkins SET created_at = now() - make_interval(secs => ${CHECKIN_UNDO_WINDOW_SECONDS + 1}) WHERE booking_id = ${single}`,
    );
    expect((await undo(single, [1])).json()).toEqual(failed(C.undoExpired));
    expect(await checkedIn(single)).toEqual([1]);
    await q(
      sql`UPDATE booking_checkins SET created_at = now() - make_interval(secs => ${CHECKIN_UNDO_WINDOW_SECONDS - 5}) WHERE booking_id = ${single}`,
    );
    expect((await undo(single, [1])).json().requestStatus).toBe(1);
    expect(await checkedIn(single)).toEqual([]);
  });

  it('another club cannot undo (not found) nor check in all; bad ids name the field', async () => {
    const group = await demoBooking('Anita Joseph');
    const riverside = await riversideClient(t);
    expect((await undo(group, [1], riverside)).json().requestStatus).toBe(0);
    expect((await all(group, riverside)).json().requestStatus).toBe(0);
    expect(await checkedIn(group)).toEqual([1, 2, 3, 5]);
    for (const attendeeIds of [[], [0], [-1], [1.5]]) {
      const res = await undo(group, attendeeIds as number[]);
      expect(res.statusCode, JSON.stringify(attendeeIds)).toBe(400);
      expect(res.json().errors[0].path).toMatch(/^attendeeIds/);
    }
    expect(await checkedIn(group)).toEqual([1, 2, 3, 5]);
  });
});
