import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkout, isDemoHoliday, plainMonday, setup, slotOf, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { riversideClient } from './helpers/riverside';
import { PricingMessages, type PriceClass } from '../../contract/pricing';
import { CartMessages, type Cart } from '../../contract/cart';
import { CheckoutMessages } from '../../contract/checkout';
import { addDays, todayIn } from '../../server/core/local-time';
import { weekdayOf } from '../../server/core/dates';
import { messageCode } from '../../server/plugins/message-codes';

/**
 * Member and guest prices (issue 30 part 1, ADR 0075): the pricing form's member price and class
 * discount, the calendar's guest price, the cart repriced once the desk names a member, the
 * checkout recording the price it sold at, volume discounts on top, and the booking report's split.
 */
let t: TestApp;
let admin: Client;
let ids: Ids;
let standard: PriceClass;
const today = todayIn('Asia/Kolkata');
/** A weekday within the package's 30 days, and one after it (both regular weekday pricing). */
let inPackage: string;
let afterPackage: string;
let packageMember: string;
let registeredOnly: string;

const query = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;
const weekday = (from: string) => {
  let d = from;
  while (weekdayOf(d) > 4 || isDemoHoliday(d)) d = addDays(d, 1);
  return d;
};
const slot = (startTime: string, endTime: string, price: unknown, memberPrice: unknown = '', slotDiscount: unknown = []) => ({
  startTime,
  endTime,
  price,
  memberPrice,
  slotDiscount,
});
const saveRegular = (slots: ReturnType<typeof slot>[], over: Record<string, unknown> = {}) =>
  admin.post('/api/pricing/config', {
    priceClass: standard.priceClassId,
    activityId: ids.badminton,
    priceType: 'regular',
    pricing: [{ startDay: 0, endDay: 6, slots }],
    ...over,
  });
const config = async () =>
  (await admin.get(`/api/pricing/config/details?priceClass=${standard.priceClassId}&activityId=${ids.badminton}`)).json();
const court = () => standard.courts[0].courtId;
const add = async (date: string, time: string, courtId = court()) => {
  const r = (await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId, date, time })).json();
  expect(r.requestStatus, JSON.stringify(r)).toBe(1);
};
const cart = async () => (await admin.get('/api/carting/details')).json().cart as Cart;
const name = async (mobile: string) => (await admin.post('/api/carting/customer', { mobile })).json();

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  const classes = (await admin.get('/api/pricing/class/details')).json().priceClassList as PriceClass[];
  standard = classes.find((c) => c.activityId === ids.badminton && c.pricingClassName === 'Standard')!;
  inPackage = weekday(addDays(today, 3));
  afterPackage = weekday(addDays(today, 40));
  const pkg = (
    await admin.post('/api/membership/package/create', {
      packageName: 'Court Club',
      price: 1000,
      remarks: '',
      credits: 0,
      memberLimit: 0,
      type: 1,
      period: 30,
      additionalInfo: [],
    })
  ).json();
  expect(pkg.requestStatus, JSON.stringify(pkg)).toBe(1);
  const register = async (mobile: string, n: string) => {
    const r = (await admin.post('/api/member/registration', { name: n, mobile, toDate: 'max' })).json();
    expect(r.requestStatus, JSON.stringify(r)).toBe(1);
    return r.memberId as number;
  };
  packageMember = '9010000001';
  registeredOnly = '9010000002';
  const memberId = await register(packageMember, 'Package Member');
  await register(registeredOnly, 'Registered Only');
  const sub = (
    await admin.post('/api/membership/subscription', {
      packageData: { packageId: pkg.packageId },
      ticketCount: 1,
      memberId,
      startDate: today,
      transactionData: { type: 1, mode: 0 },
    })
  ).json();
  expect(sub.requestStatus, JSON.stringify(sub)).toBe(1);
  // Off-peak 400 with a member price of 300 and a volume discount from 3 slots; peak 600 without one.
  expect((await saveRegular([slot('06:00', '17:00', '400', '300', [[3, 5]]), slot('17:00', '00:00', '600')])).json().message).toBe(
    PricingMessages.saved,
  );
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await admin.post('/api/carting/clear');
});

describe('the pricing form', () => {
  it('saves and reads a member price per price slot and a class-wide member discount', async () => {
    const c = await config();
    expect(c.pricing.regular[0].priceSlots).toMatchObject([
      { startTime: '06:00:00', price: '400.00', memberPrice: '300.00' },
      { startTime: '17:00:00', price: '600.00', memberPrice: null },
    ]);
    expect(c.memberDiscountPercent).toBeNull();
  });

  it('refuses a bad member price or discount naming the field, and changes nothing', async () => {
    const before = await config();
    const keep = [slot('06:00', '17:00', '400', '300', [[3, 5]])];
    expect((await saveRegular([slot('06:00', '17:00', '400', '-5')])).json()).toEqual({
      requestStatus: 0,
      message: PricingMessages.invalidMemberPrice,
      ...messageCode(PricingMessages.invalidMemberPrice),
    });
    expect((await saveRegular([slot('06:00', '17:00', '400', 'abc')])).json().message).toBe(PricingMessages.invalidMemberPrice);
    expect((await saveRegular([slot('06:00', '17:00', '400', '450')])).json().message).toBe(
      'Member price cannot be more than the price (400)',
    );
    for (const bad of ['150', '-1', 'ten', '2.555']) {
      expect((await saveRegular(keep, { memberDiscountPercent: bad })).json().message, bad).toBe(PricingMessages.invalidMemberDiscount);
    }
    expect(await config()).toEqual(before);
  });
});

describe('member and guest prices in the cart and at checkout', () => {
  it('shows the guest price on the calendar and reprices the cart once the desk names a member', async () => {
    const day = (await admin.post('/api/availability', { activityId: ids.badminton, date: inPackage })).json();
    expect(slotOf(day, court(), '08:00:00').price).toBe(400);
    await add(inPackage, '08:00:00');
    expect((await cart()).slots[0]).toMatchObject({ price: 400, memberRate: false });

    const asMember = await name(packageMember);
    expect(asMember).toMatchObject({ requestStatus: 1, message: CartMessages.memberPrices });
    expect(asMember.cart).toMatchObject({ netPrice: 300, memberPricing: true, slots: [{ price: 300, guestPrice: 400, memberRate: true }] });
    // A slot added afterwards is priced for the member too.
    await add(inPackage, '09:00:00');
    expect((await cart()).slots.map((s) => s.price)).toEqual([300, 300]);

    // Another customer: guest prices again; a blank mobile, too; a bad one is refused, nothing changes.
    expect(await name('9811111111')).toMatchObject({ message: CartMessages.guestPrices, cart: { netPrice: 800 } });
    await name(packageMember);
    expect((await name('12')).message).toBe(CartMessages.invalidMobile);
    expect((await cart()).netPrice).toBe(600);
    expect(await name('')).toMatchObject({ message: CartMessages.guestPrices, cart: { netPrice: 800, memberPricing: false } });
  });

  it('prices by membership at each slot date: a package that ends first, or (setting) any registered member', async () => {
    await add(inPackage, '10:00:00');
    await add(afterPackage, '10:00:00');
    expect((await name(packageMember)).cart.slots.map((s: { price: number }) => s.price)).toEqual([300, 400]);
    expect((await name(registeredOnly)).cart.netPrice).toBe(800);

    const settings = async (memberPricing: string) =>
      (await admin.post('/api/club/settings/update', { settings: { memberPricing } })).json();
    expect((await settings('everyone')).requestStatus).not.toBe(1);
    expect((await settings('registered')).requestStatus).toBe(1);
    try {
      expect((await name(registeredOnly)).cart.slots.map((s: { price: number }) => s.price)).toEqual([300, 300]);
    } finally {
      expect((await settings('package')).requestStatus).toBe(1);
    }
  });

  it('applies volume discounts and the class-wide member discount on top of member prices', async () => {
    for (const time of ['11:00:00', '12:00:00', '13:00:00']) await add(inPackage, time);
    // 3 × 300 less 5 % from 3 slots.
    expect((await name(packageMember)).cart).toMatchObject({ slotsGrossPrice: 900, volumeDiscount: 45, netPrice: 855 });
    await admin.post('/api/carting/clear');
    expect(
      (
        await saveRegular([slot('06:00', '17:00', '400', '300', [[3, 5]]), slot('17:00', '00:00', '600')], {
          memberDiscountPercent: '12.5',
        })
      ).json().message,
    ).toBe(PricingMessages.saved);
    try {
      expect((await config()).memberDiscountPercent).toBe('12.5');
      await add(inPackage, '18:00:00');
      await add(inPackage, '08:00:00');
      // Peak 600 less 12.5 % (no member price of its own); off-peak keeps its own member price.
      expect((await name(packageMember)).cart.slots.map((s: { price: number }) => s.price)).toEqual([300, 525]);
    } finally {
      await saveRegular([slot('06:00', '17:00', '400', '300', [[3, 5]]), slot('17:00', '00:00', '600')], { memberDiscountPercent: '' });
    }
    expect((await config()).memberDiscountPercent).toBeNull();
  });

  it('books at the price that applied, records it per slot, and the booking report splits the revenue', async () => {
    const date = plainMonday(3);
    expect(date <= addDays(today, 30)).toBe(true);
    await add(date, '14:00:00');
    await name(packageMember);
    const booked = (await admin.post('/api/booking', checkout({}, { mobile: packageMember, name: 'Package Member' }))).json();
    expect(booked.requestStatus, JSON.stringify(booked)).toBe(1);
    // A checkout whose cart was never repriced still charges the customer's own price.
    await add(date, '15:00:00');
    const direct = (await admin.post('/api/booking', checkout({}, { mobile: packageMember, name: 'Package Member' }))).json();
    expect(direct.requestStatus, JSON.stringify(direct)).toBe(1);
    await add(date, '16:00:00');
    const guest = (await admin.post('/api/booking', checkout({}, { mobile: '9811111111', name: 'Arjun Mehta' }))).json();
    const sold = await query<{ id: number; price: number; member: boolean }>(
      sql`SELECT booking_id AS id, price_minor::int AS price, member_rate AS member FROM booking_slots
          WHERE booking_id IN (${booked.bookingId}, ${direct.bookingId}, ${guest.bookingId}) ORDER BY booking_id`,
    );
    expect(sold).toEqual([
      { id: booked.bookingId, price: 30000, member: true },
      { id: direct.bookingId, price: 30000, member: true },
      { id: guest.bookingId, price: 40000, member: false },
    ]);
    expect(guest.requestStatus).toBe(1);
    const [{ clubId }] = await query<{ clubId: number }>(sql`SELECT club_id AS "clubId" FROM bookings WHERE id = ${guest.bookingId}`);
    const r = await admin.post('/api/reports/bookings/multiple-clubs', { clubIds: [clubId], startDate: date, endDate: date, booked: 0 });
    expect(r.json().summary, r.body).toMatchObject({ memberCourt: 600, guestCourt: 400 });
  });

  it("moves a member's booking at the member price and a guest's at the guest price", async () => {
    const book = async (time: string, mobile: string, customer: string) => {
      await add(inPackage, time);
      await name(mobile);
      const r = (await admin.post('/api/booking', checkout({}, { mobile, name: customer }))).json();
      expect(r.requestStatus, JSON.stringify(r)).toBe(1);
      return r.bookingId as number;
    };
    const member = await book('09:00:00', packageMember, 'Package Member');
    const guest = await book('15:00:00', '9811111112', 'Guest Player');
    const moveTo = async (bookingId: number, time: string, courtId: number) => {
      const move = { bookingId, rescheduleDate: inPackage, startTime: time, courtId };
      const price = (await admin.post('/api/booking/reschedule/pricing', move)).json();
      const done = (await admin.post('/api/booking/reschedule', { ...move, reschedulePrice: price.reschedulePrice })).json();
      expect(done.requestStatus, JSON.stringify(done)).toBe(1);
      return price.reschedulePrice as number;
    };
    expect(await moveTo(member, '10:00:00', court())).toBe(300);
    expect(await moveTo(guest, '16:00:00', court())).toBe(400);
    const sold = await query<{ id: number; price: number; member: boolean }>(
      sql`SELECT booking_id AS id, price_minor::int AS price, member_rate AS member FROM booking_slots
          WHERE booking_id IN (${member}, ${guest}) ORDER BY booking_id`,
    );
    expect(sold).toEqual([
      { id: member, price: 30000, member: true },
      { id: guest, price: 40000, member: false },
    ]);
  });

  it('refuses a checkout whose discount was entered for guest prices, and writes nothing', async () => {
    await add(inPackage, '07:00:00');
    expect((await admin.post('/api/club/discount/apply', { discountAmount: 50 })).json().requestStatus).toBe(1);
    const [{ n: before }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM bookings`);
    const res = (await admin.post('/api/booking', checkout({}, { mobile: packageMember, name: 'Package Member' }))).json();
    expect(res).toEqual({ requestStatus: 0, message: CheckoutMessages.pricesChanged, code: 'pricesChanged' });
    const [{ n: after }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM bookings`);
    expect(after).toBe(before);
    // Naming the member reprices the cart and drops the discount entered for the old total.
    expect((await name(packageMember)).cart).toMatchObject({ clubDiscount: 0, netPrice: 300 });
  });

  it("never prices for another club's member", async () => {
    const riverside = await riversideClient(t);
    const r = (await riverside.post('/api/member/registration', { name: 'River Member', mobile: '9010000099', toDate: 'max' })).json();
    expect(r.requestStatus).toBe(1);
    await add(inPackage, '06:00:00');
    expect(await name('9010000099')).toMatchObject({ message: CartMessages.guestPrices, cart: { netPrice: 400 } });
    const settings = (await admin.post('/api/club/settings/update', { settings: { memberPricing: 'registered' } })).json();
    expect(settings.requestStatus).toBe(1);
    try {
      expect((await name('9010000099')).cart.netPrice).toBe(400);
    } finally {
      await admin.post('/api/club/settings/update', { settings: { memberPricing: 'package' } });
    }
  });
});
