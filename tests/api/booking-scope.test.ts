import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Client;
let riverside: Client;
let ids: Ids;
const date = plainMonday(63);

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  const manager = await t.loginAuth('manager', 'manager123');
  const club = manager.userClubs.find((c) => c.clubName === 'Courtdesk Riverside')!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/switch/account',
    headers: t.authHeader(manager.authToken),
    payload: { clubId: club.clubId },
  });
  riverside = client(t, res.json().userAuth.authToken);
});
afterAll(async () => {
  await t?.close();
});

describe('club scope of booking calls', () => {
  it("treats another club's activity, court, booking and customers as not found", async () => {
    const add = await admin.post('/api/carting/slot/add', {
      activityId: ids.badminton,
      courtId: ids.courts['Court 1'],
      date,
      time: '07:00:00',
    });
    expect(add.json().requestStatus).toBe(1);
    const booked = (await admin.post('/api/booking', { customerDetails: { name: 'Scope', mobile: '9123400000' } })).json();
    expect(booked.requestStatus).toBe(1);

    expect((await riverside.post('/api/availability', { activityId: ids.badminton, date })).json()).toEqual({
      requestStatus: 0,
      message: 'Activity not found',
      code: 'activityNotFound',
    });
    expect((await riverside.get(`/api/booking/details?bookingId=${booked.bookingId}`)).json()).toEqual({
      requestStatus: 0,
      message: 'Booking not found',
      code: 'bookingNotFound',
    });
    expect((await riverside.post('/api/customer/details', { mobile: '9876543210' })).json()).toMatchObject({ toBeRegistered: true });
    const foreign = await riverside.post('/api/carting/slot/add', {
      activityId: ids.badminton,
      courtId: ids.courts['Court 1'],
      date,
      time: '08:00:00',
    });
    expect(foreign.json()).toEqual({ requestStatus: 0, message: 'Activity not found', code: 'activityNotFound' });
    expect((await riverside.get('/api/club/extras')).json().extras.map((e: { name: string }) => e.name)).toEqual(['Ball can']);
    expect((await riverside.get(`/api/extras?activityId=${ids.swimming}`)).json()).toEqual({
      requestStatus: 0,
      message: 'Activity not found',
      code: 'activityNotFound',
    });
  });

  it('documents the booking routes in the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of ['/api/availability', '/api/carting/slot/add', '/api/booking', '/api/booking/details', '/api/club/credits/redeem']) {
      expect(paths).toContain(p);
    }
  });
});
