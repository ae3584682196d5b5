import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WaitlistMessages as M } from '../../contract/waitlist';
import { CartMessages } from '../../contract/cart';
import { addDays, todayIn } from '../../server/core/local-time';
import { runWaitlistTurn } from '../../server/modules/waitlist/turn';
import { sweepExpiredHolds } from '../../server/ledger/occupancy';
import { bookOne, failed, riversideClient, sqlOf } from './booking-after-fixtures';
import { checkout, plainMonday, setup, slotOf, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

/**
 * The waitlist (issue 28 part 1, ADR 0080), on PGlite and (with DATABASE_URL) PostgreSQL. The
 * offer job's turn (the pg-boss job's body) is run by hand: `turn()`.
 */
let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
let q: ReturnType<typeof sqlOf>;
const date = plainMonday(56);
const turn = () => runWaitlistTurn(t.db.db);

const who = (name: string, mobile: string, email = '') => ({ name, countryCode: '+91', mobile, email });
const add = (c: Client, over: Record<string, unknown> = {}, customer = who('Asha Rao', '9876500001', 'asha@example.com')) =>
  c.post('/api/waitlist', {
    activityId: ids.badminton,
    date,
    time: '07:00:00',
    courtId: ids.courts['Court 1'],
    customerDetails: customer,
    ...over,
  });
const added = async (c: Client, over: Record<string, unknown> = {}, customer?: ReturnType<typeof who>) => {
  const r = (await add(c, over, customer)).json();
  expect(r, JSON.stringify(over)).toMatchObject({ requestStatus: 1, message: M.added });
  return r.entryId as number;
};
const list = async (c: Client, activityId = ids.badminton, d = date) =>
  (await c.get(`/api/waitlist?activityId=${activityId}&date=${d}`)).json().entries as {
    entryId: number;
    status: string;
    position: number | null;
    offeredCourtId: number | null;
    offerExpiresAt: string | null;
    customerName: string;
  }[];
const entryOf = async (entryId: number, activityId = ids.badminton, d = date) =>
  (await list(admin, activityId, d)).find((e) => e.entryId === entryId)!;
const cancel = (bookingId: number) => admin.post('/api/booking/cancellation', { bookingId, refundType: 0, sendSMS: false });
const holdsOf = (entryId: number) =>
  q<{ court_id: number; via_brother: boolean }>(
    sql`SELECT court_id, via_brother FROM occupancy WHERE waitlist_entry_id = ${entryId} ORDER BY via_brother, court_id`,
  );
const entryCount = async () => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM waitlist_entries`))[0].n;
/** Ends an offer's time now (the hold and the entry agree on it), as the clock would. */
const runOut = (entryId: number) =>
  q(sql`WITH o AS (UPDATE occupancy SET expires_at = now() - interval '1 second' WHERE waitlist_entry_id = ${entryId})
        UPDATE waitlist_entries SET offer_expires_at = now() - interval '1 second' WHERE id = ${entryId}`);

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  q = sqlOf(t);
});
afterAll(async () => {
  await t?.close();
});

describe('joining the waitlist', () => {
  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const cases: [Record<string, unknown>, ReturnType<typeof who> | undefined, string][] = [
      [{}, who('', '9876500001'), 'customerDetails.name'],
      [{}, who('Asha', '12345'), 'customerDetails.mobile'],
      [{}, who('Asha', ''), 'customerDetails.mobile'],
      [{}, { ...who('Asha', '9876500001'), email: 'not-an-email' }, 'customerDetails.email'],
      [{}, { ...who('Asha', '9876500001'), countryCode: '+999' }, 'customerDetails.countryCode'],
      [{ date: '2026-02-30' }, undefined, 'date'],
      [{ time: 'seven' }, undefined, 'time'],
      [{ courtId: 'x' }, undefined, 'courtId'],
      [{ activityId: undefined }, undefined, 'activityId'],
    ];
    for (const [over, customer, path] of cases) {
      const res = await add(admin, over, customer);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().requestStatus).toBe(0);
      expect(
        (res.json().errors as { path: string }[]).map((e) => e.path),
        path,
      ).toContain(path);
      expect(res.json().message, path).toContain(path.split('.').at(-1));
    }
    expect(await entryCount()).toBe(0);
  });

  it('waits only for a taken slot of a whole-court activity that has not started', async () => {
    expect((await add(admin)).json()).toEqual(failed(M.slotFree));
    expect((await add(admin, { courtId: null })).json()).toEqual(failed(M.slotFree));
    expect((await add(admin, { activityId: ids.swimming, courtId: null })).json()).toEqual(failed(M.groupActivity));
    expect((await add(admin, { time: '07:30:00' })).json()).toEqual(failed(M.slotNotFound));
    expect((await add(admin, { courtId: ids.courts['Full Pitch'] })).json()).toEqual(failed(M.courtNotFound));
    expect((await add(admin, { date: addDays(todayIn('Asia/Kolkata'), -1) })).json()).toEqual(failed(M.slotStarted));
    expect(await entryCount()).toBe(0);
  });

  it('queues customers in order, once each, with their place in the queue; another club sees none of it', async () => {
    await bookOne(admin, ids, { date, time: '07:00:00' });
    const first = await added(admin);
    // The desk's own customer, typed with spaces: stored as the one mobile rule reads it.
    const second = await added(desk, {}, who('Ravi K', '98765 00002'));
    expect((await add(admin)).json()).toEqual(failed(M.alreadyWaiting));
    expect((await add(admin, {}, who('Ravi again', '9876500002'))).json()).toEqual(failed(M.alreadyWaiting));
    const entries = await list(desk);
    expect(entries.map((e) => [e.entryId, e.status, e.position, e.customerName])).toEqual([
      [first, 'waiting', 1, 'Asha Rao'],
      [second, 'waiting', 2, 'Ravi K'],
    ]);
    expect(entries[1]).toMatchObject({
      mobile: '9876500002',
      countryCode: '+91',
      source: 'desk',
      courtName: 'Court 1',
      offeredCourtId: null,
    });
    // Another club: the activity, the entries and every write on them are "not found".
    const other = await riversideClient(t);
    expect((await other.get(`/api/waitlist?activityId=${ids.badminton}&date=${date}`)).json()).toEqual(failed(M.activityNotFound));
    expect((await other.post('/api/waitlist/remove', { entryId: first })).json()).toEqual(failed(M.entryNotFound));
    expect((await other.post('/api/waitlist/convert', { entryId: first })).json()).toEqual(failed(M.entryNotFound));
    expect((await add(other)).json()).toEqual(failed(M.activityNotFound));
    expect((await list(admin)).map((e) => e.status)).toEqual(['waiting', 'waiting']);
  });
});

describe('offers', () => {
  it('a cancellation offers the slot to the first entry: held, messaged, logged; the next waits', async () => {
    const bookingId = await bookOne(admin, ids, { date, time: '09:00:00', court: 'Court 2' });
    const first = await added(
      admin,
      { time: '09:00:00', courtId: ids.courts['Court 2'] },
      who('Meera S', '9876500011', 'meera@example.com'),
    );
    const second = await added(admin, { time: '09:00:00', courtId: ids.courts['Court 2'] }, who('Kiran P', '9876500012'));
    const outboxBefore = (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM notification_outbox`))[0].n;
    expect((await cancel(bookingId)).json()).toMatchObject({ requestStatus: 1 });
    expect(await turn()).toMatchObject({ offered: 1 });
    expect(await entryOf(first)).toMatchObject({ status: 'offered', position: 1, offeredCourtId: ids.courts['Court 2'] });
    expect(await entryOf(second)).toMatchObject({ status: 'waiting', position: 2 });
    expect(await holdsOf(first)).toEqual([{ court_id: ids.courts['Court 2'], via_brother: false }]);
    // The club's offer time (default 15 minutes), the same on the hold and the entry.
    const [times] = await q<{ secs: number; same: boolean }>(
      sql`SELECT extract(epoch FROM w.offer_expires_at - o.created_at)::int AS secs, w.offer_expires_at = o.expires_at AS same
          FROM waitlist_entries w JOIN occupancy o ON o.waitlist_entry_id = w.id WHERE w.id = ${first}`,
    );
    expect(times).toEqual({ secs: 15 * 60, same: true });
    const sent = await q<{ channel: string; recipient: string; body: string }>(
      sql`SELECT channel, recipient, body FROM notification_outbox ORDER BY id OFFSET ${outboxBefore}`,
    );
    expect(sent.map((m) => [m.channel, m.recipient])).toEqual([
      ['sms', '+919876500011'],
      ['email', 'meera@example.com'],
    ]);
    expect(sent[0].body).toContain('Court 2');
    expect(sent[0].body).toContain('15 minutes');
    // An offer is court time like a hold: other desks see it taken and cannot cart it.
    const day = (await desk.post('/api/availability', { activityId: ids.badminton, date })).json();
    expect(slotOf(day, ids.courts['Court 2'], '09:00:00').status).toBe('Booking in Progress');
    const cart = await desk.post('/api/carting/slot/add', {
      activityId: ids.badminton,
      courtId: ids.courts['Court 2'],
      date,
      time: '09:00:00',
    });
    expect(cart.json()).toEqual(failed(CartMessages.slotUnavailable));
    // A second turn changes nothing.
    expect(await turn()).toMatchObject({ offered: 0 });
    expect(await holdsOf(first)).toHaveLength(1);
  });

  it('an offer that runs out passes to the next entry; a removed offer passes at once', async () => {
    const bookingId = await bookOne(admin, ids, { date, time: '10:00:00', court: 'Court 3' });
    const at = { time: '10:00:00', courtId: ids.courts['Court 3'] };
    const [a, b, c] = [
      await added(admin, at, who('A One', '9876500021')),
      await added(admin, at, who('B Two', '9876500022')),
      await added(admin, at, who('C Three', '9876500023')),
    ];
    await cancel(bookingId);
    await turn();
    expect((await entryOf(a)).status).toBe('offered');
    await runOut(a);
    // Read at once as expired, before the job has passed it on.
    expect((await entryOf(a)).status).toBe('expired');
    expect(await turn()).toMatchObject({ offered: 1 });
    expect((await entryOf(a)).status).toBe('expired');
    expect(await holdsOf(a)).toEqual([]);
    expect(await entryOf(b)).toMatchObject({ status: 'offered', position: 1 });
    expect((await admin.post('/api/waitlist/remove', { entryId: b })).json()).toEqual({ requestStatus: 1, message: M.removed });
    expect((await entryOf(b)).status).toBe('removed');
    expect(await entryOf(c)).toMatchObject({ status: 'offered', position: 1 });
    expect(await holdsOf(c)).toHaveLength(1);
    expect((await admin.post('/api/waitlist/remove', { entryId: b })).json()).toEqual(failed(M.notLive));
    // Nobody left: when C's offer runs out, the slot is simply free again.
    await runOut(c);
    await turn();
    const day = (await admin.post('/api/availability', { activityId: ids.badminton, date })).json();
    expect(slotOf(day, ids.courts['Court 3'], '10:00:00').status).toBe('Book');
  });

  it('the club setting sets the offer time', async () => {
    const res = await admin.post('/api/club/settings/update', { settings: { waitlistOfferMinutes: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Waitlist offer minutes');
    expect((await admin.post('/api/club/settings/update', { settings: { waitlistOfferMinutes: 30 } })).json()).toMatchObject({
      requestStatus: 1,
    });
    const bookingId = await bookOne(admin, ids, { date, time: '11:00:00', court: 'Court 3' });
    const e = await added(admin, { time: '11:00:00', courtId: ids.courts['Court 3'] }, who('Long Hold', '9876500031'));
    await cancel(bookingId);
    await turn();
    const [row] = await q<{ secs: number }>(
      sql`SELECT extract(epoch FROM offer_expires_at - status_changed_at)::int AS secs FROM waitlist_entries WHERE id = ${e}`,
    );
    expect(row.secs).toBe(30 * 60);
    await admin.post('/api/club/settings/update', { settings: { waitlistOfferMinutes: 15 } });
  });

  it('any court: the first court to free is offered, once; entries for one court wait for that court', async () => {
    const booked: number[] = [];
    for (let n = 1; n <= 6; n++) booked.push(await bookOne(admin, ids, { date, time: '12:00:00', court: `Court ${n}` }));
    const any = await added(admin, { time: '12:00:00', courtId: null }, who('Any Court', '9876500041'));
    const six = await added(admin, { time: '12:00:00', courtId: ids.courts['Court 6'] }, who('Court Six', '9876500042'));
    await cancel(booked[3]);
    await cancel(booked[4]);
    expect(await turn()).toMatchObject({ offered: 1 });
    expect(await entryOf(any)).toMatchObject({ status: 'offered', offeredCourtId: ids.courts['Court 4'] });
    expect((await entryOf(six)).status).toBe('waiting');
    expect(await holdsOf(any)).toHaveLength(1);
    await cancel(booked[5]);
    await turn();
    expect(await entryOf(six)).toMatchObject({ status: 'offered', offeredCourtId: ids.courts['Court 6'] });
  });

  it('brothers: a full pitch is offered only when both halves are free, and its offer locks them', async () => {
    const halfA = await bookOne(admin, ids, { date, time: '13:00:00', court: 'Half A', activity: ids.football });
    const halfB = await bookOne(admin, ids, { date, time: '13:00:00', court: 'Half B', activity: ids.football });
    const full = await added(
      admin,
      { activityId: ids.football, time: '13:00:00', courtId: ids.courts['Full Pitch'] },
      who('Team Full', '9876500051'),
    );
    await cancel(halfA);
    await turn();
    expect((await entryOf(full, ids.football)).status).toBe('waiting');
    await cancel(halfB);
    await turn();
    expect((await entryOf(full, ids.football)).status).toBe('offered');
    expect(await holdsOf(full)).toEqual([
      { court_id: ids.courts['Full Pitch'], via_brother: false },
      { court_id: ids.courts['Half A'], via_brother: true },
      { court_id: ids.courts['Half B'], via_brother: true },
    ]);
    const day = (await desk.post('/api/availability', { activityId: ids.football, date })).json();
    expect(slotOf(day, ids.courts['Half A'], '13:00:00').status).toBe('Locked');
    const cart = await desk.post('/api/carting/slot/add', {
      activityId: ids.football,
      courtId: ids.courts['Half B'],
      date,
      time: '13:00:00',
    });
    expect(cart.json()).toEqual(failed(CartMessages.slotUnavailable));
  });

  it('a reschedule away, an expired hold and an unblock free court time too', async () => {
    // Reschedule away.
    const moved = await bookOne(admin, ids, { date, time: '14:00:00', court: 'Court 1' });
    const e1 = await added(admin, { time: '14:00:00', courtId: ids.courts['Court 1'] }, who('Moved Away', '9876500061'));
    const move = { bookingId: moved, rescheduleDate: date, startTime: '15:00:00', courtId: ids.courts['Court 1'] };
    const price = (await admin.post('/api/booking/reschedule/pricing', move)).json();
    expect((await admin.post('/api/booking/reschedule', { ...move, reschedulePrice: price.reschedulePrice })).json()).toMatchObject({
      requestStatus: 1,
    });
    await turn();
    expect((await entryOf(e1)).status).toBe('offered');
    // A desk's hold that runs out.
    expect(
      (
        await desk.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 2'], date, time: '16:00:00' })
      ).json(),
    ).toMatchObject({
      requestStatus: 1,
    });
    const e2 = await added(admin, { time: '16:00:00', courtId: ids.courts['Court 2'] }, who('After Hold', '9876500062'));
    await q(sql`UPDATE occupancy SET expires_at = now() - interval '1 second' WHERE kind = 'hold' AND cart_slot_id IS NOT NULL`);
    await q(sql`UPDATE cart_slots SET hold_expires_at = now() - interval '1 second'`);
    // The sweep (the live poller's, or a writer's under its lock) logs the freed day.
    await t.db.db.transaction((tx) => sweepExpiredHolds(tx, null));
    await turn();
    expect((await entryOf(e2)).status).toBe('offered');
    // An unblock.
    const block = await admin.post('/api/blocking', {
      blockingActivityId: ids.badminton,
      blockingStartDate: date,
      blockingEndDate: date,
      blockingFullDay: false,
      blockingStartTime: '17:00:00',
      blockingEndTime: '18:00:00',
      blockingDays: [0],
      blockingCourts: [ids.courts['Court 5']],
      blockingRemarks: 'Repairs',
      blockingUser: 'admin',
    });
    expect(block.json()).toMatchObject({ requestStatus: 1 });
    const e3 = await added(admin, { time: '17:00:00', courtId: ids.courts['Court 5'] }, who('After Block', '9876500063'));
    const blockingId = (await admin.post('/api/availability', { activityId: ids.badminton, date })).json();
    const slot = slotOf(blockingId, ids.courts['Court 5'], '17:00:00');
    expect(slot.status).toBe('Blocked');
    const un = await admin.post('/api/unblocking', {
      blockingId: slot.blockingId,
      slots: [{ slotDate: date, slotTime: '17:00:00', courtId: ids.courts['Court 5'], activityId: ids.badminton, available: 0 }],
    });
    expect(un.json()).toMatchObject({ requestStatus: 1 });
    await turn();
    expect((await entryOf(e3)).status).toBe('offered');
  });
});

describe('from offer to booking', () => {
  it('the desk converts an offer in one step: the slot moves to its cart, the customer comes back, checkout books it', async () => {
    const bookingId = await bookOne(admin, ids, { date, time: '19:00:00', court: 'Court 4' });
    const e = await added(desk, { time: '19:00:00', courtId: ids.courts['Court 4'] }, who('Convert Me', '9876500071', 'cm@example.com'));
    expect((await desk.post('/api/waitlist/convert', { entryId: e })).json()).toEqual(failed(M.notOffered));
    await cancel(bookingId);
    await turn();
    await desk.post('/api/carting/clear');
    const res = (await desk.post('/api/waitlist/convert', { entryId: e })).json();
    expect(res).toEqual({
      requestStatus: 1,
      message: M.converted,
      customerDetails: { name: 'Convert Me', countryCode: '+91', mobile: '9876500071', email: 'cm@example.com' },
    });
    expect((await entryOf(e)).status).toBe('booked');
    expect(await holdsOf(e)).toEqual([]);
    const day = (await desk.post('/api/availability', { activityId: ids.badminton, date })).json();
    expect(slotOf(day, ids.courts['Court 4'], '19:00:00').status).toBe('Carted');
    const booked = (await desk.post('/api/booking', checkout({}, res.customerDetails))).json();
    expect(booked).toMatchObject({ requestStatus: 1 });
    const [b] = await q<{ customer_name: string; customer_mobile: string }>(
      sql`SELECT customer_name, customer_mobile FROM bookings WHERE id = ${booked.bookingId}`,
    );
    expect(b).toEqual({ customer_name: 'Convert Me', customer_mobile: '9876500071' });
    expect((await desk.post('/api/waitlist/convert', { entryId: e })).json()).toEqual(failed(M.notOffered));
  });

  it('a run-out offer cannot be converted', async () => {
    const bookingId = await bookOne(admin, ids, { date, time: '20:00:00', court: 'Court 4' });
    const e = await added(admin, { time: '20:00:00', courtId: ids.courts['Court 4'] }, who('Too Late', '9876500081'));
    await cancel(bookingId);
    await turn();
    await runOut(e);
    expect((await admin.post('/api/waitlist/convert', { entryId: e })).json()).toEqual(failed(M.notOffered));
  });
});

describe('the marketplace', () => {
  it('adds its customers with its key; no key, no entry', async () => {
    const key = (await admin.post('/api/club/marketplace/keys', { name: 'Playo' })).json().key as string;
    await bookOne(admin, ids, { date, time: '21:00:00', court: 'Court 1' });
    const body = { activityId: ids.badminton, date, time: '21:00:00', courtId: null, customerDetails: who('Online P', '9876500091') };
    const none = await t.app.inject({ method: 'POST', url: '/api/marketplace/waitlist', payload: body });
    expect(none.statusCode).toBe(401);
    // Any court at 21:00: five are free, so the marketplace is told to book instead.
    const free = await t.app.inject({ method: 'POST', url: '/api/marketplace/waitlist', headers: { 'x-api-key': key }, payload: body });
    expect(free.json()).toEqual(failed(M.slotFree));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/marketplace/waitlist',
      headers: { 'x-api-key': key },
      payload: { ...body, courtId: ids.courts['Court 1'] },
    });
    expect(res.json()).toMatchObject({ requestStatus: 1, message: M.added });
    expect(await entryOf(res.json().entryId)).toMatchObject({ status: 'waiting', source: 'marketplace' });
  });

  it('is documented in /api/docs', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    for (const path of ['/api/waitlist', '/api/waitlist/remove', '/api/waitlist/convert', '/api/marketplace/waitlist']) {
      expect(Object.keys(docs.paths), path).toContain(path);
    }
    expect(JSON.stringify(docs)).toContain('waitlist.offered');
  });
});
