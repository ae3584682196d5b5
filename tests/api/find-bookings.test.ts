import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SearchMessages } from '../../contract/search';
import { addDays } from '../../server/core/local-time';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
let single: number;
let pattern: number;
const monday = plainMonday(28);

const query = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;
const search = (params: string, bulk = false) => admin.get(`/api/booking/${bulk ? 'pattern/' : ''}search?${params}`);

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  await admin.post('/api/carting/clear');
  await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 1'], date: monday, time: '09:00:00' });
  single = (await admin.post('/api/booking', checkout({}, { mobile: '9000070000', name: 'Phone Caller' }))).json().bookingId;
  const data = {
    activityId: ids.football,
    courts: [ids.courts['Half B']],
    startDate: monday,
    endDate: addDays(monday, 13),
    allSlots: false,
    startTime: '07:00:00',
    endTime: '08:00:00',
    days: [2],
    ignoreUnavailableSlots: true,
  };
  pattern = (
    await admin.post(
      '/api/booking/pattern',
      checkout({ isPatternBooking: true, patternBookingData: data }, { mobile: '9000070000', name: 'Phone Caller' }),
    )
  ).json().patternBookingId;
  // Twelve more single bookings of one phone, written straight in (pagination only reads them).
  const [b] = await query<{ club: number }>(sql`SELECT club_id AS club FROM bookings WHERE id = ${single}`);
  for (let i = 0; i < 12; i++) {
    await t.db.db.execute(sql`INSERT INTO bookings (club_id, activity_id, booking_date, start_time, end_time, slot_count, customer_name,
        customer_country_code, customer_mobile, court_gross_minor, place, handler)
      VALUES (${b.club}, ${i < 6 ? ids.badminton : ids.football}, ${addDays(monday, i)}, '10:00', '11:00', 1, 'Regular', '+91', '9000071111', 50000, 'partner', 'desk')`);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('Find Bookings: regular', () => {
  it('finds a single booking by phone (any way it is typed) and by id; occurrences are found as their pattern', async () => {
    for (const input of ['9000070000', '+91 90000 70000', '090000-70000']) {
      const res = (await search(`input=${encodeURIComponent(input)}`)).json();
      expect(res.bookingDetails.map((b: { bookingId: number }) => b.bookingId)).toEqual([single]);
    }
    const byId = (await search(`input=${single}`)).json();
    expect(byId).toMatchObject({ requestStatus: 1, paginationData: { page: 1, totalPages: 1, total: 10 } });
    expect(byId.bookingDetails[0]).toMatchObject({
      bookingId: single,
      activityName: 'Badminton',
      courts: ['Court 1'],
      dateBooked: monday,
      startTime: '09:00:00',
      endTime: '10:00:00',
      bookingStatus: 'Upcoming',
      paymentPending: true,
      customerDetails: { customerName: 'Phone Caller', customerMobile: '9000070000' },
    });
  });

  it('pages of 10, the activity filter, the default list', async () => {
    const p1 = (await search('input=9000071111&page=1')).json();
    expect(p1.bookingDetails).toHaveLength(10);
    expect(p1.paginationData).toEqual({ page: 1, totalPages: 2, total: 20, count: 12 });
    const p2 = (await search('input=9000071111&page=2')).json();
    expect(p2.bookingDetails).toHaveLength(2);
    const ids1 = p1.bookingDetails.map((b: { bookingId: number }) => b.bookingId);
    expect(ids1).toEqual([...ids1].sort((a: number, b: number) => b - a));
    expect((await search(`input=9000071111&activityId=${ids.badminton}`)).json().bookingDetails).toHaveLength(6);
    const def = (await search('page=1')).json();
    expect(def.bookingDetails).toHaveLength(10);
    expect(def.bookingDetails[0].bookingId).toBeGreaterThan(single);
  });

  it("blank input is refused; no match says so; another club's booking is not found", async () => {
    expect((await search('input=%20%20')).json()).toEqual({ requestStatus: 0, message: SearchMessages.inputRequired });
    expect((await search('input=9000079999')).json()).toEqual({
      requestStatus: 1,
      message: SearchMessages.noResults,
      bookingDetails: [],
      paginationData: { page: 1, totalPages: 0, total: 0, count: 0 },
    });
    expect((await search('input=hello')).json()).toMatchObject({ message: SearchMessages.noResults, bookingDetails: [] });
    const [other] = await query<{ id: number }>(
      sql`SELECT b.id FROM bookings b JOIN clubs c ON c.id = b.club_id WHERE c.name <> 'Courtdesk Demo Arena' LIMIT 1`,
    );
    if (other) expect((await search(`input=${other.id}`)).json().bookingDetails).toEqual([]);
    const bad = await search('page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('page');
  });

  it('needs feature 6 (the desk has it read-only)', async () => {
    expect((await desk.get('/api/booking/search?input=9000070000')).json().requestStatus).toBe(1);
  });
});

describe('Find Bookings: bulk', () => {
  it('finds the pattern by phone and by pattern id, with its table columns', async () => {
    const byPhone = (await search('input=9000070000', true)).json();
    expect(byPhone.patternBookings.map((p: { patternBookingId: number }) => p.patternBookingId)).toEqual([pattern]);
    const byId = (await search(`input=${pattern}`, true)).json().patternBookings[0];
    expect(byId).toMatchObject({
      patternBookingId: pattern,
      activityName: 'Football Turf',
      courts: ['Half B'],
      days: [2],
      startDate: monday,
      endDate: addDays(monday, 13),
      startTime: '07:00:00',
      endTime: '08:00:00',
      cancelled: 0,
      status: 'Ongoing',
      occurrences: 2,
    });
    expect((await search(`input=${pattern}&activityId=${ids.badminton}`, true)).json().patternBookings).toEqual([]);
  });
});

describe('Find Bookings: by name, and what a typed text may not be (issue 27 item 6)', () => {
  const addBooking = (club: number, activity: number, name: string) =>
    t.db.db.execute(sql`INSERT INTO bookings (club_id, activity_id, booking_date, start_time, end_time, slot_count, customer_name,
        customer_country_code, customer_mobile, court_gross_minor, place, handler)
      VALUES (${club}, ${activity}, ${monday}, '12:00', '13:00', 1, ${name}, '+91', '9000072222', 50000, 'partner', 'desk') RETURNING id`);

  it('finds any part of a name in any case, in this club only; % and _ are letters, not wildcards', async () => {
    const [own] = await query<{ club: number }>(sql`SELECT club_id AS club FROM bookings WHERE id = ${single}`);
    const [other] = await query<{ club: number; activity: number }>(
      sql`SELECT c.id AS club, a.id AS activity FROM clubs c JOIN activities a ON a.club_id = c.id WHERE c.id <> ${own.club} LIMIT 1`,
    );
    expect(other).toBeDefined();
    await addBooking(own.club, ids.badminton, 'Zenobia Kapoor-Iyer');
    await addBooking(other.club, other.activity, 'Zenobia Kapoor-Iyer');
    await addBooking(own.club, ids.badminton, 'Ravi 100%_Sure');
    const names = async (input: string, bulk = false) => {
      const res = await search(`input=${encodeURIComponent(input)}`, bulk);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      return bulk
        ? body.patternBookings.map((p: { customerDetails: { customerName: string } }) => p.customerDetails.customerName)
        : body.bookingDetails.map((b: { customerDetails: { customerName: string } }) => b.customerDetails.customerName);
    };
    expect(await names('zenobia')).toEqual(['Zenobia Kapoor-Iyer']);
    expect(await names('  KAPOOR-iy ')).toEqual(['Zenobia Kapoor-Iyer']);
    expect(await names('phone caller')).toEqual(['Phone Caller']);
    expect(await names('Phone Caller', true)).toEqual(['Phone Caller']);
    expect(await names('Ravi 100%_')).toEqual(['Ravi 100%_Sure']);
    expect(await names('Ravi 1%')).toEqual([]);
    expect(await names('Kap_or')).toEqual([]);
  });

  it('the name match is served by the trigram index', async () => {
    const plan = await t.db.withConnection(async (conn) => {
      await conn.exec('BEGIN; SET LOCAL enable_seqscan = off');
      try {
        return await conn.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT id FROM bookings WHERE customer_name ILIKE '%kapoor%'`);
      } finally {
        await conn.exec('ROLLBACK');
      }
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('bookings_customer_name_trgm_idx');
  });

  it('refuses "-1", "2.5", a name under 3 letters and a text over 50 characters, naming the field', async () => {
    for (const [input, message] of [
      ['-1', SearchMessages.idNotWhole],
      [`-${single}`, SearchMessages.idNotWhole],
      ['2.5', SearchMessages.idNotWhole],
      ['ab', SearchMessages.nameTooShort],
      ['x'.repeat(300), SearchMessages.inputTooLong],
      ['9'.repeat(51), SearchMessages.inputTooLong],
    ] as const) {
      for (const bulk of [false, true]) {
        const res = await search(`input=${encodeURIComponent(input)}`, bulk);
        expect(res.statusCode, input).toBe(400);
        expect(res.json()).toMatchObject({ requestStatus: 0, message: `input: ${message}`, errors: [{ path: 'input', message }] });
      }
    }
  });
});
