import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../server/core/local-time';
import { expandAvailability } from '../../contract/availability-wire';
import { availabilityReply } from '../../contract/availability';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

/** A blocked slot says why (issue 27 item 7): the day carries each shown block's remark. */
let t: TestApp;
let admin: Client;
let ids: Ids;
const saturday = addDays(plainMonday(42), 5);

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

const block = (court: string, start: string, end: string, remarks: string) =>
  admin.post('/api/blocking', {
    blockingActivityId: ids.badminton,
    blockingStartDate: saturday,
    blockingEndDate: saturday,
    blockingStartTime: start,
    blockingEndTime: end,
    blockingFullDay: false,
    blockingDays: [5],
    blockingCourts: [ids.courts[court]],
    blockingRemarks: remarks,
  });

describe('the day of a blocked slot', () => {
  it('carries the remark of each block shown, none for a block without one, and still parses as the contract', async () => {
    expect((await block('Court 1', '08:00:00', '09:00:00', 'Floor polishing')).json().requestStatus).toBe(1);
    expect((await block('Court 2', '08:00:00', '09:00:00', '')).json().requestStatus).toBe(1);
    const res = await admin.post('/api/availability', { activityId: ids.badminton, date: saturday });
    const body = res.json();
    expect(availabilityReply.safeParse(body).success).toBe(true);
    expect(Object.values(body.blocks)).toEqual(['Floor polishing']);
    const slots = expandAvailability(body)!
      .courts.flatMap((c) => c.slots)
      .filter((s) => s.blocked);
    expect(slots.map((s) => [s.courtName, s.blockRemark])).toEqual([
      ['Court 1', 'Floor polishing'],
      ['Court 2', null],
    ]);
    // A day with no remarked block keeps its old shape.
    const other = (await admin.post('/api/availability', { activityId: ids.badminton, date: addDays(saturday, 1) })).json();
    expect(other).not.toHaveProperty('blocks');
  });
});
