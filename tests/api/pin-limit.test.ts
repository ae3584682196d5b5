import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CheckoutMessages } from '../../contract/checkout';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
const date = plainMonday(49);
let hour = 6;

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query(`DELETE FROM member_pin_failures`);
  for (const c of [admin, desk]) await c.post('/api/carting/clear');
});

const PRIYA = '9876543210'; // PIN 1234, 500 credits
const RAHUL = '9812345678'; // PIN 4321

/** One off-peak badminton slot (400) in the desk's cart. */
async function cartOne(c: Client) {
  const time = `${String(hour++).padStart(2, '0')}:00:00`;
  const res = await c.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 4'], date, time });
  expect(res.json().requestStatus).toBe(1);
}
const redeem = async (c: Client, memberPin: string, mobile = PRIYA) =>
  (await c.post('/api/club/credits/redeem', { mobile, credits: 100, memberPin })).json();
const cartCredits = async (c: Client) => (await c.get('/api/carting/details')).json().cart.credits as number;
const memberCredits = async (mobile: string) => (await admin.post('/api/customer/details', { mobile })).json().customerDetails.credits;

describe('member PIN guessing on POST /api/club/credits/redeem', () => {
  it('refuses even the right PIN after 5 wrong ones within 15 minutes, and redeems nothing', async () => {
    await cartOne(admin);
    for (let i = 0; i < 5; i++) {
      expect(await redeem(admin, `000${i}`)).toEqual({ requestStatus: 0, message: CheckoutMessages.incorrectPin, code: 'incorrectPin' });
    }
    expect(await redeem(admin, '1234')).toEqual({
      requestStatus: 0,
      message: 'Too many wrong PIN attempts, try again later',
      code: 'pinLocked',
    });
    expect(CheckoutMessages.pinLocked).toBe('Too many wrong PIN attempts, try again later');
    expect(await cartCredits(admin)).toBe(0);
    expect(await memberCredits(PRIYA)).toBe(500);

    // The lock is the member's: another desk is refused too, another member is not.
    await cartOne(desk);
    expect((await redeem(desk, '1234')).message).toBe(CheckoutMessages.pinLocked);
    expect(await redeem(admin, '4321', RAHUL)).toMatchObject({ requestStatus: 1, message: CheckoutMessages.creditsRedeemed });
  });

  it('lets the member in again once the wrong PINs are older than the window', async () => {
    await cartOne(admin);
    for (let i = 0; i < 5; i++) await redeem(admin, '9999');
    expect((await redeem(admin, '1234')).message).toBe(CheckoutMessages.pinLocked);
    await t.db.query(`UPDATE member_pin_failures SET created_at = now() - interval '16 minutes'`);
    expect(await redeem(admin, '1234')).toMatchObject({ requestStatus: 1, cart: { credits: 100 } });
    expect(await cartCredits(admin)).toBe(100);
  });

  it('starts counting afresh after the right PIN', async () => {
    await cartOne(admin);
    for (let i = 0; i < 4; i++) await redeem(admin, '9999');
    expect((await redeem(admin, '1234')).requestStatus).toBe(1);
    await admin.post('/api/club/credits/reset');
    for (let i = 0; i < 4; i++) expect((await redeem(admin, '9999')).message).toBe(CheckoutMessages.incorrectPin);
    expect((await redeem(admin, '1234')).requestStatus).toBe(1);
  });

  it('counts simultaneous guesses from two desks one by one: exactly 5 get through to the PIN check', async () => {
    await cartOne(admin);
    await cartOne(desk);
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => redeem(i % 2 ? desk : admin, `55${String(i).padStart(2, '0')}`)),
    );
    const messages = replies.map((r) => r.message);
    expect(messages.filter((m) => m === CheckoutMessages.incorrectPin)).toHaveLength(5);
    expect(messages.filter((m) => m === CheckoutMessages.pinLocked)).toHaveLength(7);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM member_pin_failures`);
    expect(n).toBe(5);
  });
});
