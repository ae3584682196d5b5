import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkout, client, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { riversideClient } from './helpers/riverside';
import { gateConnection } from './helpers/gate';
import { waitersReach } from './helpers/lock-waiters';
import { FairUseMessages, fairUseRefusal } from '../../contract/fair-use';
import { addDays, todayIn } from '../../server/core/local-time';
import { hashToken, newToken } from '../../server/lib/tokens';
import { fieldRefusal } from './helpers/field-refusal';

/**
 * Fair-use limits (issue 30 part 3, ADR 0078): per activity, upcoming bookings per customer, peak
 * hours a day and a week, days ahead at the desk and online; the desk and the marketplace refuse
 * past them naming the limit and write nothing; an admin overrides with a reason (in the booking's
 * history), a desk person and the marketplace cannot; racing desks never pass a limit together.
 */
let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
let key: string;
let phoneNo = 0;
const today = todayIn('Asia/Kolkata');
const monday = plainMonday(28);

const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;
const newPhone = () => `97000${String(10000 + phoneNo++).padStart(5, '0')}`;
const limits = (over: Record<string, unknown>, activityId = ids.badminton) =>
  admin.post('/api/club/fair-use', {
    activityId,
    maxUpcoming: '',
    peakHoursPerDay: '',
    peakHoursPerWeek: '',
    peakFromPrice: '',
    deskDaysAhead: '',
    marketplaceDaysAhead: '',
    ...over,
  });
const setLimits = async (over: Record<string, unknown>) => expect((await limits(over)).json()).toMatchObject({ requestStatus: 1 });
const badmintonLimits = async (c: Client = admin) =>
  ((await c.get('/api/club/fair-use')).json().limits as { activityId: number }[]).find((l) => l.activityId === ids.badminton);
const bookingsOf = async (mobile: string) =>
  (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM bookings WHERE customer_mobile = ${mobile}`))[0].n;

/** One slot in the desk's cart, then the checkout for `mobile` (its reply). */
async function book(c: Client, mobile: string, date: string, time: string, court = 'Court 1', over: Record<string, unknown> = {}) {
  await c.post('/api/carting/clear');
  const add = (await c.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts[court], date, time })).json();
  expect(add, JSON.stringify(add)).toMatchObject({ requestStatus: 1 });
  return (await c.post('/api/booking', checkout(over, { mobile, name: 'Arjun Mehta' }))).json();
}
const market = (mobile: string, date: string, time: string, over: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/marketplace/bookings',
    headers: { 'x-api-key': key },
    payload: {
      activityId: ids.badminton,
      courtId: ids.courts['Court 3'],
      date,
      time,
      customer: { name: 'Arjun Mehta', countryCode: '+91', mobile },
      ...over,
    },
  });

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  key = (await admin.post('/api/club/marketplace/keys', { name: 'Playo' })).json().key;
}, 120_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await setLimits({});
  await admin.post('/api/carting/clear');
});

describe('the settings', () => {
  it('saves each activity apart, keeps what was typed, and blank is no limit', async () => {
    await setLimits({ maxUpcoming: '3', peakHoursPerDay: '1.5', peakHoursPerWeek: 6, peakFromPrice: '599.50', deskDaysAhead: '0' });
    expect(await badmintonLimits()).toMatchObject({
      activityName: 'Badminton',
      maxUpcoming: 3,
      peakHoursPerDay: 1.5,
      peakHoursPerWeek: 6,
      peakFromPrice: 599.5,
      deskDaysAhead: 0,
      marketplaceDaysAhead: null,
    });
    const football = ((await admin.get('/api/club/fair-use')).json().limits as { activityId: number }[]).find(
      (l) => l.activityId === ids.football,
    );
    expect(football).toMatchObject({ maxUpcoming: null, deskDaysAhead: null });
    const history = await rows<{ after: { maxUpcoming: number } }>(
      sql`SELECT after FROM history WHERE entity = 'settings' AND action = 'fair_use' ORDER BY id DESC LIMIT 1`,
    );
    expect(history[0].after.maxUpcoming).toBe(3);
  });

  it('refuses a bad value naming the field and changes nothing', async () => {
    await setLimits({ maxUpcoming: '2' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ maxUpcoming: '-1' }, 'maxUpcoming', 'Upcoming bookings per customer cannot be negative'],
      [{ maxUpcoming: '1.5' }, 'maxUpcoming', 'Upcoming bookings per customer must be a whole number'],
      [{ maxUpcoming: 'three' }, 'maxUpcoming', 'Upcoming bookings per customer must be a number'],
      [{ maxUpcoming: '0' }, 'maxUpcoming', 'Upcoming bookings per customer must be more than 0 (leave it blank for no limit)'],
      [{ peakHoursPerDay: '1.3' }, 'peakHoursPerDay', 'Peak hours per day must be in quarter hours (such as 1.5)'],
      [{ peakHoursPerWeek: '200' }, 'peakHoursPerWeek', 'Peak hours per week cannot be more than 168'],
      [{ peakFromPrice: '10.555' }, 'peakFromPrice', 'Peak from price per hour can have at most two decimals'],
      [{ deskDaysAhead: '2.5' }, 'deskDaysAhead', 'Desk days ahead must be a whole number'],
      [{ marketplaceDaysAhead: '1e3' }, 'marketplaceDaysAhead', 'Marketplace days ahead must be a number'],
    ];
    for (const [over, path, message] of cases) {
      const res = await limits({ maxUpcoming: '2', ...over });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ requestStatus: 0, message, errors: [fieldRefusal(path, message)] });
    }
    expect(await badmintonLimits()).toMatchObject({ maxUpcoming: 2, peakHoursPerDay: null, marketplaceDaysAhead: null });
  });

  it('another club can neither read nor write them; a desk person cannot write them', async () => {
    await setLimits({ maxUpcoming: '2' });
    const other = await riversideClient(t);
    const theirs = (await other.get('/api/club/fair-use')).json().limits as { activityId: number }[];
    expect(theirs.map((l) => l.activityId)).not.toContain(ids.badminton);
    const res = (await other.post('/api/club/fair-use', { activityId: ids.badminton, maxUpcoming: '9' })).json();
    expect(res).toEqual({ requestStatus: 0, message: FairUseMessages.activityNotFound, code: 'activityNotFound' });
    expect((await desk.post('/api/club/fair-use', { activityId: ids.badminton, maxUpcoming: '9' })).json().requestStatus).toBe(-1);
    expect(await badmintonLimits()).toMatchObject({ maxUpcoming: 2 });
  });

  it('the general settings save never touches them', async () => {
    await setLimits({ maxUpcoming: '2' });
    const all = (await admin.get('/api/club/settings')).json().settings;
    expect(all.fairUse[String(ids.badminton)]).toMatchObject({ maxUpcoming: 2 });
    await admin.post('/api/club/settings/update', { settings: { ...all, fairUse: {}, cartHoldMinutes: 11 } });
    expect(await badmintonLimits()).toMatchObject({ maxUpcoming: 2 });
  });
});

describe('upcoming bookings per customer', () => {
  it('refuses the booking past the limit naming it, writes nothing, and counts by mobile only in this activity', async () => {
    await setLimits({ maxUpcoming: '2' });
    const mobile = newPhone();
    expect(await book(admin, mobile, monday, '06:00:00')).toMatchObject({ requestStatus: 1 });
    expect(await book(desk, mobile, monday, '07:00:00')).toMatchObject({ requestStatus: 1 });
    const refused = await book(desk, mobile, monday, '08:00:00');
    expect(refused).toEqual({ requestStatus: 0, message: fairUseRefusal.upcoming('Arjun Mehta', 'Badminton', 2, 2), fairUseLimit: true });
    expect(refused.message).toBe('Arjun Mehta already has 2 upcoming Badminton bookings (limit 2)');
    expect(await bookingsOf(mobile)).toBe(2);
    expect((await desk.get('/api/carting/details')).json().cart.slots).toHaveLength(1);
    // Someone else, and the marketplace's other activity, are not affected.
    expect(await book(desk, newPhone(), monday, '08:00:00')).toMatchObject({ requestStatus: 1 });
  });

  it('a cancelled booking and one that has ended no longer count', async () => {
    await setLimits({ maxUpcoming: '1' });
    const mobile = newPhone();
    const first = await book(admin, mobile, monday, '09:00:00');
    expect(first.requestStatus).toBe(1);
    expect((await book(admin, mobile, monday, '10:00:00')).requestStatus).toBe(0);
    await t.db.db.execute(sql`UPDATE bookings SET booking_date = ${addDays(today, -2)} WHERE id = ${first.bookingId}`);
    expect(await book(admin, mobile, monday, '10:00:00')).toMatchObject({ requestStatus: 1 });
    await t.db.db.execute(sql`UPDATE bookings SET cancelled = true WHERE customer_mobile = ${mobile}`);
    expect(await book(admin, mobile, monday, '11:00:00')).toMatchObject({ requestStatus: 1 });
  });

  it('recognises a member by member id when the booking was made under another number', async () => {
    await setLimits({ maxUpcoming: '1' });
    const oldMobile = newPhone();
    const reg = (await admin.post('/api/member/registration', { name: 'Arjun Mehta', mobile: oldMobile, toDate: 'max' })).json();
    expect(reg.requestStatus, JSON.stringify(reg)).toBe(1);
    expect(await book(admin, oldMobile, monday, '12:00:00')).toMatchObject({ requestStatus: 1 });
    // The member's number changes; the booking keeps the old one but carries the member id.
    const newMobile = newPhone();
    await t.db.db.execute(sql`UPDATE members SET mobile = ${newMobile} WHERE id = ${reg.memberId}`);
    const refused = await book(admin, newMobile, monday, '13:00:00');
    expect(refused.message).toBe(fairUseRefusal.upcoming('Arjun Mehta', 'Badminton', 1, 1));
  });

  it("another club's limits never apply here", async () => {
    const other = await riversideClient(t);
    const theirs = (await other.get('/api/club/fair-use')).json().limits as { activityId: number }[];
    const saved = (await other.post('/api/club/fair-use', { activityId: theirs[0].activityId, maxUpcoming: '1' })).json();
    expect(saved.requestStatus).toBe(1);
    const mobile = newPhone();
    expect(await book(admin, mobile, monday, '14:00:00')).toMatchObject({ requestStatus: 1 });
    expect(await book(admin, mobile, monday, '15:00:00')).toMatchObject({ requestStatus: 1 });
  });
});

describe('peak hours a day and a week', () => {
  it('counts only slots priced at or above the peak price, per day and per Monday–Sunday week', async () => {
    // Standard badminton on a weekday: 400 an hour before 17:00, 600 from 17:00 (demo pricing).
    await setLimits({ peakFromPrice: '600', peakHoursPerDay: '2', peakHoursPerWeek: '3' });
    const mobile = newPhone();
    const week = plainMonday(35);
    expect(await book(admin, mobile, week, '18:00:00')).toMatchObject({ requestStatus: 1 });
    expect(await book(admin, mobile, week, '19:00:00')).toMatchObject({ requestStatus: 1 });
    const day = await book(admin, mobile, week, '20:00:00');
    expect(day.message).toBe(fairUseRefusal.peakDay('Arjun Mehta', 'Badminton', week, 3, 2));
    expect(day.message).toBe(`Arjun Mehta would play 3 hours of peak Badminton on ${week} (limit 2 hours a day)`);
    // Off-peak is not counted.
    expect(await book(admin, mobile, week, '07:00:00')).toMatchObject({ requestStatus: 1 });
    expect(await book(admin, mobile, addDays(week, 1), '18:00:00')).toMatchObject({ requestStatus: 1 });
    const weekly = await book(admin, mobile, addDays(week, 2), '18:00:00');
    expect(weekly.message).toBe(fairUseRefusal.peakWeek('Arjun Mehta', 'Badminton', week, 4, 3));
    // The next week starts again.
    expect(await book(admin, mobile, addDays(week, 7), '18:00:00')).toMatchObject({ requestStatus: 1 });
    expect(await bookingsOf(mobile)).toBe(5);
  });

  it('with no peak price every slot counts', async () => {
    await setLimits({ peakHoursPerDay: '1' });
    const mobile = newPhone();
    const day = plainMonday(49);
    expect(await book(admin, mobile, day, '07:00:00')).toMatchObject({ requestStatus: 1 });
    expect((await book(admin, mobile, day, '08:00:00')).message).toBe(fairUseRefusal.peakDay('Arjun Mehta', 'Badminton', day, 2, 1));
  });
});

describe('days ahead, desk and marketplace apart', () => {
  it('each channel has its own horizon', async () => {
    await setLimits({ deskDaysAhead: '10', marketplaceDaysAhead: '5' });
    const mobile = newPhone();
    const near = addDays(today, 4);
    const mid = addDays(today, 8);
    const far = addDays(today, 12);
    expect(await book(admin, mobile, mid, '21:00:00')).toMatchObject({ requestStatus: 1 });
    expect((await book(admin, mobile, far, '21:00:00')).message).toBe(fairUseRefusal.daysAhead('Badminton', far, 10, 'desk'));
    const online = (await market(newPhone(), mid, '21:00:00')).json();
    expect(online).toEqual({ requestStatus: 0, message: fairUseRefusal.daysAhead('Badminton', mid, 5, 'marketplace') });
    expect((await market(newPhone(), near, '21:00:00')).json()).toMatchObject({ requestStatus: 1 });
  });

  it('the marketplace refuses past the upcoming limit too, counting desk bookings, and cannot override', async () => {
    await setLimits({ maxUpcoming: '1' });
    const mobile = newPhone();
    expect(await book(admin, mobile, monday, '16:00:00')).toMatchObject({ requestStatus: 1 });
    const before = await bookingsOf(mobile);
    const res = (await market(mobile, monday, '17:00:00', { fairUseOverride: { reason: 'VIP' } })).json();
    expect(res).toEqual({ requestStatus: 0, message: fairUseRefusal.upcoming('Arjun Mehta', 'Badminton', 1, 1) });
    expect(await bookingsOf(mobile)).toBe(before);
  });
});

describe('the override', () => {
  it('an admin books past a limit with a reason, recorded in the booking history', async () => {
    await setLimits({ maxUpcoming: '1' });
    const mobile = newPhone();
    expect(await book(admin, mobile, monday, '21:00:00', 'Court 2')).toMatchObject({ requestStatus: 1 });
    const blank = await book(admin, mobile, monday, '22:00:00', 'Court 2', { fairUseOverride: { reason: '  ' } });
    expect(blank).toEqual({ requestStatus: 0, message: FairUseMessages.reasonRequired, fairUseLimit: true });
    const long = await book(admin, mobile, monday, '22:00:00', 'Court 2', { fairUseOverride: { reason: 'x'.repeat(201) } });
    expect(long).toEqual({ requestStatus: 0, message: FairUseMessages.reasonTooLong, fairUseLimit: true });
    const ok = await book(admin, mobile, monday, '22:00:00', 'Court 2', { fairUseOverride: { reason: 'League final, agreed by manager' } });
    expect(ok).toMatchObject({ requestStatus: 1 });
    const history = await rows<{ actor: string; after: { reason: string; limits: string[] } }>(
      sql`SELECT actor, after FROM history WHERE entity = 'booking' AND entity_id = ${ok.bookingId} AND action = 'fair_use_override'`,
    );
    expect(history).toEqual([
      {
        actor: 'admin',
        after: { reason: 'League final, agreed by manager', limits: [fairUseRefusal.upcoming('Arjun Mehta', 'Badminton', 1, 1)] },
      },
    ]);
    const shown = (await admin.get(`/api/booking/details?bookingId=${ok.bookingId}`)).json();
    expect(JSON.stringify(shown)).toContain('League final');
  });

  it('a desk person cannot override', async () => {
    await setLimits({ maxUpcoming: '1' });
    const mobile = newPhone();
    expect(await book(desk, mobile, monday, '21:00:00', 'Court 3')).toMatchObject({ requestStatus: 1 });
    const res = await book(desk, mobile, monday, '22:00:00', 'Court 3', { fairUseOverride: { reason: 'Regular customer' } });
    expect(res).toEqual({ requestStatus: 0, message: FairUseMessages.adminOnly, fairUseLimit: true });
    expect(await bookingsOf(mobile)).toBe(1);
  });

  it('an override within the limits records nothing', async () => {
    const mobile = newPhone();
    const ok = await book(admin, mobile, monday, '21:00:00', 'Court 4', { fairUseOverride: { reason: 'just in case' } });
    expect(ok.requestStatus).toBe(1);
    const history = await rows(sql`SELECT 1 FROM history WHERE entity_id = ${ok.bookingId} AND action = 'fair_use_override'`);
    expect(history).toHaveLength(0);
  });
});

describe('racing desks', () => {
  const N = 8;
  it(`${N} desks booking one customer's last allowed booking at once: exactly one succeeds`, async () => {
    await setLimits({ maxUpcoming: '1' });
    const [club] = await rows<{ id: number }>(sql`SELECT id FROM clubs WHERE name = 'Courtdesk Demo Arena'`);
    const desks: Client[] = [];
    for (let i = 0; i < N; i++) {
      const [u] = await rows<{ id: number }>(sql`INSERT INTO users (username, password_hash) VALUES (${`fairdesk${i}`}, 'x') RETURNING id`);
      await t.db.db.execute(sql`INSERT INTO club_users (club_id, user_id, role) VALUES (${club.id}, ${u.id}, 'desk')`);
      await t.db.db.execute(
        sql`INSERT INTO user_permissions (club_id, user_id, feature_id, can_read, can_write) VALUES (${club.id}, ${u.id}, 3, true, true)`,
      );
      const token = newToken();
      await t.db.db.execute(sql`INSERT INTO sessions (token_hash, user_id, club_id, expires_at)
        VALUES (${hashToken(token)}, ${u.id}, ${club.id}, now() + interval '1 day')`);
      desks.push(client(t, token));
    }
    const mobile = newPhone();
    const day = plainMonday(42);
    for (let i = 0; i < N; i++) {
      await desks[i].post('/api/carting/clear');
      const time = `${String(8 + i).padStart(2, '0')}:00:00`;
      const add = (
        await desks[i].post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 5'], date: day, time })
      ).json();
      expect(add, JSON.stringify(add)).toMatchObject({ requestStatus: 1 });
    }
    const fire = () => Promise.all(desks.map((d) => d.post('/api/booking', checkout({}, { mobile, name: 'Arjun Mehta' }))));
    let replies;
    if (t.db.kind === 'pg') {
      // A gate holds the court-day's lock (ADR 0059), which every checkout takes after counting:
      // without the customer's lock each desk with a connection counts none and then waits here.
      const gate = await gateConnection(t);
      const courtDay = `c:${ids.courts['Court 5']}@${day}`;
      try {
        await gate.query('SELECT pg_advisory_lock(-1, hashtext($1))', [courtDay]);
        const pending = fire();
        await waitersReach(gate, 5, 'desks waiting for a lock');
        await gate.query('SELECT pg_advisory_unlock(-1, hashtext($1))', [courtDay]);
        replies = await pending;
      } finally {
        await gate.end();
      }
    } else {
      replies = await fire();
    }
    const bodies = replies.map((r) => r.json() as { requestStatus: number; message?: string });
    expect(bodies.filter((b) => b.requestStatus === 1)).toHaveLength(1);
    for (const b of bodies.filter((x) => x.requestStatus !== 1)) {
      expect(b.message).toBe(fairUseRefusal.upcoming('Arjun Mehta', 'Badminton', 1, 1));
    }
    expect(await bookingsOf(mobile)).toBe(1);
  }, 60_000);
});
