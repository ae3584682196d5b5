import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { CalendarFeedMessages as M } from '../../contract/calendar-feeds';
import { Feature } from '../../contract/features';
import { NO_PERMISSION_MESSAGE } from '../../contract/envelope';
import { addDays } from '../../server/core/local-time';
import { bookOne, riversideClient, sqlOf } from './booking-after-fixtures';
import { client, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { addStaff } from './helpers/staff';
import type { TestApp } from './helpers/test-app';

/**
 * Issue 28 part 3 (ADR 0073): calendar feeds. Every feed read here is parsed by ical.js, the
 * parser Thunderbird and many web calendars use; a feed it cannot read fails the test.
 */
let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
let q: ReturnType<typeof sqlOf>;
const date = plainMonday(21);

const feedPath = (url: string) => new URL(url).pathname;
const read = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: feedPath(url), headers });
const newFeed = async (body: object, c = admin) => {
  const res = (await c.post('/api/calendar-feeds', body)).json();
  expect(res, JSON.stringify(body)).toMatchObject({ requestStatus: 1, message: M.created });
  return res as { url: string; feed: { feedId: number; label: string } };
};

interface Parsed {
  uid: string;
  sequence: number;
  status: string;
  start: string;
  end: string;
  tz: string;
  /** The instant the parser makes of DTSTART with the feed's VTIMEZONE. */
  utc: string;
  summary: string;
}

/** The feed through ical.js: every VEVENT with what a calendar app reads from it. */
function parse(body: string): Parsed[] {
  const cal = new ICAL.Component(ICAL.parse(body));
  const zone = cal.getFirstSubcomponent('vtimezone');
  expect(zone, 'a VTIMEZONE').toBeTruthy();
  const tz = new ICAL.Timezone(zone!);
  return cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    expect(e.startDate.zone?.tzid).toBe(tz.tzid);
    return {
      uid: e.uid,
      sequence: e.sequence,
      status: String(v.getFirstPropertyValue('status')),
      start: e.startDate.toString(),
      end: e.endDate.toString(),
      tz: String(v.getFirstProperty('dtstart')!.getParameter('tzid')),
      utc: new Date(e.startDate.toUnixTime() * 1000).toISOString(),
      summary: e.summary,
    };
  });
}
const eventOf = (events: Parsed[], uid: string) => events.find((e) => e.uid === uid);

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  q = sqlOf(t);
});
afterAll(async () => {
  await t?.close();
});

describe('calendar feeds are made, listed and revoked by Club Settings (feature 19)', () => {
  it('refuses a desk without Club Settings; read access lists but cannot make or revoke', async () => {
    const forbidden = { requestStatus: -1, message: NO_PERMISSION_MESSAGE };
    expect((await desk.post('/api/calendar-feeds', { scope: 'club' })).json()).toMatchObject(forbidden);
    expect((await desk.get('/api/calendar-feeds')).json()).toMatchObject(forbidden);
    expect((await desk.post('/api/calendar-feeds/revoke', { feedId: 1 })).json()).toMatchObject(forbidden);
    await addStaff(t.db, {
      username: 'settings_reader',
      password: 'reader123',
      club: 'Courtdesk Demo Arena',
      permissions: [[Feature.clubSettings, 'read']],
    });
    const reader = client(t, await t.login('settings_reader', 'reader123'));
    expect((await reader.get('/api/calendar-feeds')).json()).toMatchObject({ requestStatus: 1 });
    expect((await reader.post('/api/calendar-feeds', { scope: 'club' })).json()).toMatchObject(forbidden);
    expect(await q(sql`SELECT id FROM calendar_feeds`)).toEqual([]);
  });

  it('names the field of a bad request and writes nothing', async () => {
    const bad = async (body: object, path: string, message?: string) => {
      const res = await admin.post('/api/calendar-feeds', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const errors = res.json().errors as { path: string; message: string }[];
      expect(errors.map((e) => e.path)).toContain(path);
      if (message) expect(errors.find((e) => e.path === path)!.message).toBe(message);
    };
    await bad({ scope: 'activity' }, 'id', M.idRequired);
    await bad({ scope: 'court' }, 'id', M.idRequired);
    await bad({ scope: 'club', id: ids.badminton }, 'id', M.idNotAllowed);
    await bad({ scope: 'room' }, 'scope');
    await bad({ scope: 'court', id: -3 }, 'id');
    expect(await q(sql`SELECT id FROM calendar_feeds`)).toEqual([]);
  });

  it("refuses another club's activity or court as not found, and another club's feed on revoke", async () => {
    const riverside = await riversideClient(t);
    expect((await riverside.post('/api/calendar-feeds', { scope: 'activity', id: ids.badminton })).json()).toEqual({
      requestStatus: 0,
      message: M.activityNotFound,
      code: 'activityNotFound',
    });
    expect((await riverside.post('/api/calendar-feeds', { scope: 'court', id: ids.courts['Court 1'] })).json()).toEqual({
      requestStatus: 0,
      message: M.courtNotFound,
      code: 'courtNotFound',
    });
    const ours = await newFeed({ scope: 'club' });
    expect((await riverside.post('/api/calendar-feeds/revoke', { feedId: ours.feed.feedId })).json()).toEqual({
      requestStatus: 0,
      message: M.notFound,
    });
    expect((await read(ours.url)).statusCode).toBe(200);
    expect((await riverside.get('/api/calendar-feeds')).json().feeds).toEqual([]);
    // Riverside's own club feed shows none of this club's bookings.
    const theirs = await newFeed({ scope: 'club' }, riverside);
    const marker = await bookOne(admin, ids, { date, time: '06:00:00' });
    const uids = parse((await read(theirs.url)).body).map((e) => e.uid);
    expect(uids).not.toContain(`booking-${marker}@courtdesk`);
    expect(parse((await read(ours.url)).body).map((e) => e.uid)).toContain(`booking-${marker}@courtdesk`);
  });

  it('lists feeds with what they cover and never their token', async () => {
    const made = await newFeed({ scope: 'court', id: ids.courts['Court 2'] });
    expect(made.feed.label).toBe('Badminton · Court 2');
    expect(made.url).toMatch(/^http:\/\/[^/]+\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = feedPath(made.url).slice('/ical/'.length, -'.ics'.length);
    const list = await admin.get('/api/calendar-feeds');
    expect(list.json().feeds).toContainEqual(
      expect.objectContaining({ feedId: made.feed.feedId, scope: 'court', id: ids.courts['Court 2'] }),
    );
    expect(list.body).not.toContain(token);
    const [stored] = await q<{ tokenHash: string }>(
      sql`SELECT token_hash AS "tokenHash" FROM calendar_feeds WHERE id = ${made.feed.feedId}`,
    );
    expect(stored.tokenHash).not.toBe(token);
  });
});

describe('GET /ical/<token>.ics', () => {
  it('serves RFC 5545 that ical.js reads: stable UIDs, the club zone, CRLF lines of at most 75 octets', async () => {
    const feed = await newFeed({ scope: 'club' });
    const id = await bookOne(admin, ids, { date, time: '07:00:00', court: 'Court 3' });
    const res = await read(feed.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const body = res.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(body).toContain('TZID:Asia/Kolkata');
    const events = parse(body);
    expect(eventOf(events, `booking-${id}@courtdesk`)).toMatchObject({
      sequence: 0,
      status: 'CONFIRMED',
      start: `${date}T07:00:00`,
      end: `${date}T08:00:00`,
      tz: 'Asia/Kolkata',
      utc: `${date}T01:30:00.000Z`,
      summary: 'Test Player · Court 3',
    });
    // The demo's own bookings are there too, each once.
    expect(events.length).toBeGreaterThan(5);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    // A second read is the same bytes, so the same UIDs and the same ETag.
    const again = await read(feed.url);
    expect(again.body).toBe(body);
    expect(again.headers.etag).toBe(res.headers.etag);
  });

  it('answers 304 to a poll with the current ETag, and 200 with a new one after a change', async () => {
    const feed = await newFeed({ scope: 'activity', id: ids.badminton });
    const first = await read(feed.url);
    const etag = String(first.headers.etag);
    const poll = await read(feed.url, { 'if-none-match': etag });
    expect(poll.statusCode).toBe(304);
    expect(poll.body).toBe('');
    expect((await read(feed.url, { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    await bookOne(admin, ids, { date, time: '08:00:00', court: 'Court 3' });
    const changed = await read(feed.url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('bumps SEQUENCE on a reschedule and cancels the same UID after a cancellation', async () => {
    const feed = await newFeed({ scope: 'club' });
    const id = await bookOne(admin, ids, { date, time: '09:00:00', court: 'Court 3' });
    const uid = `booking-${id}@courtdesk`;
    expect(eventOf(parse((await read(feed.url)).body), uid)).toMatchObject({ sequence: 0, start: `${date}T09:00:00` });
    const moved = await admin.post('/api/booking/reschedule', {
      bookingId: id,
      rescheduleDate: addDays(date, 1),
      startTime: '10:00:00',
      courtId: ids.courts['Court 3'],
    });
    expect(moved.json()).toMatchObject({ requestStatus: 1 });
    expect(eventOf(parse((await read(feed.url)).body), uid)).toMatchObject({
      sequence: 1,
      status: 'CONFIRMED',
      start: `${addDays(date, 1)}T10:00:00`,
      end: `${addDays(date, 1)}T11:00:00`,
    });
    expect((await admin.post('/api/booking/cancellation', { bookingId: id, sendSMS: false, refundType: 0 })).json()).toMatchObject({
      requestStatus: 1,
    });
    expect(eventOf(parse((await read(feed.url)).body), uid)).toMatchObject({ sequence: 2, status: 'CANCELLED' });
  });

  it('shows blocks, and keeps a court or activity feed to its court or activity', async () => {
    const court2 = await newFeed({ scope: 'court', id: ids.courts['Court 2'] });
    const court1 = await newFeed({ scope: 'court', id: ids.courts['Court 1'] });
    const football = await newFeed({ scope: 'activity', id: ids.football });
    const onCourt2 = await bookOne(admin, ids, { date, time: '11:00:00', court: 'Court 2' });
    const block = await admin.post('/api/blocking', {
      blockingActivityId: ids.badminton,
      blockingStartDate: addDays(date, 2),
      blockingEndDate: addDays(date, 2),
      blockingFullDay: false,
      blockingStartTime: '14:00:00',
      blockingEndTime: '16:00:00',
      blockingDays: [2],
      blockingCourts: [ids.courts['Court 2']],
      blockingRemarks: 'Coaching',
      blockingUser: 'admin',
    });
    expect(block.json()).toMatchObject({ requestStatus: 1 });
    const [{ id: blockId }] = await q<{ id: number }>(sql`SELECT max(id) AS id FROM blocks`);
    const events2 = parse((await read(court2.url)).body);
    expect(eventOf(events2, `booking-${onCourt2}@courtdesk`)).toBeTruthy();
    expect(eventOf(events2, `block-${blockId}-${addDays(date, 2)}@courtdesk`)).toMatchObject({
      start: `${addDays(date, 2)}T14:00:00`,
      end: `${addDays(date, 2)}T16:00:00`,
      summary: 'Blocked · Court 2',
    });
    const uids1 = parse((await read(court1.url)).body).map((e) => e.uid);
    expect(uids1).not.toContain(`booking-${onCourt2}@courtdesk`);
    expect(uids1).not.toContain(`block-${blockId}-${addDays(date, 2)}@courtdesk`);
    const uidsFootball = parse((await read(football.url)).body).map((e) => e.uid);
    expect(uidsFootball).not.toContain(`booking-${onCourt2}@courtdesk`);
  });

  it('never shows a phone number or an e-mail address', async () => {
    const feed = await newFeed({ scope: 'club' });
    await bookOne(admin, ids, { date, time: '12:00:00', court: 'Court 3', mobile: '9876501234' });
    const body = (await read(feed.url)).body;
    const contacts = await q<{ mobile: string; email: string | null }>(
      sql`SELECT DISTINCT customer_mobile AS mobile, customer_email AS email FROM bookings b JOIN clubs c ON c.id = b.club_id
          WHERE c.name = 'Courtdesk Demo Arena'`,
    );
    expect(contacts.map((c) => c.mobile)).toContain('9876501234');
    const unfolded = body.replace(/\r\n /g, '');
    for (const c of contacts) {
      expect(unfolded).not.toContain(c.mobile);
      if (c.email) expect(unfolded).not.toContain(c.email);
    }
    expect(unfolded).not.toMatch(/@(?!courtdesk\r\n)[a-z0-9-]+\.[a-z]/i);
  });

  it('answers 404 for a revoked or unknown token', async () => {
    const feed = await newFeed({ scope: 'club' });
    expect((await read(feed.url)).statusCode).toBe(200);
    expect((await admin.post('/api/calendar-feeds/revoke', { feedId: feed.feed.feedId })).json()).toEqual({
      requestStatus: 1,
      message: M.revoked,
    });
    const gone = await read(feed.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('BEGIN:VCALENDAR');
    expect((await admin.post('/api/calendar-feeds/revoke', { feedId: feed.feed.feedId })).json()).toEqual({
      requestStatus: 0,
      message: M.notFound,
    });
    expect((await t.app.inject({ method: 'GET', url: `/ical/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/ical/nothing' })).statusCode).toBe(404);
    const listed = (await admin.get('/api/calendar-feeds')).json().feeds as { feedId: number; revokedAt: string | null }[];
    expect(listed.find((f) => f.feedId === feed.feed.feedId)!.revokedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
