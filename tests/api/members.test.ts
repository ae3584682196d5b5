import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MemberMessages } from '../../contract/members';
import { CheckoutMessages } from '../../contract/checkout';
import { Feature } from '../../contract/features';
import { client, setup, plainMonday, checkout, type Client, type Ids } from './booking-fixtures';
import { addStaff } from './helpers/staff';
import type { TestApp } from './helpers/test-app';
import { riversideClient } from './helpers/riverside';
import { updateClubSettings } from '../../server/modules/club-settings/service';
import { rows } from '../../server/db/rows';

let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

const query = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;
const fail = async (res: Promise<{ json(): unknown }>, message: string) =>
  expect((await res).json()).toMatchObject({ requestStatus: 0, message });
const register = (over: Record<string, unknown> = {}) =>
  admin.post('/api/member/registration', {
    name: 'Kavya Rao',
    countryCode: '+91',
    mobile: '9000000101',
    email: 'kavya@example.com',
    gender: 'F',
    toDate: 'max',
    ...over,
  });
const details = async (mobile: string) => (await admin.get(`/api/member/details?mobile=${mobile}`)).json().member;
const tomorrow = () => new Date(Date.now() + 2 * 86400_000).toISOString().slice(0, 10);

describe('member registration', () => {
  it('checks every field of the form (spec 2 §5)', async () => {
    await fail(register({ mobile: '' }), MemberMessages.mobileRequired);
    await fail(register({ mobile: '12345' }), MemberMessages.invalidMobile);
    await fail(register({ name: '  ' }), MemberMessages.nameRequired);
    await fail(register({ email: 'nope' }), MemberMessages.invalidEmail);
    await fail(register({ address: 'x'.repeat(151) }), MemberMessages.addressTooLong);
    await fail(register({ gender: 'X' }), MemberMessages.invalidGender);
    await fail(register({ toDate: '2020-01-01' }), MemberMessages.pastExpiry);
    await fail(register({ registrationFee: 100 }), MemberMessages.amountNeedsMode);
    await fail(register({ registrationFee: 0, transactionData: { type: 7, mode: 1 } }), MemberMessages.modeNeedsAmount);
    await fail(register({ mobile: '9876543210' }), MemberMessages.alreadyMember);
    const [club] = await query<{ id: number }>(sql`SELECT id FROM clubs WHERE name = 'Courtdesk Demo Arena'`);
    await t.db.db.transaction((tx) => updateClubSettings(tx, club.id, { emailRequired: true }, { userId: null, name: 'system' }));
    await fail(register({ email: '' }), MemberMessages.emailRequired);
    await t.db.db.transaction((tx) => updateClubSettings(tx, club.id, { emailRequired: false }, { userId: null, name: 'system' }));
  });

  it('registers with a fee as a type 7 money row, and history', async () => {
    const res = (await register({ registrationFee: 250, transactionData: { type: 7, mode: 1 }, address: 'MG Road' })).json();
    expect(res).toMatchObject({ requestStatus: 1, message: MemberMessages.registered });
    const money = await query<{ type: number; amount_minor: number; member_id: number; target: string }>(
      sql`SELECT type, amount_minor, member_id, target FROM transactions WHERE member_id = ${res.memberId}`,
    );
    expect(money).toEqual([{ type: 7, amount_minor: 25000, member_id: res.memberId, target: 'member' }]);
    const m = await details('9000000101');
    expect(m).toMatchObject({
      memberName: 'Kavya Rao',
      endDate: '9999-12-31',
      registrationFee: 250,
      credits: 0,
      isPasswordProtected: false,
      address: 'MG Road',
    });
    const h = await query<{ action: string }>(sql`SELECT action FROM history WHERE entity = 'member' AND entity_id = ${res.memberId}`);
    expect(h.map((r) => r.action)).toEqual(['register']);
  });
});

describe('member search and list', () => {
  it('lists all (10 a page), finds one by mobile, and refuses an invalid one', async () => {
    for (let i = 0; i < 12; i++) await register({ mobile: `90000002${String(i).padStart(2, '0')}`, name: `Bulk ${i}` });
    const page1 = (await admin.get('/api/member/search?page=1')).json();
    expect(page1.members).toHaveLength(10);
    expect(page1.paginationData.total).toBe(2);
    const page2 = (await admin.get('/api/member/search?page=2')).json();
    expect(page2.members.length).toBeGreaterThan(0);
    const one = (await admin.get('/api/member/search?mobile=9000000101')).json();
    expect(one.members.map((m: { memberName: string }) => m.memberName)).toEqual(['Kavya Rao']);
    await fail(admin.get('/api/member/search?mobile=123'), MemberMessages.invalidMobile);
    await fail(admin.get('/api/member/search?mobile=9000009999'), MemberMessages.noMatch);
  });
});

describe('update, PIN, recharge, validity', () => {
  it('updates details and refuses a past expiry', async () => {
    const body = (d: Record<string, unknown>) => ({
      mobile: '9000000101',
      updateData: { name: 'Kavya R', mobile: '9000000101', countryCode: '+91', ...d },
    });
    await fail(admin.post('/api/member/details/update', body({ expiryDate: '2020-01-01' })), MemberMessages.pastExpiry);
    await fail(admin.post('/api/member/details/update', body({ name: '' })), MemberMessages.nameRequired);
    await fail(admin.post('/api/member/details/update', body({ mobile: '9876543210' })), MemberMessages.alreadyMember);
    await fail(admin.post('/api/member/details/update', { mobile: '9000005555', updateData: { name: 'x' } }), MemberMessages.notFound);
    expect((await admin.post('/api/member/details/update', body({ expiryDate: tomorrow(), gender: 'O' }))).json().requestStatus).toBe(1);
    expect(await details('9000000101')).toMatchObject({ memberName: 'Kavya R', endDate: tomorrow(), memberGender: 'O' });
  });

  it('sets and changes a PIN; a wrong old PIN is refused and counted', async () => {
    const m = '9000000101';
    await fail(admin.post('/api/member/pin/create', { mobile: m, newPin: '1234', confirmPin: '1235' }), MemberMessages.pinMismatch);
    await fail(admin.post('/api/member/pin/create', { mobile: m, newPin: ' ' }), MemberMessages.pinRequired);
    await fail(admin.post('/api/member/pin/create', { mobile: m, newPin: 'ab12' }), MemberMessages.pinFormat);
    await fail(admin.post('/api/member/pin/update', { mobile: m, memberPin: '1111', newPin: '2222' }), MemberMessages.pinNotSet);
    expect((await admin.post('/api/member/pin/create', { mobile: m, newPin: ' 2468 ', confirmPin: '2468' })).json()).toMatchObject({
      requestStatus: 1,
    });
    expect((await details(m)).isPasswordProtected).toBe(true);
    await fail(admin.post('/api/member/pin/create', { mobile: m, newPin: '1357' }), MemberMessages.pinAlreadySet);
    await fail(admin.post('/api/member/pin/update', { mobile: m, newPin: '1357' }), MemberMessages.oldPinRequired);
    await fail(admin.post('/api/member/pin/update', { mobile: m, memberPin: '0000', newPin: '1357' }), MemberMessages.incorrectPin);
    const failures = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM member_pin_failures`);
    expect(failures[0].n).toBe(1);
    expect(
      (await admin.post('/api/member/pin/update', { mobile: m, memberPin: '2468', newPin: '1357', confirmPin: '1357' })).json()
        .requestStatus,
    ).toBe(1);
    const pins = await query<{ pin_hash: string }>(sql`SELECT pin_hash FROM members WHERE mobile = ${m}`);
    expect(pins[0].pin_hash).not.toContain('1357');
  });

  it('recharges: money paid and credits granted are separate rows', async () => {
    const m = '9000000101';
    await fail(
      admin.post('/api/member/credits/recharge', { mobile: m, credits: 100, transactionData: { type: 5, mode: 1 } }),
      MemberMessages.amountRequired,
    );
    await fail(
      admin.post('/api/member/credits/recharge', { mobile: m, paidAmount: 90, transactionData: { type: 5, mode: 1 } }),
      MemberMessages.creditsRequired,
    );
    await fail(
      admin.post('/api/member/credits/recharge', { mobile: m, paidAmount: 90, credits: 100, transactionData: { type: 5, mode: 0 } }),
      MemberMessages.amountNeedsMode,
    );
    const res = await admin.post(
      '/api/member/credits/recharge',
      { mobile: m, paidAmount: 900, credits: 1000, transactionData: { type: 5, mode: 2 } },
      { 'idempotency-key': 'r-1' },
    );
    expect(res.json().requestStatus).toBe(1);
    await admin.post(
      '/api/member/credits/recharge',
      { mobile: m, paidAmount: 900, credits: 1000, transactionData: { type: 5, mode: 2 } },
      { 'idempotency-key': 'r-1' },
    );
    expect((await details(m)).credits).toBe(1000);
    const money = await query<{ type: number; amount_minor: number; mode: number }>(
      sql`SELECT t.type, t.amount_minor, t.mode FROM transactions t JOIN members m ON m.id = t.member_id WHERE m.mobile = ${m} AND t.type = 5`,
    );
    expect(money).toEqual([{ type: 5, amount_minor: 90000, mode: 2 }]);
  });

  it('sets credit validity to a date or lifetime, never the past', async () => {
    const m = '9000000101';
    await fail(admin.post('/api/member/credits/validity/update', { mobile: m, expiryDate: '2020-01-01' }), MemberMessages.pastExpiry);
    await fail(admin.post('/api/member/credits/validity/update', { mobile: m, expiryDate: 'soon' }), MemberMessages.invalidDate);
    expect((await admin.post('/api/member/credits/validity/update', { mobile: m, expiryDate: tomorrow() })).json().requestStatus).toBe(1);
    expect((await details(m)).creditsExpiry).toBe(tomorrow());
    expect((await admin.post('/api/member/credits/validity/update', { mobile: m, expiryDate: 'max' })).json().requestStatus).toBe(1);
    expect((await details(m)).creditsExpiry).toBe('9999-12-31');
  });
});

describe('credits validity at redemption', () => {
  it('refuses credits once their validity has passed', async () => {
    const date = plainMonday(35);
    const cart = async () => {
      await admin.post('/api/carting/clear');
      expect(
        (
          await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 1'], date, time: '07:00:00' })
        ).json().requestStatus,
      ).toBe(1);
    };
    await cart();
    // Priya (demo) has 500 credits and PIN 1234; her validity ends yesterday.
    await t.db.db.execute(sql`UPDATE members SET credits_expiry = CURRENT_DATE - 1 WHERE mobile = '9876543210'`);
    await fail(
      admin.post('/api/club/credits/redeem', { mobile: '9876543210', credits: 100, memberPin: '1234' }),
      CheckoutMessages.creditsExpired,
    );
    await t.db.db.execute(sql`UPDATE members SET credits_expiry = NULL WHERE mobile = '9876543210'`);
    expect(
      (await admin.post('/api/club/credits/redeem', { mobile: '9876543210', credits: 100, memberPin: '1234' })).json().requestStatus,
    ).toBe(1);
    // Validity passing between redemption and confirmation still refuses the booking.
    await t.db.db.execute(sql`UPDATE members SET credits_expiry = CURRENT_DATE - 1 WHERE mobile = '9876543210'`);
    const res = (await admin.post('/api/booking', checkout({}, { mobile: '9876543210', name: 'Priya Sharma' }))).json();
    expect(res.requestStatus).toBe(0);
    await t.db.db.execute(sql`UPDATE members SET credits_expiry = NULL WHERE mobile = '9876543210'`);
    await admin.post('/api/carting/clear');
  });
});

describe('delete, transactions, bookings', () => {
  it('deletes a member but keeps their money rows; the number can register again', async () => {
    const m = await details('9000000101');
    const before = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions WHERE member_id = ${m.memberId}`);
    expect((await admin.get(`/api/member/transactions?memberId=${m.memberId}`)).json().transactionDetails.length).toBe(before[0].n);
    expect((await admin.post('/api/member/delete', { memberId: m.memberId })).json()).toMatchObject({ requestStatus: 1 });
    await fail(admin.get('/api/member/details?mobile=9000000101'), MemberMessages.notFound);
    const after = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions WHERE member_id = ${m.memberId}`);
    expect(after[0].n).toBe(before[0].n);
    expect((await register()).json().requestStatus).toBe(1);
    await fail(admin.post('/api/member/delete', { memberId: m.memberId }), MemberMessages.notFound);
  });
});

describe('permissions and club scope', () => {
  it('refuses other clubs’ members on every member route', async () => {
    // The member of the demo club, seen from the second club's session.
    const priya = await details('9876543210');
    const riverside = await riversideClient(t);
    await fail(riverside.get('/api/member/details?mobile=9876543210'), MemberMessages.notFound);
    await fail(riverside.get(`/api/member/transactions?memberId=${priya.memberId}`), MemberMessages.notFound);
    await fail(riverside.get(`/api/member/bookings?memberId=${priya.memberId}`), MemberMessages.notFound);
    await fail(riverside.post('/api/member/delete', { memberId: priya.memberId }), MemberMessages.notFound);
    await fail(
      riverside.post('/api/member/credits/recharge', { mobile: '9876543210', paidAmount: 1, credits: 1, transactionData: { mode: 1 } }),
      MemberMessages.notFound,
    );
    await fail(
      riverside.post('/api/member/pin/update', { mobile: '9876543210', memberPin: '1234', newPin: '1111' }),
      MemberMessages.notFound,
    );
    await fail(riverside.post('/api/member/credits/validity/update', { mobile: '9876543210', expiryDate: 'max' }), MemberMessages.notFound);
    await fail(riverside.post('/api/member/details/update', { mobile: '9876543210', updateData: { name: 'x' } }), MemberMessages.notFound);
    const subs = (await riverside.post('/api/member/search/subscriptions', { memberIds: [priya.memberId] })).json();
    expect(subs.subscriptions).toEqual([{ memberId: priya.memberId, packages: [] }]);
    const list = (await riverside.get('/api/member/search')).json();
    expect(list.members.some((x: { memberId: number }) => x.memberId === priya.memberId)).toBe(false);
    const mirror = (await riverside.get('/api/member/mirror?since=0')).json();
    expect(mirror.members.some((x: { memberId: number }) => x.memberId === priya.memberId)).toBe(false);
  });

  it('desk with members read-only may search but not write; credits need feature 10', async () => {
    expect((await desk.get('/api/member/search')).json().requestStatus).toBe(1);
    expect((await desk.post('/api/member/registration', { name: 'x', mobile: '9000000999' })).json().requestStatus).toBe(-1);
    await addStaff(t.db, {
      username: 'm9',
      password: 'pw-m9-123',
      club: 'Courtdesk Demo Arena',
      permissions: [[Feature.members, 'write']],
    });
    const m9 = client(t, await t.login('m9', 'pw-m9-123'));
    expect(
      (
        await m9.post('/api/member/credits/recharge', { mobile: '9876543210', paidAmount: 1, credits: 1, transactionData: { mode: 1 } })
      ).json().requestStatus,
    ).toBe(-1);
    expect((await m9.post('/api/member/pin/create', { mobile: '9876543210', newPin: '1111' })).json().requestStatus).toBe(-1);
  });
});

describe('members mirror', () => {
  const sync = async (since: number) => (await admin.get(`/api/member/mirror?since=${since}`)).json();
  // A member of another club, made here: the demo's second club has none of its own.
  const otherClubMember = async () => {
    const [row] = await query<{ id: number }>(
      sql`INSERT INTO members (club_id, name, mobile) SELECT id, 'Elsewhere Member', '9000009999' FROM clubs WHERE id <> (SELECT club_id FROM members WHERE mobile = '9812345678' LIMIT 1) ORDER BY id LIMIT 1
          ON CONFLICT DO NOTHING RETURNING id`,
    );
    return row ?? (await query<{ id: number }>(sql`SELECT id FROM members WHERE mobile = '9000009999'`))[0]!;
  };

  it('sends everything first, then exactly what changed (credits and deletes included)', async () => {
    const first = await sync(0);
    expect(first.full).toBe(true);
    expect(first.members.length).toBeGreaterThan(10);
    const quiet = await sync(first.cursor);
    expect(quiet.full).toBe(false);
    expect(quiet.members).toEqual([]);
    expect(quiet.deleted).toEqual([]);
    await admin.post('/api/member/credits/recharge', { mobile: '9812345678', paidAmount: 10, credits: 10, transactionData: { mode: 1 } });
    const gone = await details('9000000200');
    await admin.post('/api/member/delete', { memberId: gone.memberId });
    const next = await sync(quiet.cursor);
    expect(next.full).toBe(false);
    expect(next.members.map((m: { memberMobile: string; credits: number }) => [m.memberMobile, m.credits])).toEqual([['9812345678', 1210]]);
    expect(next.deleted).toEqual([gone.memberId]);
    expect(await sync(next.cursor)).toMatchObject({ members: [], deleted: [] });
  });

  it("another club's changes, committed or still open, never reach this club's quiet sync", async () => {
    const { cursor } = await sync(0);
    const other = await otherClubMember();
    await query(sql`UPDATE members SET name = name WHERE id = ${other!.id}`);
    expect(await sync(cursor)).toMatchObject({ members: [], deleted: [], cursor });
  });

  it('one transaction moves the clock once: the members it writes share the tick and come with their credits', async () => {
    const { cursor } = await sync(0);
    const [{ clubId }] = await query<{ clubId: number }>(sql`SELECT club_id AS "clubId" FROM members WHERE mobile = '9812345678'`);
    await t.db.db.transaction(async (tx) => {
      const made = await rows<{ id: number }>(
        tx,
        sql`INSERT INTO members (club_id, name, mobile) VALUES (${clubId}, 'Tick One', '9000007001'), (${clubId}, 'Tick Two', '9000007002')
            RETURNING id`,
      );
      await tx.execute(sql`INSERT INTO member_credit_entries (club_id, member_id, amount_minor, reason)
        VALUES (${clubId}, ${made[0]!.id}, 500, 'opening'), (${clubId}, ${made[1]!.id}, 700, 'opening')`);
    });
    const next = await sync(cursor);
    expect(Number(next.cursor)).toBe(Number(cursor) + 1);
    expect(next.members.map((m: { memberMobile: string; credits: number }) => [m.memberMobile, m.credits])).toEqual([
      ['9000007001', 5],
      ['9000007002', 7],
    ]);
    // A member written by an earlier transaction is still re-stamped by a new credits entry.
    await query(sql`INSERT INTO member_credit_entries (club_id, member_id, amount_minor, reason)
      SELECT club_id, id, 100, 'adjust' FROM members WHERE mobile = '9000007001'`);
    const after = await sync(next.cursor);
    expect(after.members.map((m: { memberMobile: string; credits: number }) => [m.memberMobile, m.credits])).toEqual([['9000007001', 6]]);
  });

  // Two connections at once: PGlite has one, so this runs on PostgreSQL only.
  it.skipIf(!process.env.DATABASE_URL)(
    'a change that commits after a sync comes in the next one, and an open transaction elsewhere resends nothing',
    async () => {
      const { cursor } = await sync(0);
      const member = await details('9812345678');
      const other = await otherClubMember();
      await t.db.withConnection(async (late) => {
        await late.query('BEGIN');
        await late.query('UPDATE members SET email = $1 WHERE id = $2', ['late@example.com', member.memberId]);
        await late.query('UPDATE members SET name = name WHERE id = $1', [other!.id]);
        // The late change has not committed: this sync cannot see it, and must not step past it.
        const during = await sync(cursor);
        expect(during).toMatchObject({ members: [], deleted: [], cursor });
        await late.query('COMMIT');
      });
      const after = await sync(cursor);
      expect(after.members.map((m: { memberMobile: string; memberEmail: string }) => [m.memberMobile, m.memberEmail])).toEqual([
        ['9812345678', 'late@example.com'],
      ]);
      // An older transaction still open (here, or in any other database of the cluster) while
      // this club changes: the change is sent once, and not again on the next quiet sync.
      await t.db.withConnection(async (open) => {
        await open.query('BEGIN');
        await open.query('SELECT pg_current_xact_id()');
        await admin.post('/api/member/credits/recharge', { mobile: '9812345678', paidAmount: 1, credits: 1, transactionData: { mode: 1 } });
        const changed = await sync(after.cursor);
        expect(changed.members.map((m: { memberMobile: string }) => m.memberMobile)).toEqual(['9812345678']);
        expect(await sync(changed.cursor)).toMatchObject({ members: [], deleted: [], cursor: changed.cursor });
        await open.query('ROLLBACK');
      });
    },
  );
});
