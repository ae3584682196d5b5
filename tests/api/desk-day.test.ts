import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CartMessages } from '../../contract/cart';
import { CheckoutMessages } from '../../contract/checkout';
import { addDays, todayIn } from '../../server/core/local-time';
import { customer, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
const date = plainMonday(42);
const today = todayIn('Asia/Kolkata');

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

const add = (c: Client, court: string, time: string, day = date) =>
  c.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts[court], date: day, time });
const cartOf = async (c: Client) => (await c.get('/api/carting/details')).json().cart;
const expireHolds = async () => {
  await t.db.db.execute(sql`UPDATE occupancy SET expires_at = now() - interval '1 second' WHERE kind = 'hold'`);
  await t.db.db.execute(sql`UPDATE cart_slots SET hold_expires_at = now() - interval '1 second'`);
};

describe('expired holds (issue 6, item 2)', () => {
  it('tells the seconds of hold left, 0 once expired', async () => {
    await add(admin, 'Court 1', '09:00:00');
    const live = (await cartOf(admin)).slots[0];
    expect(live.holdSecondsLeft).toBeGreaterThan(9 * 60);
    await expireHolds();
    expect((await cartOf(admin)).slots[0]).toMatchObject({ holdSecondsLeft: 0, available: 0 });
  });

  it('holds an expired slot again while it is still free', async () => {
    const res = (await admin.post('/api/carting/holds/renew')).json();
    expect(res).toMatchObject({ requestStatus: 1, message: CartMessages.holdsRenewed });
    expect(res.cart.slots[0].holdSecondsLeft).toBeGreaterThan(9 * 60);
    // Held again for real: another desk cannot take it.
    expect((await add(desk, 'Court 1', '09:00:00')).json().message).toBe(CartMessages.slotUnavailable);
    // Asking again while the hold is live changes nothing.
    expect((await admin.post('/api/carting/holds/renew')).json().message).toBe(CartMessages.holdsLive);
  });

  it('drops an expired slot another desk took meanwhile, and keeps the free ones', async () => {
    await add(admin, 'Court 2', '09:00:00');
    await expireHolds();
    expect((await add(desk, 'Court 2', '09:00:00')).json().requestStatus).toBe(1);
    const res = (await admin.post('/api/carting/holds/renew')).json();
    expect(res.requestStatus).toBe(1);
    expect(res.message).toBe(CartMessages.holdsDropped.replace('{slots}', `Court 2 ${date} 09:00`));
    expect(res.cart.slots.map((s: { courtName: string; holdSecondsLeft: number }) => [s.courtName, s.holdSecondsLeft > 0])).toEqual([
      ['Court 1', true],
    ]);
    await admin.post('/api/carting/clear');
    await desk.post('/api/carting/clear');
  });
});

describe('passed slots and the look-back (issue 6, item 10)', () => {
  it('lets a desk record a walk-in on a slot that ended within the look-back', async () => {
    const yesterday = addDays(today, -1);
    expect((await add(admin, 'Court 3', '06:00:00', yesterday)).json().requestStatus).toBe(1);
    await admin.post('/api/carting/clear');
  });

  it('refuses a slot that ended longer ago than the look-back, naming the hours', async () => {
    const res = (await add(admin, 'Court 3', '22:00:00', addDays(today, -3))).json();
    expect(res).toEqual({
      requestStatus: 0,
      message: CartMessages.pastLookback.replaceAll('{hours}', '48'),
      code: 'pastLookback',
      codeValues: { count: 48 },
    });
  });

  it('uses the club setting pastBookingLookbackHours', async () => {
    await t.db.db.execute(sql`UPDATE clubs SET config = config || '{"pastBookingLookbackHours": 0}'::jsonb`);
    try {
      const res = (await add(admin, 'Court 3', '06:00:00', addDays(today, -1))).json();
      expect(res).toEqual({
        requestStatus: 0,
        message: CartMessages.pastLookback.replaceAll('{hours}', '0'),
        code: 'pastLookback',
        codeValues: { count: 0 },
      });
      // Future slots are untouched by the look-back.
      expect((await add(admin, 'Court 3', '06:00:00')).json().requestStatus).toBe(1);
    } finally {
      await t.db.db.execute(sql`UPDATE clubs SET config = config - 'pastBookingLookbackHours'`);
      await admin.post('/api/carting/clear');
    }
  });
});

describe('mobile numbers (issue 6, item 7)', () => {
  it('refuses numbers that are not mobiles of the country at checkout and in the lookup', async () => {
    await add(admin, 'Court 4', '09:00:00');
    for (const mobile of ['5555555555', '1234567890']) {
      const res = (await admin.post('/api/booking', { customerDetails: customer({ mobile }) })).json();
      expect(res).toMatchObject({ requestStatus: 0, message: CheckoutMessages.invalidMobile });
    }
    const lookup = (await admin.post('/api/customer/details', { clubId: 1, mobile: '5555555555', countryCode: '+91' })).json();
    expect(lookup).toMatchObject({ requestStatus: 0, message: CheckoutMessages.invalidMobile });
    expect((await admin.post('/api/booking', { customerDetails: customer({ mobile: '9123456780' }) })).json().requestStatus).toBe(1);
  });
});
