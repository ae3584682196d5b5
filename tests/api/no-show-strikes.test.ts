import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkout, client, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { hashToken, newToken } from '../../server/lib/tokens';
import { bookOne, sqlOf } from './booking-after-fixtures';
import { riversideClient } from './helpers/riverside';
import { gateConnection } from './helpers/gate';
import type { TestApp } from './helpers/test-app';
import { strikeMessages } from '../../contract/no-show-strikes';
import { addDays, todayIn } from '../../server/core/local-time';
import { fieldRefusal } from './helpers/field-refusal';

/*
 * No-show strikes (issue 30 part 2, ADR 0081): after N no-shows in M days a customer is flagged at
 * the desk's checkout (booked only with a reason, kept in the booking's history) and refused by
 * the marketplace. Clearing a no-show mark removes its strike; another club's no-shows never count.
 */
let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
let key: string;
let q: ReturnType<typeof sqlOf>;
let phoneNo = 0;
const TZ = 'Asia/Kolkata';
const today = todayIn(TZ);
const future = plainMonday(30);
const NAME = 'Test Player';

const newPhone = () => `96000${String(10000 + phoneNo++).padStart(5, '0')}`;
const setStrikes = async (count: number, days: number) => {
  const res = await admin.post('/api/club/settings/update', { settings: { noShowStrikes: { count, days } } });
  expect(res.json(), res.body).toMatchObject({ requestStatus: 1 });
};
const state = (noShows: number, days: number, limit: number) => ({ noShows, days, limit });
const bookingsOf = async (mobile: string) =>
  (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM bookings WHERE customer_mobile = ${mobile} AND NOT no_show`))[0].n;

let slot = 0;
/** A pay-later booking of `mobile` dated `daysAgo` days back, marked No Show through the API. */
async function noShow(mobile: string, daysAgo: number, c: Client = admin) {
  const time = `${String(6 + (slot % 16)).padStart(2, '0')}:00:00`;
  const court = `Court ${1 + (Math.floor(slot / 16) % 5)}`;
  slot++;
  const id = await bookOne(c, ids, { date: plainMonday(60, Math.floor(slot / 80)), time, court, mobile });
  await q(sql`UPDATE bookings SET booking_date = ${addDays(today, -daysAgo)}::date WHERE id = ${id}`);
  expect((await c.post('/api/booking/noshow', { bookingId: id })).json()).toMatchObject({ requestStatus: 1 });
  return id;
}
/** One slot in `c`'s cart on a future day, then the checkout for `mobile`. */
let futureSlot = 0;
async function book(c: Client, mobile: string, over: Record<string, unknown> = {}) {
  const time = `${String(6 + (futureSlot % 16)).padStart(2, '0')}:00:00`;
  const court = `Court ${1 + (Math.floor(futureSlot / 16) % 5)}`;
  futureSlot++;
  await c.post('/api/carting/clear');
  const add = (await c.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts[court], date: future, time })).json();
  expect(add, JSON.stringify(add)).toMatchObject({ requestStatus: 1 });
  return (await c.post('/api/booking', checkout(over, { mobile, name: NAME }))).json();
}
const market = (mobile: string, time: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/marketplace/bookings',
    headers: { 'x-api-key': key },
    payload: {
      activityId: ids.badminton,
      courtId: ids.courts['Court 5'],
      date: plainMonday(37),
      time,
      customer: { name: NAME, countryCode: '+91', mobile },
    },
  });
const lookup = async (mobile: string) => (await desk.post('/api/customer/details', { mobile })).json();

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  q = sqlOf(t);
  key = (await admin.post('/api/club/marketplace/keys', { name: 'Playo' })).json().key;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the settings', () => {
  it('default off; saves N and M; refuses bad input naming the field and changes nothing', async () => {
    expect((await admin.get('/api/club/settings')).json().settings.noShowStrikes).toEqual({ count: 0, days: 0 });
    await setStrikes(3, 30);
    const bad = async (noShowStrikes: object, path: string, message: string) => {
      const res = await admin.post('/api/club/settings/update', { settings: { noShowStrikes } });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errors).toEqual([fieldRefusal(`settings.noShowStrikes.${path}`, message)]);
    };
    await bad({ count: 2.5, days: 30 }, 'count', 'Strike no-shows must be a whole number');
    await bad({ count: -1, days: 30 }, 'count', 'Strike no-shows cannot be negative');
    await bad({ count: 'three', days: 30 }, 'count', 'Strike no-shows must be a number');
    await bad({ count: 3, days: 4_000 }, 'days', 'Strike window cannot be more than 3,650');
    await bad({ count: 3, days: 0 }, 'days', 'Strike window must be at least 1 day when strike no-shows is set');
    expect((await admin.get('/api/club/settings')).json().settings.noShowStrikes).toEqual({ count: 3, days: 30 });
    // A desk person cannot change them; the change is in the audit log.
    expect(
      (await desk.post('/api/club/settings/update', { settings: { noShowStrikes: { count: 1, days: 1 } } })).json().requestStatus,
    ).toBe(-1);
    const [h] = await q<{ after: { noShowStrikes: unknown } }>(
      sql`SELECT after FROM history WHERE entity = 'settings' AND after ? 'noShowStrikes' ORDER BY id DESC LIMIT 1`,
    );
    expect(h.after.noShowStrikes).toEqual({ count: 3, days: 30 });
  });
});

describe('counting', () => {
  it('counts no-shows inside the window only, from N on; clearing a mark removes its strike', async () => {
    await setStrikes(2, 30);
    const mobile = newPhone();
    await noShow(mobile, 31); // outside the window
    await noShow(mobile, 30); // the window's first day
    expect((await lookup(mobile)).noShowStrikes).toBeUndefined();
    expect(await book(desk, mobile)).toMatchObject({ requestStatus: 1 });
    const recent = await noShow(mobile, 1);
    expect((await lookup(mobile)).noShowStrikes).toEqual(state(2, 30, 2));
    const refused = await book(desk, mobile);
    expect(refused).toEqual({ requestStatus: 0, message: strikeMessages.desk(NAME, state(2, 30, 2)), noShowStrikes: state(2, 30, 2) });
    expect(refused.message).toBe('Test Player has 2 no-shows in the last 30 days (strike at 2). Book only with an override reason');
    expect(await bookingsOf(mobile)).toBe(1);
    // A wider window takes the older one in.
    await setStrikes(2, 31);
    expect((await lookup(mobile)).noShowStrikes).toEqual(state(3, 31, 2));
    await setStrikes(2, 30);
    // Clearing the recent mark: one strike fewer, the customer books again.
    expect((await admin.post('/api/booking/noshow', { bookingId: recent, noShow: false })).json()).toMatchObject({ requestStatus: 1 });
    expect((await lookup(mobile)).noShowStrikes).toBeUndefined();
    expect(await book(desk, mobile)).toMatchObject({ requestStatus: 1 });
    // Off (0) flags no one.
    await noShow(mobile, 2);
    await setStrikes(0, 30);
    expect(await book(desk, mobile)).toMatchObject({ requestStatus: 1 });
  });

  it('recognises a member by member id under another number', async () => {
    await setStrikes(1, 30);
    const oldMobile = newPhone();
    const reg = (await admin.post('/api/member/registration', { name: NAME, mobile: oldMobile, toDate: 'max' })).json();
    expect(reg.requestStatus, JSON.stringify(reg)).toBe(1);
    await noShow(oldMobile, 3);
    const newMobile = newPhone();
    await q(sql`UPDATE members SET mobile = ${newMobile} WHERE id = ${reg.memberId}`);
    expect((await lookup(newMobile)).noShowStrikes).toEqual(state(1, 30, 1));
    expect((await book(desk, newMobile)).noShowStrikes).toEqual(state(1, 30, 1));
  });

  it("another club's no-shows never count, and ours never count there", async () => {
    await setStrikes(1, 30);
    const mobile = newPhone();
    const other = await riversideClient(t);
    const [court] = await q<{ id: number; activityId: number; name: string }>(
      sql`SELECT c.id, c.activity_id AS "activityId", c.name FROM courts c JOIN clubs k ON k.id = c.club_id
          JOIN activities a ON a.id = c.activity_id AND a.type = 0
          WHERE k.name = 'Courtdesk Riverside' ORDER BY c.id LIMIT 1`,
    );
    await other.post('/api/carting/clear');
    const add = (
      await other.post('/api/carting/slot/add', {
        activityId: court.activityId,
        courtId: court.id,
        date: plainMonday(60),
        time: '10:00:00',
      })
    ).json();
    expect(add, JSON.stringify(add)).toMatchObject({ requestStatus: 1 });
    const theirs = (await other.post('/api/booking', checkout({}, { mobile, name: NAME }))).json();
    expect(theirs.requestStatus, JSON.stringify(theirs)).toBe(1);
    await q(sql`UPDATE bookings SET booking_date = ${addDays(today, -2)}::date WHERE id = ${theirs.bookingId}`);
    expect((await other.post('/api/booking/noshow', { bookingId: theirs.bookingId })).json()).toMatchObject({ requestStatus: 1 });
    expect((await lookup(mobile)).noShowStrikes).toBeUndefined();
    expect(await book(desk, mobile)).toMatchObject({ requestStatus: 1 });
    // Ours never reach Riverside: at 2 in 30 days its own one no-show does not flag, and ours would make 2.
    await other.post('/api/club/settings/update', { settings: { noShowStrikes: { count: 2, days: 30 } } });
    await noShow(mobile, 2);
    expect((await other.post('/api/customer/details', { mobile })).json().noShowStrikes).toBeUndefined();
  });
});

describe('the override', () => {
  it('the desk books with a reason, recorded in the booking history; never without one', async () => {
    await setStrikes(1, 14);
    const mobile = newPhone();
    await noShow(mobile, 5);
    const blank = await book(desk, mobile, { strikeOverride: { reason: '   ' } });
    expect(blank).toEqual({ requestStatus: 0, message: strikeMessages.reasonRequired, noShowStrikes: state(1, 14, 1) });
    const long = await book(desk, mobile, { strikeOverride: { reason: 'x'.repeat(201) } });
    expect(long).toEqual({ requestStatus: 0, message: strikeMessages.reasonTooLong, noShowStrikes: state(1, 14, 1) });
    // The fair-use override does not stand in for it.
    expect((await book(desk, mobile, { fairUseOverride: { reason: 'VIP' } })).noShowStrikes).toEqual(state(1, 14, 1));
    expect(await bookingsOf(mobile)).toBe(0);
    const ok = await book(desk, mobile, { strikeOverride: { reason: 'Paid in advance, called to apologise' } });
    expect(ok).toMatchObject({ requestStatus: 1 });
    const history = await q<{ actor: string; after: unknown }>(
      sql`SELECT actor, after FROM history WHERE entity = 'booking' AND entity_id = ${ok.bookingId} AND action = 'strike_override'`,
    );
    expect(history).toEqual([{ actor: 'desk', after: { reason: 'Paid in advance, called to apologise', noShows: 1, days: 14, limit: 1 } }]);
    const shown = (await desk.get(`/api/booking/details?bookingId=${ok.bookingId}`)).json();
    expect(JSON.stringify(shown.bookingDetails.history)).toContain('Paid in advance');
  });

  it('an override for a customer without strikes records nothing', async () => {
    await setStrikes(1, 14);
    const ok = await book(desk, newPhone(), { strikeOverride: { reason: 'just in case' } });
    expect(ok.requestStatus).toBe(1);
    expect(await q(sql`SELECT 1 FROM history WHERE entity_id = ${ok.bookingId} AND action = 'strike_override'`)).toHaveLength(0);
  });
});

describe('the marketplace', () => {
  it('refuses a customer with strikes naming the count and window, writes nothing, and cannot override', async () => {
    await setStrikes(2, 30);
    const mobile = newPhone();
    await noShow(mobile, 4);
    expect((await market(mobile, '06:00:00')).json()).toMatchObject({ requestStatus: 1 });
    await noShow(mobile, 6);
    const before = await bookingsOf(mobile);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/marketplace/bookings',
      headers: { 'x-api-key': key },
      payload: {
        activityId: ids.badminton,
        courtId: ids.courts['Court 5'],
        date: plainMonday(37),
        time: '07:00:00',
        customer: { name: NAME, countryCode: '+91', mobile },
        strikeOverride: { reason: 'VIP' },
      },
    });
    expect(res.json()).toEqual({ requestStatus: 0, message: strikeMessages.marketplace(NAME, state(2, 30, 2)) });
    expect(res.json().message).toBe(
      'Test Player cannot book online: 2 no-shows in the last 30 days (strike at 2). Please contact the club',
    );
    expect(await bookingsOf(mobile)).toBe(before);
  });
});

describe('racing desks', () => {
  const N = 6;
  it(`${N} desks checking out one flagged customer at once all read the same committed strikes`, async () => {
    await setStrikes(2, 30);
    const mobile = newPhone();
    await noShow(mobile, 3);
    const second = await noShow(mobile, 4);
    const desks: Client[] = [admin, desk];
    for (let i = 2; i < N; i++) desks.push(await deskClient(i));
    // Each desk's cart holds its own slot; a refused checkout keeps it for the next try.
    for (const [i, d] of desks.entries()) {
      await d.post('/api/carting/clear');
      const add = (
        await d.post('/api/carting/slot/add', {
          activityId: ids.badminton,
          courtId: ids.courts['Court 4'],
          date: plainMonday(44),
          time: `${String(7 + i).padStart(2, '0')}:00:00`,
        })
      ).json();
      expect(add, JSON.stringify(add)).toMatchObject({ requestStatus: 1 });
    }
    const fire = (over: Record<string, unknown> = {}) =>
      Promise.all(desks.map((d) => d.post('/api/booking', checkout(over, { mobile, name: NAME })))).then((r) =>
        r.map((x) => x.json() as { requestStatus: number; noShowStrikes?: unknown; bookingId?: number }),
      );

    if (t.db.kind === 'pg') {
      // A desk clearing one mark has not committed yet: every checkout still reads the committed two.
      const gate = await gateConnection(t);
      try {
        await gate.query('BEGIN');
        await gate.query('UPDATE bookings SET no_show = false WHERE id = $1', [second]);
        const replies = await fire();
        for (const r of replies) expect(r).toMatchObject({ requestStatus: 0, noShowStrikes: state(2, 30, 2) });
      } finally {
        await gate.query('ROLLBACK');
        await gate.end();
      }
    } else {
      for (const r of await fire()) expect(r).toMatchObject({ requestStatus: 0, noShowStrikes: state(2, 30, 2) });
    }
    // Strikes are no quota: all desks overriding at once book, each recording the same count.
    const booked = await fire({ strikeOverride: { reason: 'Agreed with the manager' } });
    for (const r of booked) expect(r).toMatchObject({ requestStatus: 1 });
    const recorded = await q<{ after: { noShows: number } }>(
      sql`SELECT after FROM history WHERE action = 'strike_override'
          AND entity_id = ANY(${`{${booked.map((b) => b.bookingId).join(',')}}`}::int[])`,
    );
    expect(recorded.map((r) => r.after.noShows)).toEqual(Array(N).fill(2));
  }, 60_000);
});

/** A desk person of the demo arena with the checkout's permission, signed in. */
async function deskClient(i: number): Promise<Client> {
  const [club] = await q<{ id: number }>(sql`SELECT id FROM clubs WHERE name = 'Courtdesk Demo Arena'`);
  const [u] = await q<{ id: number }>(sql`INSERT INTO users (username, password_hash) VALUES (${`strikedesk${i}`}, 'x') RETURNING id`);
  await q(sql`INSERT INTO club_users (club_id, user_id, role) VALUES (${club.id}, ${u.id}, 'desk')`);
  await q(
    sql`INSERT INTO user_permissions (club_id, user_id, feature_id, can_read, can_write) VALUES (${club.id}, ${u.id}, 3, true, true)`,
  );
  const token = newToken();
  await q(
    sql`INSERT INTO sessions (token_hash, user_id, club_id, expires_at) VALUES (${hashToken(token)}, ${u.id}, ${club.id}, now() + interval '1 day')`,
  );
  return client(t, token);
}

describe('bulk (pattern) bookings', () => {
  it('the bulk checkout flags the customer too; the desk books the pattern with a reason in its history', async () => {
    await setStrikes(1, 30);
    const mobile = newPhone();
    await noShow(mobile, 2);
    const start = plainMonday(70);
    const pattern = (over: Record<string, unknown> = {}) =>
      desk
        .post(
          '/api/booking/pattern',
          checkout(
            {
              isPatternBooking: true,
              transactionData: { type: 2, mode: 0 },
              patternBookingData: {
                activityId: ids.badminton,
                courts: [ids.courts['Court 2']],
                startDate: start,
                endDate: addDays(start, 7),
                allSlots: false,
                startTime: '10:00:00',
                endTime: '11:00:00',
                days: [0],
                ignoreUnavailableSlots: false,
              },
              ...over,
            },
            { mobile, name: NAME },
          ),
        )
        .then((r) => r.json());
    expect(await pattern()).toEqual({
      requestStatus: 0,
      message: strikeMessages.desk(NAME, state(1, 30, 1)),
      noShowStrikes: state(1, 30, 1),
    });
    expect(await pattern({ strikeOverride: { reason: '' } })).toMatchObject({ message: strikeMessages.reasonRequired });
    expect((await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM pattern_bookings WHERE customer_mobile = ${mobile}`))[0].n).toBe(0);
    const ok = await pattern({ strikeOverride: { reason: 'Season ticket, paid' } });
    expect(ok).toMatchObject({ requestStatus: 1, bookedSlots: 2 });
    const history = await q<{ after: unknown }>(
      sql`SELECT after FROM history WHERE entity = 'pattern' AND entity_id = ${ok.patternBookingId} AND action = 'strike_override'`,
    );
    expect(history).toEqual([{ after: { reason: 'Season ticket, paid', noShows: 1, days: 30, limit: 1 } }]);
  });
});
