import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DESK_PROFILE, type AccessLevel } from '../../contract/desk-profile';
import { Feature, type FeatureId } from '../../contract/features';
import { NO_PERMISSION_MESSAGE } from '../../contract/envelope';
import { READ_ONLY_FEATURES, StaffMessages as M } from '../../contract/staff';
import { todayIn } from '../../server/core/local-time';
import { checkout, client, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { addStaff } from './helpers/staff';
import { sqlOf } from './booking-after-fixtures';
import type { TestApp } from './helpers/test-app';
import { messageCode } from '../../server/plugins/message-codes';

/*
 * Issue 24 items 13 and 15 (ADR 0050): a new desk person starts with the desk profile, not write
 * on everything; the demo desk has that profile and can do a desk's whole job with it.
 */
let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
let q: ReturnType<typeof sqlOf>;
const CLUB = 'Courtdesk Demo Arena';
const denied = { requestStatus: -1, message: NO_PERMISSION_MESSAGE };
const person = (username: string) => ({
  firstName: 'New',
  lastName: 'Person',
  email: '',
  phone: '',
  username,
  password: `${username}-pass-1`,
});

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  q = sqlOf(t);
});
afterAll(async () => {
  await t?.close();
});

async function userId(username: string): Promise<number> {
  const users = (await admin.get('/api/club/users')).json().users as { userId: number; username: string }[];
  return users.find((u) => u.username === username)!.userId;
}

/** A person's levels as Manage Permission shows them to an admin. */
async function levelsOf(username: string): Promise<Record<number, AccessLevel>> {
  const body = (await admin.get(`/api/user/permissions?userId=${await userId(username)}`)).json();
  expect(body.requestStatus).toBe(1);
  const perms = body.permissions as { featureId: number; read: boolean; write: boolean }[];
  return Object.fromEntries(perms.map((p) => [p.featureId, p.write ? 'write' : p.read ? 'read' : 'none']));
}

/** The levels a session sees in GET /features (what the console builds its sidebar from). */
async function sessionLevels(c: Client): Promise<Record<number, AccessLevel>> {
  const features = (await c.get('/api/features?premiumAccess=0')).json().features as {
    featureId: number;
    readAccess: boolean;
    writeAccess: boolean;
  }[];
  return Object.fromEntries(features.map((f) => [f.featureId, f.writeAccess ? 'write' : f.readAccess ? 'read' : 'none']));
}

describe('the desk profile', () => {
  it('covers every feature 2–19, writes nothing that only shows, and keeps staff, settings, pricing, coupons and reports at none', () => {
    expect(Object.keys(DESK_PROFILE).map(Number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    for (const f of [Feature.bookingCalendar, Feature.bookingPayments, Feature.rescheduleCheckin]) expect(DESK_PROFILE[f]).toBe('write');
    for (const f of [Feature.findBookings, Feature.members]) expect(DESK_PROFILE[f]).toBe('read');
    for (const f of [Feature.staff, Feature.clubSettings, Feature.pricing, Feature.coupons, Feature.reports])
      expect(DESK_PROFILE[f]).toBe('none');
    // A feature that only shows things offers no View/Edit (ADR 0021).
    for (const f of READ_ONLY_FEATURES) expect(DESK_PROFILE[f as FeatureId]).not.toBe('write');
  });
});

describe('Add Desk Person', () => {
  it('gives a new desk person exactly the desk profile, and no way to add staff', async () => {
    expect((await admin.post('/api/user/create', person('frontdesk'))).json()).toEqual({
      requestStatus: 1,
      message: M.userCreated,
      ...messageCode(M.userCreated),
    });
    expect(await levelsOf('frontdesk')).toEqual(DESK_PROFILE);
    const fresh = client(t, await t.login('frontdesk', 'frontdesk-pass-1'));
    expect(await sessionLevels(fresh)).toEqual(DESK_PROFILE);
    expect((await fresh.post('/api/user/create', person('another'))).json()).toEqual(denied);
    expect((await fresh.get('/api/club/users')).json()).toEqual(denied);
    expect((await fresh.get('/api/club/settings')).json()).toEqual(denied);
  });

  it('names of features only narrow the profile: a feature the profile leaves at none stays none', async () => {
    const body = { ...person('narrow'), features: [Feature.bookingCalendar, Feature.members, Feature.clubSettings, Feature.staff] };
    expect((await admin.post('/api/user/create', body)).json().requestStatus).toBe(1);
    const levels = await levelsOf('narrow');
    const granted = Object.entries(levels).filter(([, level]) => level !== 'none');
    expect(granted).toEqual([
      [String(Feature.bookingCalendar), 'write'],
      [String(Feature.members), 'read'],
    ]);
  });

  it('needs Staff Management write: read is refused with -1 for adding, removing and changing permissions', async () => {
    await addStaff(t.db, { username: 'viewer18', password: 'viewer18-pass', club: CLUB, permissions: [[Feature.staff, 'read']] });
    const viewer = client(t, await t.login('viewer18', 'viewer18-pass'));
    expect((await viewer.get('/api/club/users')).json().requestStatus).toBe(1);
    const target = await userId('frontdesk');
    expect((await viewer.post('/api/user/create', person('blocked'))).json()).toEqual(denied);
    expect((await viewer.post('/api/user/remove', { userId: target })).json()).toEqual(denied);
    expect((await viewer.post('/api/user/permissions/update', { userId: target, features: [] })).json()).toEqual(denied);
    expect(await q(sql`SELECT 1 FROM users WHERE username = 'blocked'`)).toEqual([]);
  });

  it('an admin widens a desk person; who then adds staff, passing on no more than they hold', async () => {
    const target = await userId('frontdesk');
    const widened = Object.entries(DESK_PROFILE)
      .filter(([, level]) => level !== 'none')
      .map(([id, level]) => ({ featureId: Number(id), isReadOnly: level === 'read' }));
    widened.push({ featureId: Feature.staff, isReadOnly: false }, { featureId: Feature.reports, isReadOnly: true });
    const saved = (await admin.post('/api/user/permissions/update', { userId: target, features: widened })).json();
    expect(saved).toEqual({ requestStatus: 1, message: M.permissionsUpdated, ...messageCode(M.permissionsUpdated) });
    expect(await levelsOf('frontdesk')).toEqual({ ...DESK_PROFILE, [Feature.staff]: 'write', [Feature.reports]: 'read' });

    // The widened person now adds a desk person: the profile again, not their own extras.
    const lead = client(t, await t.login('frontdesk', 'frontdesk-pass-1'));
    expect((await lead.post('/api/user/create', person('second'))).json()).toEqual({
      requestStatus: 1,
      message: M.userCreated,
      ...messageCode(M.userCreated),
    });
    expect(await levelsOf('second')).toEqual(DESK_PROFILE);

    // Narrowed to read on Payments, the lead passes on read there, not the profile's write.
    await admin.post('/api/user/permissions/update', {
      userId: target,
      features: widened.map((w) => (w.featureId === Feature.bookingPayments ? { ...w, isReadOnly: true } : w)),
    });
    expect((await lead.post('/api/user/create', person('third'))).json().requestStatus).toBe(1);
    expect(await levelsOf('third')).toEqual({ ...DESK_PROFILE, [Feature.bookingPayments]: 'read' });
  });
});

describe("the demo desk does a desk's job", () => {
  const date = plainMonday(56);
  const PRIYA = { mobile: '9876543210', name: 'Priya Sharma' };

  it('has the desk profile', async () => {
    expect(await sessionLevels(desk)).toEqual(DESK_PROFILE);
  });

  it('books with member credits and an advance, takes the rest with Pay Now, then cancels with a refund', async () => {
    await desk.post('/api/carting/clear');
    expect(
      (
        await desk.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 3'], date, time: '09:00:00' })
      ).json().requestStatus,
    ).toBe(1);
    expect(
      (await desk.post('/api/club/credits/redeem', { mobile: PRIYA.mobile, credits: 100, memberPin: '1234' })).json().requestStatus,
    ).toBe(1);
    const booked = (
      await desk.post('/api/booking', checkout({ paymentMode: 1, totalPaidAmount: 100, transactionData: { type: 1, mode: 1 } }, PRIYA))
    ).json();
    expect(booked, JSON.stringify(booked)).toMatchObject({ requestStatus: 1 });
    const bookingId = booked.bookingId as number;

    const details = async () => (await desk.get(`/api/booking/details?bookingId=${bookingId}`)).json().bookingDetails;
    const balance = (await details()).courtSummary.balance as number;
    expect(balance).toBeGreaterThan(0);
    expect(
      (await desk.post('/api/booking/payment/update', { bookingId, amount: balance, transactionData: { mode: 2 } })).json().requestStatus,
    ).toBe(1);
    expect((await details()).courtSummary.balance).toBe(0);
    expect((await desk.get(`/api/transactions/details?bookingId=${bookingId}`)).json().requestStatus).toBe(1);

    expect((await desk.get(`/api/booking/cancellation/preview?bookingId=${bookingId}`)).json().requestStatus).toBe(1);
    expect(
      (await desk.post('/api/booking/cancellation', { bookingId, refundType: 2, refundMode: 1, sendSMS: false })).json(),
    ).toMatchObject({ requestStatus: 1 });
    expect((await details()).bookingCancelled).toBe(true);
  });

  it("opens Courtside and checks in today's booking", async () => {
    const today = todayIn('Asia/Kolkata');
    const [kavya] = await q<{ id: number }>(sql`SELECT id FROM bookings WHERE customer_name = 'Kavya Nair' AND booking_date = ${today}`);
    const day = (await desk.get('/api/courtside/today')).json();
    expect(day).toMatchObject({ requestStatus: 1, date: today });
    expect((await desk.post('/api/booking/checkin', { bookingId: kavya.id })).json()).toMatchObject({ requestStatus: 1 });
    expect((await desk.get(`/api/booking/details?bookingId=${kavya.id}`)).json().bookingDetails.checkinData).toHaveLength(1);
  });

  it('cannot open settings, staff, pricing, coupons, reports or the dashboard', async () => {
    const refused: [string, Promise<{ json(): unknown }>][] = [
      ['settings', desk.get('/api/club/settings')],
      ['sync availability', desk.post('/api/availability/sanity')],
      ['staff list', desk.get('/api/club/users')],
      ['add staff', desk.post('/api/user/create', person('nope'))],
      ['pricing', desk.get('/api/pricing/class/details')],
      ['coupons', desk.get('/api/coupon/details?page=1')],
      ['reports', desk.post('/api/reports/transactions/multiple-clubs', { clubIds: [1], startDate: '2026-03-01', endDate: '2026-03-31' })],
      ['dashboard', desk.get('/api/dashboard?period=1')],
      ['audit log', desk.get('/api/audit-log')],
    ];
    for (const [what, reply] of refused) expect((await reply).json(), what).toEqual(denied);
  });

  it('keeps to its levels where the profile says read: members are looked up, not registered', async () => {
    expect((await desk.get('/api/member/search')).json().requestStatus).toBe(1);
    expect((await desk.post('/api/member/registration', { name: 'x', mobile: '9000000999' })).json()).toEqual(denied);
    expect(
      (
        await desk.post('/api/member/credits/recharge', { mobile: PRIYA.mobile, paidAmount: 1, credits: 1, transactionData: { mode: 1 } })
      ).json(),
    ).toEqual(denied);
    expect((await desk.get(`/api/blocking/search?activityId=${ids.badminton}`)).json().requestStatus).toBe(1);
  });
});
