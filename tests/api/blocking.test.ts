import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BlockingMessages } from '../../contract/blocking';
import { BulkMessages } from '../../contract/bulk';
import { addDays } from '../../server/core/local-time';
import { checkout, plainMonday, setup, slotOf, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { messageCode } from '../../server/plugins/message-codes';

let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
const saturday = addDays(plainMonday(35), 5);
const sunday = addDays(saturday, 1);

const query = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;
const fail = async (res: Promise<{ json(): unknown }>, message: string) =>
  expect((await res).json()).toEqual({ requestStatus: 0, message, ...messageCode(message) });
const day = async (activityId: number, date: string) => (await admin.post('/api/availability', { activityId, date })).json();

/** The full pitch, all day, Saturday + Sunday. */
const weekend = (over: Record<string, unknown> = {}) => ({
  blockingActivityId: ids.football,
  blockingStartDate: saturday,
  blockingEndDate: sunday,
  blockingFullDay: true,
  blockingDays: [5, 6],
  blockingCourts: [ids.courts['Full Pitch']],
  blockingRemarks: 'Tournament',
  blockingUser: 'ground_admin',
  ...over,
});

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

describe('block slots', () => {
  let blockingId: number;
  it("uses the form rules and refuses another club's courts", async () => {
    await fail(admin.post('/api/blocking', weekend({ blockingActivityId: null })), BulkMessages.selectActivity);
    await fail(admin.post('/api/blocking', weekend({ blockingCourts: [] })), BulkMessages.selectCourt);
    await fail(admin.post('/api/blocking', weekend({ blockingDays: [] })), BulkMessages.selectDay);
    await fail(admin.post('/api/blocking', weekend({ blockingEndDate: addDays(saturday, -1) })), BulkMessages.invalidDateRange);
    await fail(
      admin.post('/api/blocking', weekend({ blockingFullDay: false, blockingStartTime: '10:00:00', blockingEndTime: '09:00:00' })),
      BulkMessages.invalidTimeRange,
    );
    await fail(admin.post('/api/blocking', weekend({ blockingRemarks: 'x'.repeat(101) })), BlockingMessages.remarksTooLong);
    const [other] = await query<{ id: number }>(
      sql`SELECT c.id FROM courts c JOIN clubs k ON k.id = c.club_id WHERE k.name <> 'Courtdesk Demo Arena' LIMIT 1`,
    );
    await fail(admin.post('/api/blocking', weekend({ blockingCourts: [other.id] })), BulkMessages.courtNotFound);
  });

  it('checks first: a booked half and a held slot are shown, the rest can be blocked', async () => {
    await admin.post('/api/carting/clear');
    await admin.post('/api/carting/slot/add', {
      activityId: ids.football,
      courtId: ids.courts['Half A'],
      date: saturday,
      time: '10:00:00',
    });
    expect((await admin.post('/api/booking', checkout({}, { mobile: '9000033333' }))).json().requestStatus).toBe(1);
    expect(
      (
        await desk.post('/api/carting/slot/add', {
          activityId: ids.football,
          courtId: ids.courts['Full Pitch'],
          date: sunday,
          time: '11:00:00',
        })
      ).json().requestStatus,
    ).toBe(1);
    const data = (await admin.post('/api/blocking/verify', weekend())).json().data;
    expect(data.totalSlots).toBe(34);
    expect(data.bookedSlots.map((s: { slotTime: string; status: string }) => [s.slotTime, s.status])).toEqual([
      ['10:00:00', 'Already booked'],
      ['11:00:00', 'Booking in Progress'],
    ]);
    expect(data.availableSlots).toHaveLength(32);
  });

  it('blocks the free slots: Blocked on the calendar, brothers locked, nobody can book or bulk-book them', async () => {
    const res = (await admin.post('/api/blocking', weekend())).json();
    expect(res).toMatchObject({
      requestStatus: 1,
      message: BlockingMessages.blocked,
      ...messageCode(BlockingMessages.blocked),
      blockedSlots: 32,
      skippedSlots: 2,
    });
    blockingId = res.blockingId;
    const sat = await day(ids.football, saturday);
    expect(slotOf(sat, ids.courts['Full Pitch'], '08:00:00')).toMatchObject({ status: 'Blocked', blocked: true, blockingId });
    expect(slotOf(sat, ids.courts['Half B'], '08:00:00').status).toBe('Locked');
    expect(slotOf(sat, ids.courts['Full Pitch'], '10:00:00').status).toBe('Locked');
    const add = await admin.post('/api/carting/slot/add', {
      activityId: ids.football,
      courtId: ids.courts['Half B'],
      date: saturday,
      time: '08:00:00',
    });
    expect(add.json().requestStatus).toBe(0);
    const bulk = (
      await admin.post('/api/slots/availability/verify', {
        activityId: ids.football,
        courts: [ids.courts['Full Pitch']],
        startDate: saturday,
        endDate: saturday,
        allSlots: false,
        startTime: '08:00:00',
        endTime: '09:00:00',
        days: [5],
      })
    ).json().data;
    expect(bulk.blockedSlots).toEqual([expect.objectContaining({ status: 'Already blocked' })]);
    await fail(admin.post('/api/blocking', weekend()), BlockingMessages.noneToBlock);
    expect(await query(sql`SELECT 1 FROM change_log WHERE kind = 'block' AND slot_date = ${saturday}`)).toHaveLength(1);
  });

  it('lists the block with what is still blocked', async () => {
    const list = (await admin.get(`/api/blocking/search?activityId=${ids.football}&page=1`)).json();
    expect(list).toMatchObject({ requestStatus: 1, paginationData: { page: 1, totalPages: 1, total: 10, count: 1 } });
    expect(list.blockingDetails).toEqual([
      expect.objectContaining({
        blockingId,
        slotCount: 32,
        remarks: 'Tournament',
        days: [5, 6],
        courts: [{ courtId: ids.courts['Full Pitch'], courtName: 'Full Pitch' }],
      }),
    ]);
    expect((await admin.get(`/api/blocking/search?activityId=${ids.badminton}&page=1`)).json().blockingDetails).toEqual([]);
  });

  it('unblocks one slot from the calendar, then finds the blocked ones to unblock in bulk', async () => {
    const res = await admin.post('/api/unblocking', {
      blockingId,
      slots: [{ slotDate: saturday, slotTime: '08:00:00', courtId: ids.courts['Full Pitch'], activityId: ids.football, available: 0 }],
    });
    expect(res.json()).toEqual({
      requestStatus: 1,
      message: BlockingMessages.unblocked,
      ...messageCode(BlockingMessages.unblocked),
      unblockedSlots: 1,
    });
    const sat = await day(ids.football, saturday);
    expect(slotOf(sat, ids.courts['Full Pitch'], '08:00:00').status).toBe('Book');
    expect(slotOf(sat, ids.courts['Half B'], '08:00:00').status).toBe('Book');
    const check = (await admin.post('/api/unblocking/verify', weekend({ blockingDays: [5] }))).json().data;
    expect(check.availableSlots).toHaveLength(15);
    expect(check.availableSlots[0].status).toBe('Blocked');
    const bulk = await admin.post('/api/unblocking', { blockingId: '', slots: check.availableSlots });
    expect(bulk.json().unblockedSlots).toBe(15);
    expect((await admin.get(`/api/blocking/search?activityId=${ids.football}&page=1`)).json().blockingDetails[0].slotCount).toBe(16);
    await fail(admin.post('/api/unblocking', { slots: check.availableSlots }), BlockingMessages.noneBlocked);
  });

  it("unblocks the rest of a block from the list; other clubs' ids find nothing", async () => {
    const [club2] = await query<{ id: number }>(sql`SELECT id FROM clubs WHERE name <> 'Courtdesk Demo Arena' LIMIT 1`);
    const [act] = await query<{ id: number }>(sql`SELECT id FROM activities WHERE club_id = ${club2.id} LIMIT 1`);
    const [b] = await query<{
      id: number;
    }>(sql`INSERT INTO blocks (club_id, activity_id, start_date, end_date, start_time, end_time, days, courts, handler)
      VALUES (${club2.id}, ${act.id}, ${saturday}, ${saturday}, '06:00', '07:00', '{5}', '{}', 'x') RETURNING id`);
    await fail(admin.post('/api/unblocking', { blockingId: b.id }), BlockingMessages.blockNotFound);
    await fail(admin.get(`/api/blocking/search?activityId=${act.id}&page=1`), BlockingMessages.blockNotFound);
    expect((await admin.post('/api/unblocking', { blockingId })).json().unblockedSlots).toBe(16);
    expect((await admin.get(`/api/blocking/search?activityId=${ids.football}&page=1`)).json().blockingDetails).toEqual([]);
    expect(await query(sql`SELECT 1 FROM history WHERE entity = 'block' AND action = 'unblock'`)).toHaveLength(3);
  });

  it('a group slot with places sold cannot be blocked', async () => {
    const date = addDays(saturday, 7);
    await admin.post('/api/carting/clear');
    await admin.post('/api/carting/slot/add', { activityId: ids.swimming, courtId: ids.courts.Pool, date, time: '07:00:00', count: 2 });
    expect((await admin.post('/api/booking', checkout({}, { mobile: '9000044444' }))).json().requestStatus).toBe(1);
    const res = (
      await admin.post(
        '/api/blocking',
        weekend({
          blockingActivityId: ids.swimming,
          blockingCourts: [ids.courts.Pool],
          blockingStartDate: date,
          blockingEndDate: date,
          blockingFullDay: false,
          blockingStartTime: '07:00:00',
          blockingEndTime: '09:00:00',
          blockingDays: [5],
        }),
      )
    ).json();
    expect(res).toMatchObject({ requestStatus: 1, skippedSlots: 1 });
    const pool = await day(ids.swimming, date);
    expect(slotOf(pool, ids.courts.Pool, '08:00:00').status).toBe('Blocked');
    expect(slotOf(pool, ids.courts.Pool, '07:00:00').status).toBe('Book');
  });
});
