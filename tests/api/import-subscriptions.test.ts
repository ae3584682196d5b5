import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CSV_TYPE, ImportMessages } from '../../contract/data-import';
import { PackageMessages } from '../../contract/packages';
import { MemberMessages } from '../../contract/members';
import { NO_PERMISSION_MESSAGE } from '../../contract/envelope';
import { client, type Client } from './booking-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { riversideClient } from './helpers/riverside';
import { rows } from '../../server/db/rows';
import { subscriptionBalanceSql } from '../../server/ledger/balances';
import { moneyPerDay } from '../../server/modules/dashboard/figures';

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
const Y = new Date().getUTCFullYear() + 1;

function send(c: Client, body: string, dryRun: 0 | 1, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/import/subscriptions?dryRun=${dryRun}`,
    headers: { ...t.authHeader(c.token), 'content-type': CSV_TYPE, ...headers },
    payload: body,
  });
}

async function counts() {
  const [r] = await q<Record<string, number>>(sql`SELECT
    (SELECT count(*) FROM member_subscriptions WHERE club_id = ${club})::int AS subs,
    (SELECT count(*) FROM transactions WHERE club_id = ${club})::int AS money,
    (SELECT count(*) FROM history WHERE club_id = ${club})::int AS history,
    (SELECT COALESCE(SUM(sold_tickets), 0) FROM membership_packages WHERE club_id = ${club})::int AS places,
    (SELECT count(*) FROM import_sources WHERE club_id = ${club})::int AS sources`);
  return r!;
}

const HEADER = 'package,countryCode,mobile,startDate,renewalDate,amountPaid,balance';
const GOOD = [
  HEADER,
  `Morning Fitness Pass,+91,9876543210,${Y}-06-01,${Y}-08-31,1000,500`,
  `weekend swim squad,+91,9812345678,${Y}-07-01,${Y}-09-01,0,2500`,
].join('\n');

describe('POST /api/import/subscriptions', () => {
  it('a dry run writes nothing; commit writes each subscription with one opening money row, history and provenance', async () => {
    const before = await counts();
    const dry = (await send(admin, GOOD, 1)).json();
    expect(dry).toMatchObject({
      requestStatus: 1,
      dryRun: true,
      runId: null,
      totals: {
        rows: 2,
        ok: 2,
        failed: 0,
        created: 2,
        unchanged: 0,
        subscriptions: 2,
        members: 2,
        paid: 1000,
        balance: 3000,
        amount: 4000,
      },
    });
    expect(await counts()).toEqual(before);

    const done = (await send(admin, GOOD, 0, { 'x-import-progress-key': 'run-key-0001' })).json();
    expect(done).toMatchObject({ requestStatus: 1, dryRun: false, totals: { ok: 2, created: 2 } });
    // The commit's progress, batch by batch, by the console's own key: finished, every row written.
    const progress = (key: string, c: Client = admin) =>
      t.app.inject({ method: 'GET', url: `/api/import/progress?key=${key}`, headers: t.authHeader(c.token) });
    expect((await progress('run-key-0001')).json()).toEqual({ requestStatus: 1, found: true, done: 2, total: 2, finished: true });
    expect((await progress('run-key-0002')).json()).toEqual({ requestStatus: 1, found: false });
    expect((await progress('run-key-0001', riverside)).json()).toEqual({ requestStatus: 1, found: false });
    expect((await progress('bad key!')).statusCode).toBe(400);
    expect((await send(admin, GOOD, 0, { 'x-import-progress-key': 'no' })).statusCode).toBe(400);
    // One opening money row (the paid one), two places taken, two history and provenance rows.
    expect(await counts()).toEqual({
      subs: before.subs + 2,
      money: before.money + 1,
      history: before.history + 2,
      places: before.places + 2,
      sources: before.sources + 2,
    });
    const subs = await q<{ pkg: string; start: string; renewal: string; gross: number; balance: number; period: number }>(
      sql`SELECT p.name AS pkg, s.start_date::text AS start, s.renewal_date::text AS renewal, s.gross_minor::int AS gross,
                 ${subscriptionBalanceSql}::int AS balance, s.period
          FROM member_subscriptions s JOIN membership_packages p ON p.id = s.package_id
          WHERE s.club_id = ${club} AND s.start_date >= ${`${Y}-06-01`}::date ORDER BY s.start_date`,
    );
    expect(subs).toEqual([
      { pkg: 'Morning Fitness Pass', start: `${Y}-06-01`, renewal: `${Y}-08-31`, gross: 150000, balance: 50000, period: 91 },
      { pkg: 'Weekend Swim Squad', start: `${Y}-07-01`, renewal: `${Y}-09-01`, gross: 250000, balance: 250000, period: 62 },
    ]);
    const [opening] = await q<{ opening: boolean; mode: number; amount: number }>(
      sql`SELECT t.opening, t.mode, t.amount_minor::int AS amount FROM transactions t
          JOIN member_subscriptions s ON s.id = t.subscription_id WHERE s.club_id = ${club} AND s.start_date = ${`${Y}-06-01`}::date`,
    );
    expect(opening).toEqual({ opening: true, mode: 0, amount: 100000 });
    // Not takings: today's dashboard figure leaves the opening row out.
    const [{ tz }] = await q<{ tz: string }>(sql`SELECT time_zone AS tz FROM clubs WHERE id = ${club}`);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date());
    const [{ taken }] = await q<{ taken: number }>(
      sql`SELECT COALESCE(SUM(amount_minor), 0)::int AS taken FROM transactions WHERE club_id = ${club} AND NOT opening
          AND (created_at AT TIME ZONE ${tz})::date = ${today}::date`,
    );
    const perDay = await moneyPerDay(t.db.db, { clubId: club, timeZone: tz, activityId: null }, today, today);
    expect(perDay.reduce((s, d) => s + d.total, 0)).toBe(taken);
    const history = await q<{ action: string; actor: string }>(
      sql`SELECT action, actor FROM history WHERE club_id = ${club} AND entity = 'subscription' AND action = 'import'`,
    );
    expect(history).toEqual([
      { action: 'import', actor: 'admin' },
      { action: 'import', actor: 'admin' },
    ]);
  });

  it('a re-run changes nothing; other figures for the same member, package and start are refused', async () => {
    const before = await counts();
    const again = (await send(admin, GOOD, 0)).json();
    expect(again.totals).toMatchObject({ ok: 2, created: 0, unchanged: 2 });
    expect(again.rows).toEqual([
      { row: 1, ok: true, errors: [], action: 'unchanged' },
      { row: 2, ok: true, errors: [], action: 'unchanged' },
    ]);
    expect(await counts()).toEqual(before);
    const changed = GOOD.replace(`${Y}-08-31,1000,500`, `${Y}-08-31,1200,300`);
    const res = (await send(admin, changed, 0)).json();
    expect(res.rows[0]).toEqual({ row: 1, ok: false, errors: [{ field: 'startDate', message: ImportMessages.subscriptionDiffers }] });
    expect(await counts()).toEqual(before);
  });

  it('refuses each kind of bad row, naming the field, and writes none of them', async () => {
    await t.db.db.execute(
      sql`UPDATE membership_packages SET member_limit = sold_tickets + 1 WHERE club_id = ${club} AND name = 'Weekend Swim Squad'`,
    );
    const file = [
      HEADER,
      `No Such Package,+91,9876543210,${Y}-05-01,${Y}-06-01,0,0`,
      `Morning Fitness Pass,+91,9000000001,${Y}-05-01,${Y}-06-01,0,0`,
      `Morning Fitness Pass,+91,12,${Y}-05-01,${Y}-06-01,0,0`,
      `Morning Fitness Pass,+91,9876543210,05/01/${Y},${Y}-06-01,0,0`,
      `Morning Fitness Pass,+91,9876543210,${Y}-07-01,${Y}-06-01,0,0`,
      `Morning Fitness Pass,+91,9876543210,2020-01-01,2020-02-01,0,0`,
      `Morning Fitness Pass,+91,9876543210,${Y}-08-01,${Y}-09-01,-5,0`,
      `Morning Fitness Pass,+91,9876543210,${Y}-08-01,${Y}-09-01,10.005,abc`,
      `Morning Fitness Pass,+91,9876543210,${Y}-07-01,${Y}-10-01,0,0`,
      `Weekend Swim Squad,+91,9876543210,${Y}-10-01,${Y}-11-01,0,0`,
      `Weekend Swim Squad,+91,9876543210,${Y}-10-01,${Y}-11-01,0,0`,
      `Weekend Swim Squad,+91,9812345678,${Y}-10-01,${Y}-11-01,0,0`,
    ].join('\n');
    const before = await counts();
    const res = (await send(admin, file, 0)).json();
    const errs = (res.rows as { row: number; errors: { field: string; message: string }[] }[]).map((r) => [r.row, r.errors]);
    expect(errs).toEqual([
      [1, [{ field: 'package', message: ImportMessages.packageNotFound }]],
      [2, [{ field: 'mobile', message: ImportMessages.memberNotFound }]],
      [3, [{ field: 'mobile', message: MemberMessages.invalidMobile }]],
      [4, [{ field: 'startDate', message: 'Start date must be a date as YYYY-MM-DD' }]],
      [5, [{ field: 'renewalDate', message: ImportMessages.renewalNotAfterStart }]],
      [6, [{ field: 'renewalDate', message: ImportMessages.renewalPast }]],
      [7, [{ field: 'amountPaid', message: 'Amount paid cannot be negative' }]],
      [
        8,
        [
          { field: 'amountPaid', message: 'Amount paid can have at most 2 decimal places' },
          { field: 'balance', message: 'Balance must be a number' },
        ],
      ],
      // Overlaps the term imported in the first test.
      [9, [{ field: 'startDate', message: PackageMessages.overlapping }]],
      [10, []],
      [11, [{ field: 'startDate', message: ImportMessages.subscriptionTwice(10) }]],
      // The swim squad had one place left: row 10 took it.
      [12, [{ field: 'package', message: ImportMessages.packageFull }]],
    ]);
    expect(res.totals).toMatchObject({ rows: 12, ok: 1, failed: 11, created: 1 });
    const after = await counts();
    expect(after.subs).toBe(before.subs + 1);
  });

  it('a commit without the required columns is refused; a dry run offers the mapping', async () => {
    const file = 'Plan,Phone\nMorning Fitness Pass,9876543210';
    const dry = (await send(admin, file, 1)).json();
    expect(dry).toMatchObject({ requestStatus: 1, message: ImportMessages.unmapped('Package'), columns: ['Plan', 'Phone'] });
    expect((await send(admin, file, 0)).json()).toEqual({ requestStatus: 0, message: ImportMessages.unmapped('Package') });
  });

  it('works on the session’s club only, and is for admins', async () => {
    const res = (await send(riverside, GOOD, 1)).json();
    expect(res.rows.map((r: { errors: { field: string }[] }) => r.errors.map((e) => e.field))).toEqual([
      ['package', 'mobile'],
      ['package', 'mobile'],
    ]);
    expect((await send(desk, GOOD, 1)).json()).toEqual({ requestStatus: -1, message: NO_PERMISSION_MESSAGE });
  });
});
