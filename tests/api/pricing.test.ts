import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { client, plainMonday, setup, slotOf, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { addStaff } from './helpers/staff';
import { Feature } from '../../contract/features';
import { PricingMessages, type PriceClass } from '../../contract/pricing';
import { addDays } from '../../server/core/local-time';
import { rows } from '../../server/db/rows';
import { messageCode } from '../../server/plugins/message-codes';

let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
let standard: PriceClass;
let riverside: Client;

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  const classes = (await admin.get('/api/pricing/class/details')).json().priceClassList as PriceClass[];
  standard = classes.find((c) => c.activityId === ids.badminton && c.pricingClassName === 'Standard')!;
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

const slot = (startTime: string, endTime: string, price: unknown, slotDiscount: unknown = []) => ({
  startTime,
  endTime,
  price,
  slotDiscount,
});
const save = (over: Record<string, unknown>, c = admin) =>
  c.post('/api/pricing/config', { priceClass: standard.priceClassId, activityId: ids.badminton, pricing: [], ...over });
const priceAt = async (date: string, time: string) => {
  const day = (await admin.post('/api/availability', { activityId: ids.badminton, date })).json();
  return slotOf(day, standard.courts[0].courtId, time).price;
};

describe('price classes and config', () => {
  it('lists classes with their courts, timings and slot length', () => {
    expect(standard.courts.length).toBeGreaterThan(0);
    expect(standard.openCloseHours).toMatch(/^\d\d:\d\d:\d\d - \d\d:\d\d:\d\d$/);
    expect(standard.slotDuration).toBeGreaterThan(0);
  });

  it('reads regular, holiday and special pricing with slots and discounts', async () => {
    const res = (await admin.get(`/api/pricing/config/details?priceClass=${standard.priceClassId}&activityId=${ids.badminton}`)).json();
    expect(res.requestStatus).toBe(1);
    expect(res.pricing.regular[0]).toMatchObject({ startDay: 0, endDay: 4, pricingVersion: 0 });
    expect(res.pricing.regular[0].priceSlots[0]).toMatchObject({ startTime: '06:00:00', price: '400.00', slotDiscount: { 3: 5, 5: 10 } });
    expect(res.pricing.holiday[0]).toMatchObject({ startDay: 7, endDay: 7 });
    expect(res.pricing.special[0].pricing[0].pricingVersion).toBe(1);
  });
});

describe('POST /api/pricing/config', () => {
  it('refuses an empty price with the form message and overlapping ranges naming both and the day', async () => {
    expect(
      (await save({ priceType: 'regular', pricing: [{ startDay: 0, endDay: 6, slots: [slot('06:00', '10:00', '')] }] })).json(),
    ).toEqual({ requestStatus: 0, message: PricingMessages.formIncomplete, ...messageCode(PricingMessages.formIncomplete) });
    const overlap = await save({
      priceType: 'regular',
      pricing: [
        { startDay: 0, endDay: 4, slots: [slot('06:00', '10:00', 100)] },
        { startDay: 3, endDay: 6, slots: [slot('09:00', '12:00', 200)] },
      ],
    });
    expect(overlap.json()).toEqual({ requestStatus: 0, message: 'Time ranges 06:00-10:00 and 09:00-12:00 overlap on Thursday' });
    expect(
      (await save({ priceType: 'regular', pricing: [{ startDay: 0, endDay: 6, slots: [slot('06:10', '10:00', 1)] }] })).json().message,
    ).toBe(PricingMessages.timeStep);
    expect(
      (await save({ priceType: 'regular', pricing: [{ startDay: 0, endDay: 6, slots: [slot('10:00', '10:00', 1)] }] })).json().message,
    ).toBe('End time must be after start time (10:00 - 10:00)');
    expect((await save({ priceType: 'special', pricing: [] })).json().message).toBe(PricingMessages.invalidDates);
    expect((await save({ priceType: 'holiday', pricing: [{ startDay: 0, endDay: 6, slots: [] }] })).json().message).toBe(
      PricingMessages.invalidDays,
    );
  });

  it('refuses malformed input with 400 naming the field', async () => {
    const res = await save({ pricing: [{ startDay: 9, endDay: 1, slots: [] }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^pricing\.0\.startDay/);
  });

  it('saves regular pricing, drops half-blank discount pairs, and availability shows it at once', async () => {
    const monday = plainMonday();
    const res = await save({
      priceType: 'regular',
      pricing: [
        {
          startDay: 0,
          endDay: 4,
          slots: [
            slot('06:00', '17:00', '450.5', [
              [3, 5],
              [4, ''],
              ['', 7],
            ]),
            slot('17:00', '00:00', 700),
          ],
        },
        { startDay: 5, endDay: 6, slots: [slot('06:00', '00:00', 800)] },
      ],
    });
    expect(res.json()).toEqual({ requestStatus: 1, message: PricingMessages.saved, ...messageCode(PricingMessages.saved) });
    const cfg = (await admin.get(`/api/pricing/config/details?priceClass=${standard.priceClassId}&activityId=${ids.badminton}`)).json();
    expect(cfg.pricing.regular[0].priceSlots[0]).toMatchObject({ price: '450.50', slotDiscount: { 3: 5 }, bulkDiscount: true });
    expect(await priceAt(monday, '07:00:00')).toBe(450.5);
    expect(await priceAt(monday, '18:00:00')).toBe(700);
    const hist = await rows<{ action: string; actor: string }>(
      t.db.db,
      sql`SELECT action, actor FROM history WHERE entity = 'price' ORDER BY id DESC LIMIT 1`,
    );
    expect(hist[0]).toEqual({ action: 'pricing_regular', actor: 'admin' });
    const changes = await rows<{ kind: string }>(
      t.db.db,
      sql`SELECT kind FROM change_log WHERE activity_id = ${ids.badminton} ORDER BY id DESC LIMIT 1`,
    );
    expect(changes[0].kind).toBe('pricing');
  });

  it('keeps precedence special > holiday > regular after edits', async () => {
    const monday = plainMonday(60);
    await save({ priceType: 'holiday', pricing: [{ startDay: 7, endDay: 7, slots: [slot('00:00', '00:00', 999)] }] });
    expect((await admin.post('/api/pricing/holiday/config', { dates: [monday] })).json()).toEqual({
      requestStatus: 1,
      message: PricingMessages.holidayAdded,
      ...messageCode(PricingMessages.holidayAdded),
    });
    expect(await priceAt(monday, '07:00:00')).toBe(999);
    const special = await save({
      priceType: 'special',
      startDate: addDays(monday, -1),
      endDate: addDays(monday, 1),
      pricing: [{ startDay: 0, endDay: 6, slots: [slot('06:00', '12:00', 1234, [[2, 10]])] }],
    });
    expect(special.json().requestStatus).toBe(1);
    expect(await priceAt(monday, '07:00:00')).toBe(1234);
    expect(await priceAt(monday, '13:00:00')).toBe(999);
    // Another special period may not overlap this one.
    const clash = await save({ priceType: 'special', startDate: monday, endDate: addDays(monday, 5), pricing: [] });
    expect(clash.json().message).toBe(`Special pricing ${addDays(monday, -1)} to ${addDays(monday, 1)} already covers some of these dates`);
    // The date dialog's Change step moves the period.
    const moved = await admin.post('/api/pricing/special/period', {
      priceClass: standard.priceClassId,
      activityId: ids.badminton,
      startDate: addDays(monday, -1),
      endDate: addDays(monday, 1),
      newStartDate: addDays(monday, 7),
      newEndDate: addDays(monday, 8),
    });
    expect(moved.json()).toEqual({
      requestStatus: 1,
      message: PricingMessages.periodUpdated,
      ...messageCode(PricingMessages.periodUpdated),
    });
    expect(await priceAt(monday, '07:00:00')).toBe(999);
    expect((await admin.post('/api/pricing/holiday/remove', { dates: [monday] })).json().message).toBe(PricingMessages.holidayRemoved);
    expect(await priceAt(monday, '07:00:00')).toBe(450.5);
  });

  it('re-prices a slot waiting in a desk cart', async () => {
    const monday = plainMonday(35);
    await desk.post('/api/carting/clear');
    const added = await desk.post('/api/carting/slot/add', {
      activityId: ids.badminton,
      courtId: standard.courts[0].courtId,
      date: monday,
      time: '08:00:00',
    });
    expect(added.json().requestStatus).toBe(1);
    await save({ priceType: 'regular', pricing: [{ startDay: 0, endDay: 6, slots: [slot('06:00', '00:00', 321)] }] });
    expect((await desk.get('/api/carting/details')).json().cart.slotsNetPrice).toBe(321);
    await desk.post('/api/carting/clear');
  });
});

describe('holidays', () => {
  it('lists, refuses duplicates and unknown dates, and bad dates', async () => {
    const d = addDays(plainMonday(), 2);
    expect((await admin.post('/api/pricing/holiday/config', { dates: [d] })).json().requestStatus).toBe(1);
    expect((await admin.post('/api/pricing/holiday/config', { dates: [d] })).json()).toEqual({
      requestStatus: 0,
      message: PricingMessages.holidayExists,
      ...messageCode(PricingMessages.holidayExists),
    });
    expect((await admin.get('/api/pricing/holiday/details')).json().holidays).toContain(d);
    expect((await admin.post('/api/pricing/holiday/remove', { dates: [d] })).json().requestStatus).toBe(1);
    expect((await admin.post('/api/pricing/holiday/remove', { dates: [d] })).json()).toEqual({
      requestStatus: 0,
      message: PricingMessages.holidayNotFound,
      ...messageCode(PricingMessages.holidayNotFound),
    });
    // A date that does not exist is refused by the wire contract, naming the field (issue 7).
    const impossible = await admin.post('/api/pricing/holiday/config', { dates: ['2026-02-30'] });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json()).toMatchObject({ requestStatus: 0, errors: [{ path: 'dates.0', message: 'Date does not exist' }] });
  });
});

describe('scope and permissions', () => {
  it("refuses another club's price class exactly like a missing one", async () => {
    const url = `/api/pricing/config/details?priceClass=${standard.priceClassId}&activityId=${ids.badminton}`;
    expect((await riverside.get(url)).json()).toEqual({
      requestStatus: 0,
      message: PricingMessages.priceClassNotFound,
      ...messageCode(PricingMessages.priceClassNotFound),
    });
    expect((await save({ priceType: 'regular' }, riverside)).json()).toEqual({
      requestStatus: 0,
      message: PricingMessages.priceClassNotFound,
      ...messageCode(PricingMessages.priceClassNotFound),
    });
    const theirs = (await riverside.get('/api/pricing/class/details')).json().priceClassList as PriceClass[];
    expect(theirs.some((c) => c.priceClassId === standard.priceClassId)).toBe(false);
  });

  it('answers -1 without the Pricing feature and for read-only writes', async () => {
    expect((await desk.get('/api/pricing/class/details')).json().requestStatus).toBe(-1);
    await addStaff(t.db, {
      username: 'pricereader',
      password: 'reader123',
      club: 'Courtdesk Demo Arena',
      permissions: [[Feature.pricing, 'read']],
    });
    const reader = client(t, await t.login('pricereader', 'reader123'));
    expect((await reader.get('/api/pricing/holiday/details')).json().requestStatus).toBe(1);
    expect((await reader.post('/api/pricing/holiday/config', { dates: [plainMonday()] })).json().requestStatus).toBe(-1);
  });
});
