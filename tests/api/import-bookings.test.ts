import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CSV_TYPE, ImportMessages } from '../../contract/data-import';
import { UnavailableWording } from '../../contract/bulk';
import { MemberMessages } from '../../contract/members';
import { NO_PERMISSION_MESSAGE } from '../../contract/envelope';
import { client, type Client } from './booking-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { riversideClient } from './helpers/riverside';
import { rows } from '../../server/db/rows';
import { bookingBalanceSql } from '../../server/ledger/balances';
import { moneyPerDay } from '../../server/modules/dashboard/figures';
import { loadClub } from '../../server/core/club-context';
import { bookingClubState, checkBookingRow } from '../../server/modules/data-import/booking-rows';
import { writeBookingBatch } from '../../server/modules/data-import/import-bookings';
import { openRun } from '../../server/modules/data-import/runs';

let t: TestApp;
let admin: Client;
let desk: Client;
let riverside: Client;
let club: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await t.login('admin', 'admin123'));
  desk = client(t, await t.login('desk', 'desk123'));
  riverside = await riversideClient(t);
  club = (await q<{ id: number }>(sql`SELECT id FROM clubs WHERE name = 'Courtdesk Demo Arena'`))[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

const q = <T>(query: ReturnType<typeof sql>) => rows<T>(t.db.db, query);
const D = `${new Date().getUTCFullYear() + 1}-03-10`;

function send(c: Client, body: string, dryRun: 0 | 1) {
  return t.app.inject({
    method: 'POST',
    url: `/api/import/bookings?dryRun=${dryRun}`,
    headers: { ...t.authHeader(c.token), 'content-type': CSV_TYPE },
    payload: body,
  });
}

async function counts() {
  const [r] = await q<Record<string, number>>(sql`SELECT
    (SELECT count(*) FROM bookings WHERE club_id = ${club})::int AS bookings,
    (SELECT count(*) FROM booking_slots WHERE club_id = ${club})::int AS slots,
    (SELECT count(*) FROM occupancy WHERE club_id = ${club})::int AS occupancy,
    (SELECT count(*) FROM transactions WHERE club_id = ${club})::int AS money,
    (SELECT count(*) FROM history WHERE club_id = ${club})::int AS history,
    (SELECT count(*) FROM change_log WHERE club_id = ${club})::int AS changes,
    (SELECT count(*) FROM import_sources WHERE club_id = ${club})::int AS sources`);
  return r!;
}

const HEADER = 'reference,activity,court,date,startTime,endTime,name,countryCode,mobile,email,places,amount,paid';
const GOOD = [
  HEADER,
  `B-1,Badminton,Court 1,${D},10:00,12:00,Priya Sharma,+91,9876543210,priya@example.com,,1200,500`,
  `B-2,football turf,Half A,${D},18:00,19:00,Karan Joshi,+91,9811122233,,,2000,2000`,
  `B-3,Swimming Session,Pool,${D},07:00,08:00,Meera Nair,+91,9811122244,,3,900,0`,
].join('\n');

const balanceOf = async (reference: string) =>
  (
    await q<{ balance: number; gross: number; memberId: number | null; name: string }>(
      sql`SELECT ${bookingBalanceSql}::int AS balance, b.court_gross_minor::int AS gross, b.member_id AS "memberId", b.customer_name AS name
          FROM import_sources s JOIN bookings b ON b.id = s.entity_id WHERE s.club_id = ${club} AND s.entity = 'booking' AND s.reference = ${reference}`,
    )
  )[0]!;

describe('POST /api/import/bookings', () => {
  it('a dry run writes nothing; commit books through the one booking creator with opening money rows that are not takings', async () => {
    const before = await counts();
    const dry = (await send(admin, GOOD, 1)).json();
    expect(dry).toMatchObject({
      requestStatus: 1,
      dryRun: true,
      runId: null,
      totals: { rows: 3, ok: 3, failed: 0, created: 3, bookings: 3, amount: 4100, paid: 2500, balance: 1600 },
    });
    expect(await counts()).toEqual(before);

    const done = (await send(admin, GOOD, 0)).json();
    expect(done).toMatchObject({ requestStatus: 1, dryRun: false, totals: { ok: 3, created: 3 } });
    const after = await counts();
    // Court 1 two slots (2 occupancy rows); Half A one slot + its Full Pitch brother key; the Pool one slot.
    expect(after).toEqual({
      bookings: before.bookings + 3,
      slots: before.slots + 4,
      occupancy: before.occupancy + 5,
      money: before.money + 2,
      history: before.history + 3,
      changes: before.changes + 3,
      sources: before.sources + 3,
    });
    expect(await balanceOf('B-1')).toMatchObject({ balance: 70000, gross: 120000, name: 'Priya Sharma', memberId: expect.any(Number) });
    expect(await balanceOf('B-2')).toMatchObject({ balance: 0, gross: 200000, memberId: null });
    expect(await balanceOf('B-3')).toMatchObject({ balance: 90000, gross: 90000 });
    const places = await q<{ count: number }>(
      sql`SELECT s.count FROM booking_slots s JOIN import_sources i ON i.entity_id = s.booking_id
          WHERE i.club_id = ${club} AND i.reference = 'B-3'`,
    );
    expect(places).toEqual([{ count: 3 }]);
    const opening = await q<{ opening: boolean; mode: number }>(
      sql`SELECT DISTINCT t.opening, t.mode FROM transactions t JOIN import_sources i ON i.entity_id = t.booking_id
          WHERE i.club_id = ${club} AND i.entity = 'booking'`,
    );
    expect(opening).toEqual([{ opening: true, mode: 0 }]);
    const [{ tz }] = await q<{ tz: string }>(sql`SELECT time_zone AS tz FROM clubs WHERE id = ${club}`);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date());
    const [{ taken }] = await q<{ taken: number }>(
      sql`SELECT COALESCE(SUM(amount_minor), 0)::int AS taken FROM transactions WHERE club_id = ${club} AND NOT opening
          AND (created_at AT TIME ZONE ${tz})::date = ${today}::date`,
    );
    const perDay = await moneyPerDay(t.db.db, { clubId: club, timeZone: tz, activityId: null }, today, today);
    expect(perDay.reduce((s, d) => s + d.total, 0)).toBe(taken);
    const history = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM history WHERE club_id = ${club} AND entity = 'booking' AND action = 'import' AND actor = 'admin'`,
    );
    expect(history).toEqual([{ n: 3 }]);
  });

  it('a re-run changes nothing; other details under the same reference are refused', async () => {
    const before = await counts();
    const again = (await send(admin, GOOD, 0)).json();
    expect(again.totals).toMatchObject({ ok: 3, created: 0, unchanged: 3 });
    expect(await counts()).toEqual(before);
    const changed = GOOD.replace(',1200,500', ',1300,500');
    const res = (await send(admin, changed, 1)).json();
    expect(res.rows[0]).toEqual({ row: 1, ok: false, errors: [{ field: 'reference', message: ImportMessages.bookingDiffers }] });
  });

  it('refuses each kind of bad row with the booking screens’ rules, naming the field, and writes none of them', async () => {
    const row = (over: Partial<Record<string, string>>) => {
      const base: Record<string, string> = {
        reference: '',
        activity: 'Badminton',
        court: 'Court 2',
        date: D,
        startTime: '14:00',
        endTime: '15:00',
        name: 'Test Person',
        countryCode: '+91',
        mobile: '9811100099',
        email: '',
        places: '',
        amount: '500',
        paid: '0',
      };
      const r = { ...base, ...over };
      return HEADER.split(',')
        .map((k) => r[k])
        .join(',');
    };
    const file = [
      HEADER,
      row({ activity: 'Squash' }),
      row({ court: 'Pool' }),
      row({ date: '10/03/2027' }),
      row({ date: '2020-01-01' }),
      row({ startTime: '2pm' }),
      row({ startTime: '14:30', endTime: '15:30' }),
      row({ endTime: '15:30' }),
      row({ court: 'Court 1', startTime: '11:00', endTime: '12:00' }),
      row({ activity: 'Football Turf', court: 'Full Pitch', startTime: '18:00', endTime: '19:00' }),
      row({ reference: 'X-1', court: 'Court 3' }),
      row({ reference: 'X-2', court: 'Court 3' }),
      row({ reference: 'X-1', court: 'Court 4' }),
      row({ places: '2' }),
      row({ activity: 'Swimming Session', court: 'Pool', startTime: '07:00', endTime: '08:00', places: '21' }),
      row({ activity: 'Swimming Session', court: 'Pool', startTime: '07:00', endTime: '08:00', places: '18' }),
      row({ amount: '-1' }),
      row({ amount: '100', paid: '150' }),
      row({ mobile: '12' }),
      row({ email: 'not-an-email' }),
      row({ name: '' }),
    ].join('\n');
    const before = await counts();
    const res = (await send(admin, file, 0)).json();
    const errs = (res.rows as { row: number; errors: { field: string; message: string }[] }[]).map((r) => [r.row, r.errors]);
    const e = (field: string, message: string) => [{ field, message }];
    expect(errs).toEqual([
      [1, e('activity', ImportMessages.activityNotFound)],
      [2, e('court', ImportMessages.courtNotFound)],
      [3, e('date', 'Date must be a date as YYYY-MM-DD')],
      [4, e('date', ImportMessages.datePast)],
      [5, e('startTime', 'Start time must be a time as HH:mm')],
      [6, e('startTime', ImportMessages.noSlotStarts)],
      [7, e('endTime', ImportMessages.noSlotEnds)],
      // Court 1 10:00–12:00 was imported in the first test.
      [8, e('court', ImportMessages.courtTaken(UnavailableWording.booked))],
      // Half A is booked at 18:00: its Full Pitch brother is locked.
      [9, e('court', ImportMessages.courtTaken(UnavailableWording.booked))],
      [10, []],
      // Court 3 at 14:00 is taken by row 10 of the same file.
      [11, e('court', ImportMessages.courtTaken(UnavailableWording.booked))],
      [12, e('reference', ImportMessages.referenceTwice(10))],
      [13, e('places', ImportMessages.placesWholeCourt)],
      [14, e('places', ImportMessages.placesTooMany(20))],
      // 3 places imported in the first test + 18 > 20.
      [15, e('court', ImportMessages.courtTaken(UnavailableWording.booked))],
      [16, e('amount', 'Amount cannot be negative')],
      [17, e('paid', ImportMessages.paidOverAmount)],
      [18, e('mobile', MemberMessages.invalidMobile)],
      [19, e('email', MemberMessages.invalidEmail)],
      [20, e('name', MemberMessages.nameRequired)],
    ]);
    expect(res.totals).toMatchObject({ rows: 20, ok: 1, failed: 19, created: 1 });
    const after = await counts();
    expect(after.bookings).toBe(before.bookings + 1);
  });

  it('a batch is judged again under the court-time locks: time booked since the check loses its row, the rest is written', async () => {
    const day = D.replace('-03-10', '-03-11');
    const state = await bookingClubState(t.db.db, club);
    const clubCtx = await loadClub(t.db.db, club);
    const check = (cells: string) =>
      checkBookingRow(
        Object.fromEntries(HEADER.split(',').map((k, i) => [k, cells.split(',')[i] ?? ''])),
        1,
        clubCtx,
        D.slice(0, 4) + '-01-01',
        state,
      );
    const first = check(`R-B1,Badminton,Court 5,${day},09:00,10:00,Second,+91,9811100072,,,100,0`);
    const second = check(`R-B2,Badminton,Court 6,${day},09:00,10:00,Second,+91,9811100072,,,100,0`);
    if (!first.ok || !second.ok) throw new Error('rows should pass');
    // A desk takes Court 5 at 09:00 after the file was checked.
    const desk = [HEADER, `R-A,Badminton,Court 5,${day},09:00,10:00,First,+91,9811100071,,,100,0`].join('\n');
    expect((await send(admin, desk, 0)).json().totals).toMatchObject({ created: 1 });
    const req = {
      clubId: club,
      actor: { userId: null, name: 'admin' },
      sheet: { columns: [], rows: [] },
      mapping: null,
      dryRun: false,
      fileName: null,
    };
    const runId = await openRun(t.db.db, club, 'bookings', null, req.actor);
    const lost = await t.db.db.transaction((tx) =>
      writeBookingBatch(tx, req, state, runId, [
        { row: 1, action: 'create', value: first.value },
        { row: 2, action: 'create', value: { ...second.value, row: 2 } },
      ]),
    );
    expect(lost).toEqual([{ row: 1, error: { field: 'court', message: ImportMessages.courtTaken(UnavailableWording.booked) } }]);
    const names = await q<{ court: string; name: string }>(
      sql`SELECT c.name AS court, b.customer_name AS name FROM bookings b JOIN booking_slots s ON s.booking_id = b.id JOIN courts c ON c.id = s.court_id
          WHERE b.club_id = ${club} AND s.slot_date = ${day}::date AND c.name IN ('Court 5', 'Court 6') ORDER BY c.name`,
    );
    expect(names).toEqual([
      { court: 'Court 5', name: 'First' },
      { court: 'Court 6', name: 'Second' },
    ]);
  });

  it('works on the session’s club only, and is for admins', async () => {
    const res = (await send(riverside, GOOD, 1)).json();
    expect(res.rows.map((r: { errors: { field: string }[] }) => r.errors.map((x) => x.field))).toEqual([
      ['activity'],
      ['activity'],
      ['activity'],
    ]);
    expect((await send(desk, GOOD, 1)).json()).toEqual({ requestStatus: -1, message: NO_PERMISSION_MESSAGE });
  });
});
