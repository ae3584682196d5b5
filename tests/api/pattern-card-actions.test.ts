import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CartMessages } from '../../contract/cart';
import { PatternMessages } from '../../contract/pattern';
import { SyncMessages } from '../../contract/sync';
import { BulkMessages } from '../../contract/bulk';
import { addDays } from '../../server/core/local-time';
import { checkout, plainMonday, setup, slotOf, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { messageCode } from '../../server/plugins/message-codes';

// The pattern card's Transaction, Statements, remarks, Add Addons and the Cancel Booking preview (issue 9 item 2).
let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
const monday = plainMonday(35);

const query = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;
const fail = async (res: Promise<{ json(): unknown }>, message: string) =>
  expect((await res).json()).toEqual({ requestStatus: 0, message, ...messageCode(message) });

async function book(court: string, weeks: number, mobile: string, paid: number | 'all') {
  const data = {
    activityId: ids.badminton,
    courts: [ids.courts[court]],
    startDate: monday,
    endDate: addDays(monday, weeks * 7 - 1),
    allSlots: false,
    startTime: '18:00:00',
    endTime: '19:00:00',
    days: [1, 3],
    ignoreUnavailableSlots: true,
  };
  const gross = (await admin.post('/api/slots/availability/verify', data)).json().data.grossPrice as number;
  const amount = paid === 'all' ? gross : paid;
  const res = (
    await admin.post(
      '/api/booking/pattern',
      checkout(
        {
          isPatternBooking: true,
          patternBookingData: data,
          totalPaidAmount: amount,
          paymentMode: amount > 0 ? 1 : 0,
          transactionData: { type: 2, mode: amount > 0 ? 1 : 0 },
        },
        { mobile, name: `Card ${mobile}` },
      ),
    )
  ).json();
  expect(res.requestStatus).toBe(1);
  return { id: res.patternBookingId as number, gross };
}
const details = async (id: number) => (await admin.get(`/api/booking/pattern/details?patternBookingId=${id}`)).json().patternBooking;
const preview = async (q: string) => (await admin.get(`/api/booking/pattern/cancellation/preview?${q}`)).json();

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  await t.db.db.execute(
    sql`UPDATE clubs SET config = config || '{"refundPolicy": {"tiers": [{"hoursBefore": 2000, "percent": 100}, {"hoursBefore": 0, "percent": 50}]}}'::jsonb`,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('pattern card actions', () => {
  it('remarks: not blank, 100 characters at most, saved with history', async () => {
    const p = await book('Court 1', 1, '9000011101', 0);
    const save = (bookingRemarks: unknown) => admin.post('/api/booking/pattern/remarks/update', { patternBookingId: p.id, bookingRemarks });
    await fail(save('   '), PatternMessages.remarksBlank);
    await fail(save('x'.repeat(101)), PatternMessages.remarksTooLong);
    expect((await save(' School term ')).json()).toEqual({
      requestStatus: 1,
      message: PatternMessages.remarksUpdated,
      ...messageCode(PatternMessages.remarksUpdated),
    });
    expect((await details(p.id)).remarks).toBe('School term');
    expect(await query(sql`SELECT 1 FROM history WHERE entity = 'pattern' AND entity_id = ${p.id} AND action = 'remarks'`)).toHaveLength(1);
  });

  it('Add Addons: the add-on rules, the advance as an add-ons money row of the pattern, the court balance untouched', async () => {
    const p = await book('Court 2', 1, '9000011102', 0);
    const add = (extra: Record<string, unknown>) =>
      admin.post('/api/booking/pattern/extra/update', { patternBookingId: p.id, extras: [extra] });
    await fail(add({ price: 50, quantity: 1 }), CartMessages.nameMandatory);
    await fail(add({ name: 'Shuttles', price: 50, quantity: 0 }), CartMessages.enterQuantity);
    expect((await add({ name: 'Shuttles', price: 50, quantity: 2, discount: 10, advance: 40, mode: 2 })).json()).toEqual({
      requestStatus: 1,
      message: PatternMessages.extrasAdded,
      ...messageCode(PatternMessages.extrasAdded),
    });
    const d = await details(p.id);
    expect(d.extras).toEqual([{ id: expect.any(Number), items: 'Shuttles', quantity: 2, grossAmount: 100, discount: 10 }]);
    expect(d.extrasSummary).toEqual({ gross: 100, discount: 10, advance: 40, balance: 50 });
    expect(d.summary.balance).toBe(p.gross);
    const money = await query<{ target: string; amount: number; mode: number }>(
      sql`SELECT target, amount_minor AS amount, mode FROM transactions WHERE pattern_id = ${p.id} AND amount_minor <> 0 ORDER BY id`,
    );
    expect(money).toEqual([{ target: 'extras', amount: 4000, mode: 2 }]);
  });

  it('Transaction lists every money row of the pattern; Statements is a PDF', async () => {
    const p = await book('Court 3', 1, '9000011103', 300);
    await admin.post('/api/booking/pattern/payment/update', { patternBookingId: p.id, amount: 100, transactionData: { mode: 2, type: 3 } });
    const list = (await admin.get(`/api/booking/pattern/transactions?patternBookingId=${p.id}`)).json();
    expect(list.requestStatus).toBe(1);
    expect(list.transactionDetails.map((r: { type: number; amount: number; mode: number }) => [r.type, r.amount, r.mode])).toEqual([
      [2, 300, 1],
      [3, 100, 2],
    ]);
    const pdf = await admin.get(`/api/booking/pattern/statement?patternBookingId=${p.id}`);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.body.startsWith('%PDF')).toBe(true);
  });

  it('the preview gives what the cancellation then refunds, for each scope and refund type', async () => {
    const p = await book('Court 4', 2, '9000011104', 'all');
    const [o1, , o3] = (await details(p.id)).occurrencesList;
    const one = await preview(`patternBookingId=${p.id}&bookingId=${o1.bookingId}`);
    expect(one).toEqual({
      requestStatus: 1,
      preview: {
        occurrences: 1,
        cancelledGross: o1.grossAmount,
        paid: p.gross,
        refunds: { 0: 0, 1: o1.grossAmount, 2: o1.grossAmount / 2 },
        creditsRefunds: { 0: 0, 1: 0, 2: 0 },
        lateCancelFees: { 0: 0, 1: 0, 2: 0 },
      },
    });
    const from = await preview(`patternBookingId=${p.id}&fromDate=${o3.dateBooked}`);
    expect(from.preview).toMatchObject({ occurrences: 2 });
    expect((await preview(`patternBookingId=${p.id}`)).preview.occurrences).toBe(4);
    await fail(
      admin.get(`/api/booking/pattern/cancellation/preview?patternBookingId=${p.id}&fromDate=${addDays(monday, 60)}`),
      PatternMessages.nothingToCancel,
    );
    const done = (
      await admin.post('/api/booking/pattern/cancellation', {
        patternBookingId: p.id,
        bookingId: o1.bookingId,
        refundType: 2,
        refundMode: 1,
      })
    ).json();
    expect(done.refund).toBe(one.preview.refunds[2]);
    const bad = await admin.get(`/api/booking/pattern/cancellation/preview?patternBookingId=${p.id}&fromDate=2026-13-01`);
    expect(bad.statusCode).toBe(400);
  });

  it("a pattern's back-to-back slots hold their court time as one row per court and date; reads and refusals see every slot", async () => {
    const court = ids.courts['Court 6'];
    const form = (startTime: string, endTime: string, ignore: boolean) => ({
      activityId: ids.badminton,
      courts: [court],
      startDate: monday,
      endDate: addDays(monday, 6),
      allSlots: false,
      startTime,
      endTime,
      days: [1, 3],
      ignoreUnavailableSlots: ignore,
    });
    const made = (
      await admin.post(
        '/api/booking/pattern',
        checkout({ isPatternBooking: true, patternBookingData: form('17:00:00', '20:00:00', true) }, { mobile: '9000011106' }),
      )
    ).json();
    expect(made).toMatchObject({ requestStatus: 1, bookedSlots: 6 });
    const [occ] = await query<{ rows: number; slots: number }>(sql`SELECT
      (SELECT count(*)::int FROM occupancy o JOIN bookings b ON b.id = o.booking_id WHERE b.pattern_id = ${made.patternBookingId}) AS rows,
      (SELECT count(*)::int FROM booking_slots s JOIN bookings b ON b.id = s.booking_id WHERE b.pattern_id = ${made.patternBookingId}) AS slots`);
    expect(occ).toEqual({ rows: 2, slots: 6 });
    // Each hour inside the joined row reads as booked, in verify and on the calendar.
    const verify = (await admin.post('/api/slots/availability/verify', form('16:00:00', '21:00:00', true))).json().data;
    expect(verify.availableSlots.map((x: { slotTime: string }) => x.slotTime)).toEqual(['16:00:00', '20:00:00', '16:00:00', '20:00:00']);
    expect(verify.bookedSlots).toHaveLength(6);
    const day = (await admin.post('/api/availability', { activityId: ids.badminton, date: addDays(monday, 1) })).json();
    expect(slotOf(day, court, '18:00:00').status).toBe('Booked');
    // Ignore off: one taken hour refuses the whole pattern.
    const refused = (
      await admin.post(
        '/api/booking/pattern',
        checkout({ isPatternBooking: true, patternBookingData: form('16:00:00', '18:00:00', false) }, { mobile: '9000011107' }),
      )
    ).json();
    expect(refused.requestStatus).toBe(0);
    expect((await admin.post('/api/availability/sanity')).json()).toMatchObject({ requestStatus: 1, message: SyncMessages.clean });
    // Cancelling one date frees exactly its hours.
    const [first] = (await details(made.patternBookingId)).occurrencesList;
    await admin.post('/api/booking/pattern/cancellation', { patternBookingId: made.patternBookingId, bookingId: first.bookingId });
    const after = (await admin.post('/api/availability', { activityId: ids.badminton, date: first.dateBooked })).json();
    expect(['17:00:00', '18:00:00', '19:00:00'].map((h) => slotOf(after, court, h).status)).toEqual(['Book', 'Book', 'Book']);
  });

  it('member bulk booking: only for a member of the club, and the pattern is linked to the member', async () => {
    const [m] = await query<{
      id: number;
      mobile: string;
      countryCode: string;
    }>(sql`SELECT m.id, m.mobile, m.country_code AS "countryCode" FROM members m
      JOIN clubs c ON c.id = m.club_id WHERE c.name = 'Courtdesk Demo Arena' AND m.end_date >= CURRENT_DATE AND m.deleted_at IS NULL LIMIT 1`);
    const data = {
      activityId: ids.badminton,
      courts: [ids.courts['Court 5']],
      startDate: addDays(monday, 14),
      endDate: addDays(monday, 20),
      allSlots: false,
      startTime: '07:00:00',
      endTime: '08:00:00',
      days: [2],
      ignoreUnavailableSlots: true,
      memberBulkBooking: true,
    };
    const stranger = (
      await admin.post('/api/booking/pattern', checkout({ isPatternBooking: true, patternBookingData: data }, { mobile: '9000011108' }))
    ).json();
    expect(stranger).toEqual({ requestStatus: 0, message: BulkMessages.memberRequired, ...messageCode(BulkMessages.memberRequired) });
    const member = (
      await admin.post(
        '/api/booking/pattern',
        checkout({ isPatternBooking: true, patternBookingData: data }, { mobile: m.mobile, countryCode: m.countryCode }),
      )
    ).json();
    expect(member.requestStatus).toBe(1);
    const [row] = await query<{ memberId: number }>(
      sql`SELECT member_id AS "memberId" FROM pattern_bookings WHERE id = ${member.patternBookingId}`,
    );
    expect(row.memberId).toBe(m.id);
  });

  it('a desk person without feature 7 write cannot change the card', async () => {
    const p = await book('Court 5', 1, '9000011105', 0);
    await t.db.db.execute(
      sql`UPDATE user_permissions SET can_write = false WHERE feature_id = 7 AND user_id = (SELECT id FROM users WHERE username = 'desk')`,
    );
    const res = (await desk.post('/api/booking/pattern/remarks/update', { patternBookingId: p.id, bookingRemarks: 'x' })).json();
    expect(res.requestStatus).toBe(-1);
  });

  it("refuses another club's pattern on every new route", async () => {
    const [club2] = await query<{ id: number }>(sql`SELECT id FROM clubs WHERE name <> 'Courtdesk Demo Arena' LIMIT 1`);
    const [act] = await query<{ id: number }>(sql`SELECT id FROM activities WHERE club_id = ${club2.id} LIMIT 1`);
    const [p] = await query<{
      id: number;
    }>(sql`INSERT INTO pattern_bookings (club_id, activity_id, start_date, end_date, start_time, end_time,
        days, courts, ignore_unavailable, customer_name, customer_country_code, customer_mobile, court_gross_minor, place, handler)
      VALUES (${club2.id}, ${act.id}, ${monday}, ${monday}, '18:00', '19:00', '{0}', '{}', true, 'Other', '+91', '9000012345', 1000, 'partner', 'x') RETURNING id`);
    const nf = PatternMessages.notFound;
    await fail(admin.get(`/api/booking/pattern/transactions?patternBookingId=${p.id}`), nf);
    await fail(admin.get(`/api/booking/pattern/statement?patternBookingId=${p.id}`), nf);
    await fail(admin.get(`/api/booking/pattern/cancellation/preview?patternBookingId=${p.id}`), nf);
    await fail(admin.post('/api/booking/pattern/remarks/update', { patternBookingId: p.id, bookingRemarks: 'x' }), nf);
    await fail(
      admin.post('/api/booking/pattern/extra/update', { patternBookingId: p.id, extras: [{ name: 'a', price: 1, quantity: 1 }] }),
      nf,
    );
    expect(await query(sql`SELECT 1 FROM pattern_extras WHERE pattern_id = ${p.id}`)).toHaveLength(0);
  });
});
