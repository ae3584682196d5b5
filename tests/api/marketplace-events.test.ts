import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CheckoutMessages } from '../../contract/checkout';
import { EventMessages } from '../../contract/events';
import { MarketplaceMessages as M } from '../../contract/marketplace';
import { setup, type Client } from './booking-fixtures';
import { failed, riversideClient, sqlOf } from './booking-after-fixtures';
import type { TestApp } from './helpers/test-app';
import { addDays, todayIn } from '../../server/core/local-time';

let t: TestApp;
let admin: Client;
let riverside: Client;
let key: string;
let otherKey: string;
let eventId: number;
let categoryId: number;
let subId: number;
let q: ReturnType<typeof sqlOf>;
const today = todayIn('Asia/Kolkata');

const market = (method: 'GET' | 'POST', url: string, payload?: object, apiKey = key, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/marketplace${url}`, headers: { 'x-api-key': apiKey, ...headers }, ...(payload ? { payload } : {}) });
const sale = (over: object = {}, customer: object = {}) => ({
  eventId,
  categoryId,
  tickets: 1,
  paidAmount: 0,
  customer: { name: 'Online Runner', countryCode: '+91', mobile: '9812345678', email: 'runner@example.com', ...customer },
  ...over,
});

beforeAll(async () => {
  ({ t, admin } = await setup());
  q = sqlOf(t);
  riverside = await riversideClient(t);
  key = (await admin.post('/api/club/marketplace/keys', { name: 'Playo' })).json().key;
  otherKey = (await riverside.post('/api/club/marketplace/keys', { name: 'Riverside Playo' })).json().key;
  eventId = (await admin.post('/api/event/create', { name: 'Night Run' })).json().id;
  categoryId = (
    await admin.post('/api/event/category/create', {
      eventId,
      name: '5K',
      price: 250,
      totalTickets: 6,
      startDate: today,
      endDate: addDays(today, 5),
    })
  ).json().id;
  subId = (await admin.post('/api/event/sub-category/create', { categoryId, name: 'Women' })).json().id;
});
afterAll(async () => {
  await t?.close();
});

describe('marketplace event registration', () => {
  it('lists what is open now with tickets left and sub-categories', async () => {
    const res = (await market('GET', '/events')).json();
    expect(res.requestStatus).toBe(1);
    const ours = res.events.find((e: { id: number }) => e.id === eventId);
    expect(ours).toEqual({
      id: eventId,
      name: 'Night Run',
      categories: [
        {
          id: categoryId,
          name: '5K',
          price: 250,
          ticketsLeft: 6,
          startDate: today,
          endDate: addDays(today, 5),
          subCategories: [{ id: subId, name: 'Women' }],
        },
      ],
    });
    // Another club's key sees none of this club's events.
    const theirs = (await market('GET', '/events', undefined, otherKey)).json();
    expect(theirs.events.some((e: { id: number }) => e.id === eventId)).toBe(false);
  });

  it('registers with the paid amount as a money row, flagged as a marketplace sale', async () => {
    const res = (await market('POST', '/events/registration', sale({ tickets: 2, paidAmount: 500, subCategoryId: subId }))).json();
    expect(res).toMatchObject({ requestStatus: 1, message: EventMessages.registered, total: 500 });
    const money = await q<{ amount_minor: number; mode: number; place: string; target: string; handler: string }>(
      sql`SELECT amount_minor::int AS amount_minor, mode, place, target, handler FROM transactions WHERE event_registration_id = ${res.registrationId}`,
    );
    expect(money).toEqual([{ amount_minor: 50000, mode: 3, place: 'marketplace', target: 'event', handler: 'marketplace' }]);
    const list = (await admin.get(`/api/event/booking/list?eventId=${eventId}`)).json().bookingDetails;
    expect(list[0]).toMatchObject({
      bookingId: res.registrationId,
      source: 'marketplace',
      slotCount: 2,
      subCategory: 'Women',
      summary: { gross: 500, advance: 500 },
    });
    // The provider's customer is shown masked, as on marketplace bookings.
    expect(list[0].customerDetails).toEqual({
      customerName: 'Online Runner',
      customerMobile: '+91 98XXXXXX78',
      customerEmail: 'r***@example.com',
    });
    const drawer = (await admin.get(`/api/event/booking/details?bookingId=${res.registrationId}`)).json().booking;
    expect(drawer.customerDetails.customerMobile).toBe('+91 98XXXXXX78');
    const unpaid = (await market('POST', '/events/registration', sale({}, { mobile: '9812345679' }))).json();
    expect(unpaid).toMatchObject({ requestStatus: 1, total: 250 });
  });

  it('never oversells: marketplace and desk racing for the last tickets', async () => {
    // 3 of 6 sold; 8 buyers at once, half online, half at the desk.
    const online = Array.from({ length: 4 }, (_, i) => market('POST', '/events/registration', sale({}, { mobile: `98123${40000 + i}` })));
    const desk = Array.from({ length: 4 }, (_, i) =>
      admin.post('/api/event/registration', {
        eventId,
        categoryId,
        tickets: 1,
        paidAmount: 0,
        paymentMode: 0,
        customerDetails: { name: `Desk ${i}`, mobile: `98123${50000 + i}` },
      }),
    );
    const bodies = (await Promise.all([...online, ...desk])).map((r) => r.json());
    expect(bodies.filter((b) => b.requestStatus === 1)).toHaveLength(3);
    expect(bodies.filter((b) => b.requestStatus !== 1).every((b) => b.message === 'Only 0 ticket(s) left in this category')).toBe(true);
    const [c] = await q<{ sold: number; total: number }>(
      sql`SELECT sold_tickets AS sold, total_tickets AS total FROM event_categories WHERE id = ${categoryId}`,
    );
    expect(c).toEqual({ sold: 6, total: 6 });
    expect((await market('GET', '/events')).json().events.find((e: { id: number }) => e.id === eventId).categories[0].ticketsLeft).toBe(0);
  });

  it('checks the sale: paid above the total, a bad mobile, a blank name, an inactive category', async () => {
    await admin.post('/api/event/category/tickets', { categoryId, tickets: 20 });
    expect((await market('POST', '/events/registration', sale({ paidAmount: 251 }))).json()).toEqual(failed(EventMessages.paidTooHigh));
    expect((await market('POST', '/events/registration', sale({}, { mobile: '12' }))).json()).toEqual(
      failed(CheckoutMessages.invalidMobile),
    );
    expect((await market('POST', '/events/registration', sale({}, { name: '  ' }))).json()).toEqual(failed(CheckoutMessages.nameRequired));
    await admin.post('/api/event/category/status', { categoryId, status: false });
    expect((await market('POST', '/events/registration', sale())).json()).toEqual(failed(EventMessages.categoryInactive));
    expect((await market('GET', '/events')).json().events.some((e: { id: number }) => e.id === eventId)).toBe(false);
    await admin.post('/api/event/category/status', { categoryId, status: true });
    for (const body of [
      { ...sale(), tickets: 0 },
      { ...sale(), eventId: 'x' },
      { ...sale(), customer: { name: 'A', mobile: '9812345678', email: 'not-an-email' } },
    ]) {
      const res = await market('POST', '/events/registration', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().requestStatus).toBe(0);
    }
  });

  it("refuses a wrong, missing or revoked key, and other clubs' event ids", async () => {
    expect((await market('POST', '/events/registration', sale(), 'cdm_wrong')).statusCode).toBe(401);
    expect((await market('GET', '/events', undefined, '')).json()).toEqual(failed(M.invalidKey));
    const spare = (await admin.post('/api/club/marketplace/keys', { name: 'Spare' })).json();
    expect((await market('GET', '/events', undefined, spare.key)).statusCode).toBe(200);
    await admin.post('/api/club/marketplace/keys/revoke', { id: spare.keyInfo.id });
    expect((await market('POST', '/events/registration', sale(), spare.key)).statusCode).toBe(401);
    // Riverside's key with this club's event and category: not found, nothing sold.
    const [before] = await q<{ sold: number }>(sql`SELECT sold_tickets AS sold FROM event_categories WHERE id = ${categoryId}`);
    expect((await market('POST', '/events/registration', sale(), otherKey)).json()).toEqual(failed(EventMessages.categoryNotFound));
    const [after] = await q<{ sold: number }>(sql`SELECT sold_tickets AS sold FROM event_categories WHERE id = ${categoryId}`);
    expect(after.sold).toBe(before.sold);
    // A category of another event of the same club is not this event's.
    const other = (await admin.post('/api/event/create', { name: 'Other' })).json().id;
    expect((await market('POST', '/events/registration', sale({ eventId: other }))).json()).toEqual(failed(EventMessages.categoryNotFound));
  });

  it('a repeated Idempotency-Key registers once; the routes are in the OpenAPI', async () => {
    const headers = { 'idempotency-key': 'mk-ev-1' };
    const [a, b] = await Promise.all([
      market('POST', '/events/registration', sale({}, { mobile: '9812399999' }), key, headers),
      market('POST', '/events/registration', sale({}, { mobile: '9812399999' }), key, headers),
    ]);
    expect(a.json()).toEqual(b.json());
    expect(a.json().requestStatus).toBe(1);
    const n = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM event_registrations WHERE customer_mobile = '9812399999'`);
    expect(n).toEqual([{ n: 1 }]);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/marketplace/events', '/api/marketplace/events/registration']));
    expect(doc.paths['/api/marketplace/events/registration'].post.security).toEqual([{ marketplaceKey: [] }]);
  });
});
