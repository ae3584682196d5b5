import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { MemberMessages } from '../../contract/members';
import { CSV_TYPE, ImportMessages, XLSX_TYPE } from '../../contract/data-import';
import { NO_PERMISSION_MESSAGE } from '../../contract/envelope';
import { client, type Client } from './booking-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { riversideClient } from './helpers/riverside';
import { rows } from '../../server/db/rows';

let t: TestApp;
let admin: Client;
let desk: Client;
let riverside: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await t.login('admin', 'admin123'));
  desk = client(t, await t.login('desk', 'desk123'));
  riverside = await riversideClient(t);
});
afterAll(async () => {
  await t?.close();
});

const q = <T>(query: ReturnType<typeof sql>) => rows<T>(t.db.db, query);
const demoClub = async () => (await q<{ id: number }>(sql`SELECT id FROM clubs WHERE name = 'Courtdesk Demo Arena'`))[0]!.id;
const nextYear = () => `${new Date().getUTCFullYear() + 1}-06-30`;

function send(c: Client, body: string | Buffer, dryRun: 0 | 1, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/import/members?dryRun=${dryRun}`,
    headers: { ...t.authHeader(c.token), 'content-type': CSV_TYPE, ...headers },
    payload: body,
  });
}

/** What an import may touch in the demo club: members, credits, money, history. */
async function counts(clubId: number) {
  const [r] = await q<Record<string, number>>(sql`SELECT
    (SELECT count(*) FROM members WHERE club_id = ${clubId})::int AS members,
    (SELECT count(*) FROM member_credit_entries WHERE club_id = ${clubId})::int AS credits,
    (SELECT count(*) FROM transactions WHERE club_id = ${clubId})::int AS money,
    (SELECT count(*) FROM history WHERE club_id = ${clubId})::int AS history,
    (SELECT count(*) FROM import_runs WHERE club_id = ${clubId})::int AS runs,
    (SELECT count(*) FROM import_mappings WHERE club_id = ${clubId})::int AS mappings`);
  return r!;
}

const credits = async (mobile: string) =>
  (
    await q<{ total: number; opening: number }>(sql`SELECT COALESCE(SUM(e.amount_minor), 0)::int AS total,
      COALESCE(SUM(e.amount_minor) FILTER (WHERE e.reason = 'opening'), 0)::int AS opening
    FROM members m LEFT JOIN member_credit_entries e ON e.member_id = m.id WHERE m.mobile = ${mobile} AND m.club_id = ${await demoClub()}`)
  )[0]!;

const GOOD = [
  'name,countryCode,mobile,email,gender,credits,creditsValidity',
  `Asha Kulkarni,+91,9811100001,asha@example.com,F,1500,${nextYear()}`,
  'Rohan Mehta,+91,9811100002,,m,250.50,Lifetime',
  '"Iyer, Lakshmi",+91,9811100003,lakshmi@example.com,,,',
].join('\n');

describe('POST /api/import/members', () => {
  it('a dry run checks every row and writes nothing; commit writes them with credits, history and provenance', async () => {
    const club = await demoClub();
    const before = await counts(club);
    const dry = (await send(admin, GOOD, 1)).json();
    expect(dry).toMatchObject({
      requestStatus: 1,
      dryRun: true,
      runId: null,
      totals: { rows: 3, ok: 3, failed: 0, created: 3, updated: 0, unchanged: 0, members: 3, credits: 1750.5 },
      columns: ['name', 'countryCode', 'mobile', 'email', 'gender', 'credits', 'creditsValidity'],
    });
    expect(dry.mapping).toMatchObject({ name: 'name', mobile: 'mobile', credits: 'credits', creditsValidity: 'creditsValidity' });
    expect(dry.rows).toEqual([
      { row: 1, ok: true, errors: [], action: 'create' },
      { row: 2, ok: true, errors: [], action: 'create' },
      { row: 3, ok: true, errors: [], action: 'create' },
    ]);
    expect(dry.preview[2]).toEqual(['Iyer, Lakshmi', '+91', '9811100003', 'lakshmi@example.com', '', '', '']);
    expect(await counts(club)).toEqual(before);

    const done = (await send(admin, GOOD, 0, { 'x-import-file-name': 'members.csv' })).json();
    expect(done).toMatchObject({ requestStatus: 1, dryRun: false, totals: { ok: 3, created: 3 } });
    expect(done.runId).toEqual(expect.any(Number));
    const after = await counts(club);
    // Credits are the credits ledger's (opening rows), not takings: no money row.
    expect(after).toEqual({
      ...before,
      members: before.members + 3,
      credits: before.credits + 2,
      history: before.history + 3,
      runs: 1,
      mappings: 1,
    });
    const [asha] = await q<Record<string, unknown>>(
      sql`SELECT name, email, gender, credits_expiry::text AS "creditsExpiry", end_date::text AS "endDate" FROM members WHERE mobile = '9811100001'`,
    );
    expect(asha).toEqual({
      name: 'Asha Kulkarni',
      email: 'asha@example.com',
      gender: 'F',
      creditsExpiry: nextYear(),
      endDate: '9999-12-31',
    });
    expect(await credits('9811100001')).toEqual({ total: 150000, opening: 150000 });
    expect(await credits('9811100002')).toEqual({ total: 25050, opening: 25050 });
    const details = (await admin.get('/api/member/details?mobile=9811100002')).json().member;
    expect(details).toMatchObject({ memberName: 'Rohan Mehta', credits: 250.5, creditsExpiry: '9999-12-31', memberGender: 'M' });
    const history = await q<{ actor: string; action: string; row: number }>(
      sql`SELECT actor, action, (after->>'row')::int AS row FROM history WHERE club_id = ${club} AND entity = 'member' AND action = 'import' ORDER BY id`,
    );
    expect(history).toEqual([1, 2, 3].map((row) => ({ actor: 'admin', action: 'import', row })));
    const sources = await q<{ row: number; action: string; fileName: string }>(
      sql`SELECT s.row_no AS row, s.action, r.file_name AS "fileName" FROM import_sources s JOIN import_runs r ON r.id = s.run_id
          WHERE s.club_id = ${club} ORDER BY s.row_no`,
    );
    expect(sources).toEqual([1, 2, 3].map((row) => ({ row, action: 'created', fileName: 'members.csv' })));
  });

  it('a re-run of the same file changes nothing; a changed figure updates only that member', async () => {
    const club = await demoClub();
    const before = await counts(club);
    const again = (await send(admin, GOOD, 0)).json();
    expect(again.totals).toMatchObject({ rows: 3, ok: 3, created: 0, updated: 0, unchanged: 3 });
    const after = await counts(club);
    expect(after).toEqual({ ...before, runs: before.runs + 1 });

    // A member spends 400 credits; the venue fixes Asha's opening figure to 1,200 and re-imports.
    const ashaId = (await q<{ id: number }>(sql`SELECT id FROM members WHERE mobile = '9811100001'`))[0]!.id;
    await t.db.db.execute(
      sql`INSERT INTO member_credit_entries (club_id, member_id, amount_minor, reason) VALUES (${club}, ${ashaId}, -40000, 'redeem')`,
    );
    const fixed = GOOD.replace(
      'Asha Kulkarni,+91,9811100001,asha@example.com,F,1500',
      'Asha Kulkarni,+91,9811100001,asha@example.com,F,1200',
    );
    const res = (await send(admin, fixed, 0)).json();
    expect(res.totals).toMatchObject({ ok: 3, created: 0, updated: 1, unchanged: 2 });
    expect(res.rows[0]).toEqual({ row: 1, ok: true, errors: [], action: 'update' });
    expect(await credits('9811100001')).toEqual({ total: 80000, opening: 120000 });
    // Below what she has spent since: refused, nothing written.
    const tooLow = GOOD.replace('asha@example.com,F,1500', 'asha@example.com,F,300');
    const refused = (await send(admin, tooLow, 0)).json();
    expect(refused.rows[0]).toEqual({
      row: 1,
      ok: false,
      errors: [{ field: 'credits', message: 'Credits cannot be lower than what the member has already spent' }],
    });
    expect(await credits('9811100001')).toEqual({ total: 80000, opening: 120000 });
  });

  it('refuses each kind of bad row with the member screens’ messages, naming the field', async () => {
    const club = await demoClub();
    const before = await counts(club);
    const file = [
      'name,countryCode,mobile,email,gender,address,credits,creditsValidity,membershipExpiry',
      'No Mobile,+91,,,,,,,',
      'Bad Mobile,+91,12345,,,,,,',
      ',+91,9811100010,,,,,,',
      'Bad Email,+91,9811100011,not-an-email,,,,,',
      'Bad Gender,+91,9811100012,,X,,,,',
      `Long Address,+91,9811100013,,,${'x'.repeat(151)},,,`,
      'Minus Credits,+91,9811100014,,,,-50,,',
      'Three Decimals,+91,9811100015,,,,2.505,,',
      'Words,+91,9811100016,,,,ten,,',
      'Crore,+91,9811100017,,,,10000001,,',
      'Past Validity,+91,9811100018,,,,100,2020-01-01,',
      'Not A Date,+91,9811100019,,,,,31/12/2027,',
      'Past Expiry,+91,9811100020,,,,,,2021-05-01',
      'Good One,+91,9811100021,,,,,,',
      'Twice,+91,9811100021,,,,,,',
      'Two Errors,+91,999,bad@,,,,,',
    ].join('\n');
    const dry = (await send(admin, file, 1)).json();
    const errorsOf = (row: number) => dry.rows.find((r: { row: number }) => r.row === row).errors;
    expect(errorsOf(1)).toEqual([{ field: 'mobile', message: MemberMessages.mobileRequired }]);
    expect(errorsOf(2)).toEqual([{ field: 'mobile', message: MemberMessages.invalidMobile }]);
    expect(errorsOf(3)).toEqual([{ field: 'name', message: MemberMessages.nameRequired }]);
    expect(errorsOf(4)).toEqual([{ field: 'email', message: MemberMessages.invalidEmail }]);
    expect(errorsOf(5)).toEqual([{ field: 'gender', message: MemberMessages.invalidGender }]);
    expect(errorsOf(6)).toEqual([{ field: 'address', message: MemberMessages.addressTooLong }]);
    expect(errorsOf(7)).toEqual([{ field: 'credits', message: 'Credits cannot be negative' }]);
    expect(errorsOf(8)).toEqual([{ field: 'credits', message: 'Credits can have at most 2 decimal places' }]);
    expect(errorsOf(9)).toEqual([{ field: 'credits', message: 'Credits must be a number' }]);
    expect(errorsOf(10)).toEqual([{ field: 'credits', message: 'Credits cannot be more than 1,00,00,000' }]);
    expect(errorsOf(11)).toEqual([{ field: 'creditsValidity', message: MemberMessages.pastExpiry }]);
    expect(errorsOf(12)).toEqual([{ field: 'creditsValidity', message: MemberMessages.invalidDate }]);
    expect(errorsOf(13)).toEqual([{ field: 'membershipExpiry', message: MemberMessages.pastExpiry }]);
    expect(errorsOf(14)).toEqual([]);
    expect(errorsOf(15)).toEqual([{ field: 'mobile', message: ImportMessages.duplicateMobile(14) }]);
    expect(errorsOf(16)).toEqual([
      { field: 'mobile', message: MemberMessages.invalidMobile },
      { field: 'email', message: MemberMessages.invalidEmail },
    ]);
    expect(dry.totals).toMatchObject({ rows: 16, ok: 1, failed: 15, created: 1 });
    // Commit writes the one row that passed and nothing of the others.
    const done = (await send(admin, file, 0)).json();
    expect(done.totals).toMatchObject({ ok: 1, failed: 15, created: 1 });
    expect((await counts(club)).members).toBe(before.members + 1);
    expect(await q(sql`SELECT name FROM members WHERE mobile IN ('9811100010', '9811100011', '9811100014', '9811100018')`)).toEqual([]);
  });

  it('maps columns by the header, remembers the mapping per layout, and reads .xlsx', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Players');
    sheet.addRow(['Full name', 'Phone', 'E-mail id', 'Balance', 'Valid till']);
    sheet.addRow(['Meera Nair', 9811100031, 'meera@example.com', 320, new Date(`${nextYear()}T00:00:00Z`)]);
    sheet.addRow(['Kabir Singh', '+91 98111 00032', null, 0, 'max']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const headers = { 'content-type': XLSX_TYPE };
    // Without a mapping, "Phone" names no field: the person must choose it.
    expect((await send(admin, xlsx, 1, headers)).json()).toEqual({
      requestStatus: 1,
      dryRun: true,
      message: ImportMessages.unmapped('Name'),
      columns: ['Full name', 'Phone', 'E-mail id', 'Balance', 'Valid till'],
      mapping: {},
      preview: [
        ['Meera Nair', '9811100031', 'meera@example.com', '320', nextYear()],
        ['Kabir Singh', '+91 98111 00032', '', '0', 'max'],
      ],
      runId: null,
    });
    expect((await send(admin, xlsx, 0, headers)).json()).toEqual({ requestStatus: 0, message: ImportMessages.unmapped('Name') });
    const mapping = JSON.stringify({
      name: 'Full name',
      mobile: 'Phone',
      email: 'E-mail id',
      credits: 'Balance',
      creditsValidity: 'Valid till',
    });
    const dry = (await send(admin, xlsx, 1, { ...headers, 'x-import-mapping': mapping })).json();
    expect(dry.totals).toMatchObject({ rows: 2, ok: 2, created: 2, credits: 320 });
    const done = (await send(admin, xlsx, 0, { ...headers, 'x-import-mapping': mapping })).json();
    expect(done.totals).toMatchObject({ ok: 2, created: 2 });
    expect(await credits('9811100031')).toEqual({ total: 32000, opening: 32000 });
    // The same layout next time maps itself (case and spacing of the header do not matter).
    const csv = 'FULL NAME,phone,E-mail ID,balance,valid till\nMeera Nair,9811100031,meera@example.com,320,\n';
    const next = (await send(admin, csv, 1)).json();
    expect(next.totals).toMatchObject({ ok: 1, unchanged: 1 });
    // Another layout (other header text) is not this one: it does not map itself.
    expect((await send(admin, csv.replace('FULL NAME', 'Player'), 1)).json()).toMatchObject({
      requestStatus: 1,
      message: ImportMessages.unmapped('Name'),
    });
    const sameHeader = 'Full name,Phone,E-mail id,Balance,Valid till\nMeera Nair,9811100031,meera@example.com,320,\n';
    const remembered = (await send(admin, sameHeader, 1)).json();
    expect(remembered.mapping).toEqual(JSON.parse(mapping));
    expect(remembered.totals).toMatchObject({ ok: 1, unchanged: 1 });
  });

  it('refuses a malformed request with a 400 naming the part, and a desk without feature 19', async () => {
    const bad = await send(admin, GOOD, 1, { 'x-import-mapping': '{not json' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ requestStatus: 0, errors: [{ path: 'x-import-mapping', message: ImportMessages.badMapping }] });
    const unknown = await send(admin, GOOD, 1, { 'x-import-mapping': JSON.stringify({ nickname: 'name' }) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toEqual({ path: 'x-import-mapping', message: ImportMessages.unknownField('nickname') });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/import/members?dryRun=1',
      headers: t.authHeader(admin.token),
      payload: { name: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors[0]).toEqual({ path: 'body', message: ImportMessages.wrongType });
    const noFlag = await t.app.inject({
      method: 'POST',
      url: '/api/import/members',
      headers: { ...t.authHeader(admin.token), 'content-type': CSV_TYPE },
      payload: GOOD,
    });
    expect(noFlag.statusCode).toBe(400);
    expect((await send(admin, 'name,mobile\n', 1)).json()).toEqual({ requestStatus: 0, message: ImportMessages.emptyFile });
    expect((await send(admin, Buffer.from('not a zip'), 1, { 'content-type': XLSX_TYPE })).json()).toEqual({
      requestStatus: 0,
      message: ImportMessages.unreadable,
    });
    expect((await send(desk, GOOD, 1)).json()).toEqual({ requestStatus: -1, message: NO_PERMISSION_MESSAGE });
  });

  it('works on the session’s club only: another club’s member with the same mobile is untouched', async () => {
    const file = 'name,mobile,credits\nPriya From File,9876543210,999\nRiver Only,9811100041,10\n';
    const [riverClub] = await q<{ id: number }>(sql`SELECT id FROM clubs WHERE name = 'Courtdesk Riverside'`);
    const demo = await demoClub();
    const demoBefore = await counts(demo);
    const priyaBefore = await q(sql`SELECT name, email FROM members WHERE club_id = ${demo} AND mobile = '9876543210'`);
    const res = (await send(riverside, file, 0)).json();
    expect(res.totals).toMatchObject({ ok: 2, created: 2 });
    expect(
      await q(sql`SELECT name FROM members WHERE club_id = ${riverClub!.id} AND mobile IN ('9876543210', '9811100041') ORDER BY mobile`),
    ).toEqual([{ name: 'River Only' }, { name: 'Priya From File' }]);
    expect(await counts(demo)).toEqual(demoBefore);
    expect(await q(sql`SELECT name, email FROM members WHERE club_id = ${demo} AND mobile = '9876543210'`)).toEqual(priyaBefore);
    // In the demo club the same row matches Priya by mobile and updates her, and only her.
    const demoRun = (await send(admin, 'name,mobile\nPriya Sharma,9876543210\n', 1)).json();
    expect(demoRun.rows[0]).toEqual({ row: 1, ok: true, errors: [], action: 'unchanged' });
  });

  it('reports its progress batch by batch while the commit runs, and lets other requests in between batches', async () => {
    const lines = ['name,mobile'];
    for (let i = 0; i < 10_000; i++) lines.push(`Batch Member ${i},${6600000000 + i * 7}`);
    let committed = false;
    const commit = send(admin, lines.join('\n'), 0, { 'x-import-progress-key': 'members-progress-1' }).then((r) => {
      committed = true;
      return r.json();
    });
    // Polled from timers, as a browser would: a commit that never returned to the event loop
    // (the embedded database resolves without I/O) answered none of them before it finished.
    const seen: { done: number; total: number; committed: boolean }[] = [];
    await new Promise<void>((resolve) => {
      const poll = () =>
        setTimeout(async () => {
          const r = (
            await t.app.inject({ method: 'GET', url: '/api/import/progress?key=members-progress-1', headers: t.authHeader(admin.token) })
          ).json();
          if (r.found) seen.push({ done: r.done, total: r.total, committed });
          if (r.finished) resolve();
          else poll();
        }, 0);
      poll();
    });
    expect((await commit).totals).toMatchObject({ created: 10_000 });
    const during = seen.filter((s) => !s.committed && s.done < s.total);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((s) => s.total === 10_000 && s.done % 2_000 === 0)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ done: 10_000, total: 10_000 });
  });
});
