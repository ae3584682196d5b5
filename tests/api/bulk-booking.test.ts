import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BulkMessages } from '../../contract/bulk';
import { CartMessages } from '../../contract/cart';
import { addDays } from '../../server/core/local-time';
import { checkout, plainMonday, setup, slotOf, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { messageCode } from '../../server/plugins/message-codes';

let t: TestApp;
let admin: Client;
let ids: Ids;
const monday = plainMonday(21);
const tuesday = addDays(monday, 1);
const end = addDays(monday, 26 * 7 - 1);

const query = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;
const fail = async (res: Promise<{ json(): unknown }>, message: string) =>
  expect((await res).json()).toEqual({ requestStatus: 0, message, ...messageCode(message) });

/** Tuesday + Thursday 18:00–20:00 on Court 1 and Court 2 for 26 weeks. */
const form = (over: Record<string, unknown> = {}) => ({
  activityId: ids.badminton,
  courts: [ids.courts['Court 1'], ids.courts['Court 2']],
  startDate: monday,
  endDate: end,
  allSlots: false,
  startTime: '18:00:00',
  endTime: '20:00:00',
  days: [1, 3],
  ignoreUnavailableSlots: true,
  ...over,
});
const verify = (over: Record<string, unknown> = {}) => admin.post('/api/slots/availability/verify', form(over));
const bookPattern = (over: Record<string, unknown> = {}, pay: Record<string, unknown> = {}, cust: Record<string, unknown> = {}) =>
  admin.post(
    '/api/booking/pattern',
    checkout({ isPatternBooking: true, patternBookingData: form(over), transactionData: { type: 2, mode: 0 }, ...pay }, cust),
  );

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

describe('the shared form rules (spec 1 §5)', () => {
  it('answers each rule with its message', async () => {
    await fail(verify({ activityId: null }), BulkMessages.selectActivity);
    await fail(verify({ activityId: ids.swimming, courts: [ids.courts.Pool] }), BulkMessages.selectSlotCount);
    await fail(verify({ courts: [] }), BulkMessages.selectCourt);
    await fail(verify({ days: [] }), BulkMessages.selectDay);
    await fail(verify({ endDate: addDays(monday, -1) }), BulkMessages.invalidDateRange);
    await fail(verify({ startDate: null }), BulkMessages.invalidDateRange);
    await fail(verify({ startTime: '20:00:00', endTime: '18:00:00' }), BulkMessages.invalidTimeRange);
    await fail(verify({ startTime: '18:00:00', endTime: '18:00:00' }), BulkMessages.invalidTimeRange);
    // An end of 00:00:00 is midnight; all-day needs no times.
    expect((await verify({ startTime: '22:00:00', endTime: '00:00:00' })).json().requestStatus).toBe(1);
    expect((await verify({ allSlots: true, startTime: null, endTime: null })).json().data.totalSlots).toBe(26 * 2 * 2 * 17);
    await fail(verify({ endDate: addDays(monday, 400) }), BulkMessages.rangeTooLong);
    const bad = await admin.post('/api/slots/availability/verify', { ...form(), days: [9] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('days.0');
  });

  it("refuses another club's courts and activities as not found", async () => {
    const [other] = await query<{ id: number; activityId: number }>(
      sql`SELECT c.id, c.activity_id AS "activityId" FROM courts c JOIN clubs k ON k.id = c.club_id WHERE k.name <> 'Courtdesk Demo Arena' LIMIT 1`,
    );
    await fail(verify({ courts: [other.id] }), BulkMessages.courtNotFound);
    await fail(verify({ activityId: other.activityId, courts: [other.id] }), BulkMessages.activityNotFound);
    await fail(bookPattern({ courts: [ids.courts['Court 1'], other.id] }), BulkMessages.courtNotFound);
  });
});

describe('a 26-week Tuesday + Thursday pattern with one slot already taken', () => {
  let taken: string;
  it('shows the taken slot and prices the rest', async () => {
    await admin.post('/api/carting/clear');
    expect(
      (
        await admin.post('/api/carting/slot/add', {
          activityId: ids.badminton,
          courtId: ids.courts['Court 2'],
          date: tuesday,
          time: '19:00:00',
        })
      ).json().requestStatus,
    ).toBe(1);
    expect((await admin.post('/api/booking', checkout({}, { mobile: '9000011111', name: 'Single Player' }))).json().requestStatus).toBe(1);
    taken = tuesday;
    const data = (await verify()).json().data;
    expect(data.totalSlots).toBe(26 * 2 * 2 * 2);
    expect(data.availableSlots).toHaveLength(207);
    expect(data.bookedSlots).toEqual([
      expect.objectContaining({
        slotDate: taken,
        slotTime: '19:00:00',
        courtId: ids.courts['Court 2'],
        status: 'Already booked',
        courtName: 'Court 2',
      }),
    ]);
    expect(data.grossPrice).toBeCloseTo(
      data.availableSlots.reduce((n: number, s: { price: number }) => n + s.price, 0),
      2,
    );
    expect(data.grossPrice).toBeGreaterThan(0);
  });

  it('ignore off refuses the whole pattern; nothing is written', async () => {
    await fail(bookPattern({ ignoreUnavailableSlots: false }), BulkMessages.someUnavailable);
    expect(await query(sql`SELECT 1 FROM pattern_bookings`)).toHaveLength(0);
  });

  it('ignore on books every other slot, skips the taken one and records the advance', async () => {
    const before = (await verify()).json().data.grossPrice as number;
    await fail(
      bookPattern({}, { totalPaidAmount: before + 1, paymentMode: 1, transactionData: { type: 2, mode: 1 } }),
      'Advance cannot be greater than net price',
    );
    const res = (
      await bookPattern(
        {},
        { totalPaidAmount: 1000, paymentMode: 1, transactionData: { type: 2, mode: 1 } },
        { name: 'Green School', mobile: '9000022222' },
      )
    ).json();
    expect(res).toMatchObject({ requestStatus: 1, message: BulkMessages.patternCreated, bookedSlots: 207, skippedSlots: 1 });
    const [p] = await query<{ gross: number; skipped: unknown[]; n: number }>(sql`SELECT court_gross_minor::int AS gross, skipped,
      (SELECT count(*)::int FROM bookings b WHERE b.pattern_id = p.id) AS n FROM pattern_bookings p WHERE id = ${res.patternBookingId}`);
    expect(p.n).toBe(52);
    expect(p.gross).toBe(Math.round(before * 100));
    expect(p.skipped).toEqual([expect.objectContaining({ slotDate: taken, slotTime: '19:00:00' })]);
    const money = await query<{ amount: number; type: number }>(
      sql`SELECT amount_minor AS amount, type FROM transactions WHERE pattern_id = ${res.patternBookingId}`,
    );
    expect(money).toEqual([{ amount: 100000, type: 2 }]);
    expect(
      await query(sql`SELECT 1 FROM history WHERE entity = 'pattern' AND entity_id = ${res.patternBookingId} AND action = 'create'`),
    ).toHaveLength(1);
    // The calendar shows the occurrences as booked, and nobody can book them again.
    const day = (await admin.post('/api/availability', { activityId: ids.badminton, date: addDays(monday, 3) })).json();
    expect(slotOf(day, ids.courts['Court 1'], '18:00:00')).toMatchObject({ status: 'Booked', customerName: 'Green School' });
    const again = await admin.post('/api/carting/slot/add', {
      activityId: ids.badminton,
      courtId: ids.courts['Court 1'],
      date: addDays(monday, 3),
      time: '18:00:00',
    });
    expect(again.json()).toMatchObject({ requestStatus: 0 });
    await fail(bookPattern({ days: [3], endDate: addDays(monday, 6) }), BulkMessages.noneAvailable);
  });

  it('verify of a fully taken range says none are available', async () => {
    const data = (await verify({ days: [1], endDate: addDays(monday, 6), courts: [ids.courts['Court 1']] })).json().data;
    expect(data.availableSlots).toHaveLength(0);
    expect(data.bookedSlots).toHaveLength(2);
    void CartMessages;
  });

  it('a full pitch and its half in one pattern: the half reads Locked, never both', async () => {
    const data = (
      await verify({
        activityId: ids.football,
        courts: [ids.courts['Full Pitch'], ids.courts['Half A'], ids.courts['Half B']],
        days: [0],
        endDate: addDays(monday, 6),
        startTime: '06:00:00',
        endTime: '07:00:00',
      })
    ).json().data;
    expect(data.availableSlots.map((s: { courtName: string }) => s.courtName)).toEqual(['Full Pitch']);
    expect(data.bookedSlots.map((s: { courtName: string; status: string }) => [s.courtName, s.status])).toEqual([
      ['Half A', 'Locked'],
      ['Half B', 'Locked'],
    ]);
  });
});
