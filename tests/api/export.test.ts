import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';
import { CSV_TYPE } from '../../contract/data-import';
import { NO_PERMISSION_MESSAGE } from '../../contract/envelope';
import { client, type Client } from './booking-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { rows } from '../../server/db/rows';
import { TABLE_FILES } from '../../server/modules/data-export/files';
import { courtBalanceSql, subscriptionBalanceSql } from '../../server/ledger/balances';

let t: TestApp;
let admin: Client;
let desk: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await t.login('admin', 'admin123'));
  desk = client(t, await t.login('desk', 'desk123'));
});
afterAll(async () => {
  await t?.close();
});

const q = <T>(query: ReturnType<typeof sql>) => rows<T>(t.db.db, query);
const clubId = async (name: string) => (await q<{ id: number }>(sql`SELECT id FROM clubs WHERE name = ${name}`))[0]!.id;

async function download(c: Client) {
  const res = await t.app.inject({ method: 'GET', url: '/api/export/download', headers: t.authHeader(c.token) });
  return res;
}

const table = (text: string) => parse(text, { columns: true, bom: true }) as Record<string, string>[];

/** Members as the screens show them: person, phone, validity and the credits balance. */
const membersOf = (club: number) =>
  q<Record<string, unknown>>(sql`SELECT m.name, m.country_code, m.mobile, m.email, m.gender, m.address, m.end_date::text AS end_date,
      m.credits_expiry::text AS credits_expiry,
      (SELECT COALESCE(SUM(e.amount_minor), 0) FROM member_credit_entries e WHERE e.member_id = m.id)::int AS credits
    FROM members m WHERE m.club_id = ${club} AND m.deleted_at IS NULL ORDER BY m.mobile`);

describe('GET /api/export/download', () => {
  it('streams one .zip of CSV files with a README, the club’s rows only and no secrets', async () => {
    const demo = await clubId('Courtdesk Demo Arena');
    // A member whose name a spreadsheet would run as a formula, with credits spent.
    await t.db.db.execute(
      sql`INSERT INTO members (club_id, name, mobile, email) VALUES (${demo}, '=HYPERLINK("x")', '9811100051', 'f@example.com')`,
    );
    const res = await download(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="courtdesk-demo-arena-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(
      [
        'README.md',
        'members.csv',
        'staff.csv',
        'import-subscriptions.csv',
        'import-bookings.csv',
        ...TABLE_FILES.map((f) => f.file),
      ].sort(),
    );
    const readme = await zip.file('README.md')!.async('string');
    for (const name of names.filter((n) => n !== 'README.md')) expect(readme).toContain(`## ${name}`);

    const members = table(await zip.file('members.csv')!.async('string'));
    expect(members.length).toBe(
      Number((await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM members WHERE club_id = ${demo} AND deleted_at IS NULL`))[0]!.n),
    );
    const priya = members.find((m) => m.mobile === '9876543210')!;
    expect(priya).toMatchObject({ name: 'Priya Sharma', countryCode: '+91', email: 'priya@example.com', credits: '500.00' });
    expect(members.find((m) => m.mobile === '9811100051')!.name).toBe(`'=HYPERLINK("x")`);

    const staff = await zip.file('staff.csv')!.async('string');
    expect(staff).toContain('admin');
    expect(staff).not.toMatch(/scrypt|password/i);
    const everything = (await Promise.all(names.map((n) => zip.file(n)!.async('string')))).join('\n');
    expect(everything).not.toMatch(/scrypt\$/);
    // Riverside's own member and staff never appear in the Demo Arena's export.
    const riverside = await clubId('Courtdesk Riverside');
    const [other] = await q<{ mobile: string }>(
      sql`SELECT mobile FROM members WHERE club_id = ${riverside} AND mobile NOT IN (SELECT mobile FROM members WHERE club_id = ${demo}) LIMIT 1`,
    );
    if (other) expect(everything).not.toContain(other.mobile);
    const ledger = table(await zip.file('credit-ledger.csv')!.async('string'));
    expect(ledger.length).toBeGreaterThan(0);
    expect(new Set(ledger.map((r) => r.club_id))).toEqual(new Set([String(demo)]));
    const money = table(await zip.file('money-rows.csv')!.async('string'));
    const [sum] = await q<{ n: number; total: number }>(
      sql`SELECT count(*)::int AS n, COALESCE(SUM(amount_minor), 0)::int AS total FROM transactions WHERE club_id = ${demo}`,
    );
    expect(money.length).toBe(sum!.n);
    expect(money.reduce((s, r) => s + Number(r.amount_minor), 0)).toBe(sum!.total);
  });

  it('round trip: members.csv imported into an empty club gives the same members and credits', async () => {
    const demo = await clubId('Courtdesk Demo Arena');
    // Credits with validity and spending, so the balance (not the first recharge) is what travels.
    const [priya] = await q<{ id: number }>(sql`SELECT id FROM members WHERE club_id = ${demo} AND mobile = '9876543210'`);
    await t.db.db.execute(
      sql`INSERT INTO member_credit_entries (club_id, member_id, amount_minor, reason) VALUES (${demo}, ${priya!.id}, -12345, 'redeem')`,
    );
    await t.db.db.execute(sql`UPDATE members SET credits_expiry = '2099-01-31', address = 'Flat 4, "Sea View"' WHERE id = ${priya!.id}`);
    const zip = await JSZip.loadAsync((await download(admin)).rawPayload);
    const csv = await zip.file('members.csv')!.async('nodebuffer');

    const [empty] = await q<{ id: number }>(sql`INSERT INTO clubs (name) VALUES ('Empty Club') RETURNING id`);
    const [adminUser] = await q<{ id: number }>(sql`SELECT id FROM users WHERE username = 'admin'`);
    await t.db.db.execute(sql`INSERT INTO club_users (club_id, user_id, role) VALUES (${empty!.id}, ${adminUser!.id}, 'admin')`);
    const switched = await admin.post('/api/switch/account', { clubId: empty!.id });
    const there = client(t, switched.json().userAuth.authToken as string);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/import/members?dryRun=0',
      headers: { ...t.authHeader(there.token), 'content-type': CSV_TYPE },
      payload: csv,
    });
    const body = imported.json();
    expect(body.totals).toMatchObject({ failed: 0 });
    expect(body.totals.created).toBe(body.totals.rows);
    expect(await membersOf(empty!.id)).toEqual(await membersOf(demo));
    // And nothing counted as takings in the new club: the credits came with the members.
    expect(await q(sql`SELECT id FROM transactions WHERE club_id = ${empty!.id}`)).toEqual([]);
  });

  it('round trip: members, subscriptions and future bookings imported into an empty club give the same balances', async () => {
    const demo = await clubId('Courtdesk Demo Arena');
    // A fresh session on the demo club (the test above switched the admin's to another club).
    const admin = client(t, await t.login('admin', 'admin123'));
    // Future bookings of every shape: two slots, a half pitch (brother keys), group places, part paid.
    const Y = new Date().getUTCFullYear() + 1;
    const file = [
      'reference,activity,court,date,startTime,endTime,name,countryCode,mobile,email,places,amount,paid',
      `T-1,Badminton,Court 2,${Y}-04-02,10:00,12:00,Priya Sharma,+91,9876543210,,,1200,450.50`,
      `T-2,Football Turf,Half B,${Y}-04-02,20:00,21:00,Walk In,+91,9811100061,,,2000,0`,
      `T-3,Swimming Session,Pool,${Y}-04-02,08:00,09:00,Swim Group,+91,9811100062,,4,800,800`,
    ].join('\n');
    const put = (c: Client, kind: string, body: string | Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/import/${kind}?dryRun=0`,
        headers: { ...t.authHeader(c.token), 'content-type': CSV_TYPE },
        payload: body,
      });
    expect((await put(admin, 'bookings', file)).json().totals).toMatchObject({ created: 3, failed: 0 });
    const zip = await JSZip.loadAsync((await download(admin)).rawPayload);

    // An empty club with the same activities, courts (brothers included) and packages, nothing else.
    const [empty] = await q<{ id: number }>(sql`INSERT INTO clubs (name) VALUES ('Empty Club 2') RETURNING id`);
    const to = empty!.id;
    await t.db.db.execute(sql`INSERT INTO activities (club_id, name, type, max_slot_count, position)
      SELECT ${to}, name, type, max_slot_count, position FROM activities WHERE club_id = ${demo}`);
    await t.db.db
      .execute(sql`INSERT INTO courts (club_id, activity_id, name, open_time, close_time, slot_duration_minutes, people_per_court, position)
      SELECT ${to}, na.id, c.name, c.open_time, c.close_time, c.slot_duration_minutes, c.people_per_court, c.position
      FROM courts c JOIN activities a ON a.id = c.activity_id JOIN activities na ON na.club_id = ${to} AND na.name = a.name
      WHERE c.club_id = ${demo}`);
    await t.db.db.execute(sql`UPDATE courts n SET brothers = ARRAY(
        SELECT nb.id FROM courts o, unnest(o.brothers) ob JOIN courts ocb ON ocb.id = ob JOIN courts nb ON nb.club_id = ${to} AND nb.name = ocb.name
        WHERE o.club_id = ${demo} AND o.name = n.name)
      WHERE n.club_id = ${to}`);
    await t.db.db.execute(sql`INSERT INTO membership_packages (club_id, name, price_minor, member_limit, type, start_date, period)
      SELECT ${to}, name, price_minor, member_limit, type, start_date, period FROM membership_packages WHERE club_id = ${demo}`);
    const [adminUser] = await q<{ id: number }>(sql`SELECT id FROM users WHERE username = 'admin'`);
    await t.db.db.execute(sql`INSERT INTO club_users (club_id, user_id, role) VALUES (${to}, ${adminUser!.id}, 'admin')`);
    const there = client(t, (await admin.post('/api/switch/account', { clubId: to })).json().userAuth.authToken as string);

    for (const [kind, name] of [
      ['members', 'members.csv'],
      ['subscriptions', 'import-subscriptions.csv'],
      ['bookings', 'import-bookings.csv'],
    ] as const) {
      const body = (await put(there, kind, await zip.file(name)!.async('nodebuffer'))).json();
      expect({ kind, failed: body.totals.failed, rows: body.rows.filter((r: { ok: boolean }) => !r.ok) }).toEqual({
        kind,
        failed: 0,
        rows: [],
      });
      expect(body.totals.created).toBe(body.totals.rows);
    }
    expect(await membersOf(to)).toEqual(await membersOf(demo));
    const subscriptionsOf = (club: number) =>
      q(sql`SELECT p.name, m.mobile, s.start_date::text AS start, s.renewal_date::text AS renewal, ${subscriptionBalanceSql}::int AS balance
        FROM member_subscriptions s JOIN members m ON m.id = s.member_id JOIN membership_packages p ON p.id = s.package_id
        WHERE s.club_id = ${club} AND s.status = 'active' ORDER BY p.name, m.mobile, s.start_date`);
    expect(await subscriptionsOf(to)).toEqual(await subscriptionsOf(demo));
    // The future single bookings: the same court time for the same people, and the same money owed on the courts.
    const [{ tz }] = await q<{ tz: string }>(sql`SELECT time_zone AS tz FROM clubs WHERE id = ${demo}`);
    const slotsOf = (club: number) =>
      q(sql`SELECT a.name AS activity, c.name AS court, s.slot_date::text AS date, s.slot_time::text AS time, s.count, b.customer_mobile AS mobile
        FROM booking_slots s JOIN bookings b ON b.id = s.booking_id JOIN courts c ON c.id = s.court_id JOIN activities a ON a.id = b.activity_id
        WHERE b.club_id = ${club} AND NOT b.cancelled AND b.pattern_id IS NULL AND b.booking_date + b.start_time > (now() AT TIME ZONE ${tz})
        ORDER BY 1, 2, 3, 4, 6`);
    const owedOf = (club: number) =>
      q<{ owed: number; n: number }>(sql`SELECT COALESCE(SUM(${courtBalanceSql}), 0)::int AS owed, count(*)::int AS n FROM bookings b
        WHERE b.club_id = ${club} AND NOT b.cancelled AND b.pattern_id IS NULL AND b.booking_date + b.start_time > (now() AT TIME ZONE ${tz})`);
    const slots = await slotsOf(demo);
    expect(slots.length).toBeGreaterThanOrEqual(5);
    expect(await slotsOf(to)).toEqual(slots);
    expect((await owedOf(to))[0]!.owed).toBe((await owedOf(demo))[0]!.owed);
    // Nothing counted as takings in the new club: every money row there is an opening row.
    expect(await q(sql`SELECT id FROM transactions WHERE club_id = ${to} AND NOT opening`)).toEqual([]);
  });

  it('is for admins (feature 19)', async () => {
    expect((await download(desk)).json()).toEqual({ requestStatus: -1, message: NO_PERMISSION_MESSAGE });
  });
});
