import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setup, type Client } from './booking-fixtures';
import { failed, riversideClient } from './booking-after-fixtures';
import type { TestApp } from './helpers/test-app';
import { EventMessages, type EventCategory } from '../../contract/events';
import { rows } from '../../server/db/rows';
import { addDays, todayIn } from '../../server/core/local-time';
import { messageCode } from '../../server/plugins/message-codes';

let t: TestApp;
let admin: Client;
let desk: Client;
let riverside: Client;
let eventId: number;
let categoryId: number;
let subId: number;
const today = todayIn('Asia/Kolkata');
const category = { name: 'Doubles', price: 300, totalTickets: 3, startDate: today, endDate: addDays(today, 10), active: true };

beforeAll(async () => {
  ({ t, admin, desk } = await setup());
  riverside = await riversideClient(t);
  eventId = (await admin.post('/api/event/create', { name: 'Winter Smash' })).json().id;
  categoryId = (await admin.post('/api/event/category/create', { eventId, ...category })).json().id;
  subId = (await admin.post('/api/event/sub-category/create', { categoryId, name: 'Mixed' })).json().id;
});
afterAll(async () => {
  await t?.close();
});

const cats = async () =>
  (await admin.get(`/api/event/category?eventId=${eventId}`)).json() as {
    categoryList: EventCategory[];
    subCategoryList: { id: number; name: string }[];
  };
const register = (tickets: number) =>
  admin.post('/api/event/registration', {
    eventId,
    categoryId,
    tickets,
    paidAmount: 0,
    paymentMode: 0,
    customerDetails: { name: 'Asha', countryCode: '+91', mobile: '9876500124' },
  });

describe('editing events, categories and sub-categories', () => {
  it('renames an event; a blank name is refused', async () => {
    expect((await admin.post('/api/event/update', { eventId, name: '  Winter Smash 2026 ' })).json()).toEqual({
      requestStatus: 1,
      message: EventMessages.eventUpdated,
      ...messageCode(EventMessages.eventUpdated),
    });
    expect((await admin.get('/api/events')).json().eventList).toContainEqual({ id: eventId, name: 'Winter Smash 2026' });
    expect((await admin.post('/api/event/update', { eventId, name: ' ' })).json()).toEqual(failed(EventMessages.nameRequired));
    const [h] = await rows<{ before: { name: string }; after: { name: string } }>(
      t.db.db,
      sql`SELECT before, after FROM history WHERE entity = 'event' AND entity_id = ${eventId} AND action = 'update'`,
    );
    expect(h).toEqual({ before: { name: 'Winter Smash' }, after: { name: 'Winter Smash 2026' } });
  });

  it('edits price, tickets, dates and active with the create rules; the total never goes below sold', async () => {
    const edit = (over: object) => admin.post('/api/event/category/update', { categoryId, ...category, ...over });
    expect((await edit({ price: -1 })).json()).toEqual(failed(EventMessages.invalidPrice));
    expect((await edit({ totalTickets: 1.5 })).json()).toEqual(failed(EventMessages.invalidTickets));
    expect((await edit({ endDate: addDays(today, -1) })).json()).toEqual(failed(EventMessages.invalidDates));
    expect((await edit({ name: '' })).json()).toEqual(failed(EventMessages.nameRequired));
    expect((await register(2)).json().requestStatus).toBe(1);
    expect((await edit({ totalTickets: 1 })).json()).toEqual(failed('Total tickets cannot be less than sold tickets (2)'));
    expect(
      (await edit({ name: 'Mixed Doubles', price: 350.5, totalTickets: 2, endDate: addDays(today, 12), active: false })).json(),
    ).toEqual({ requestStatus: 1, message: EventMessages.categoryUpdated, ...messageCode(EventMessages.categoryUpdated) });
    expect((await cats()).categoryList[0]).toMatchObject({
      name: 'Mixed Doubles',
      price: 350.5,
      totalTickets: 2,
      soldTickets: 2,
      endDate: addDays(today, 12),
      active: false,
    });
    // Inactive and sold out: both refuse a registration; the earlier one keeps the price it was sold at.
    expect((await register(1)).json()).toEqual(failed(EventMessages.categoryInactive));
    await edit({ name: 'Mixed Doubles', price: 350.5, totalTickets: 2, active: true });
    expect((await register(1)).json()).toEqual(failed('Only 0 ticket(s) left in this category'));
    const list = (await admin.get(`/api/event/booking/list?eventId=${eventId}`)).json().bookingDetails;
    expect(list[0].summary.gross).toBe(600);
  });

  it('renames a sub-category', async () => {
    expect((await admin.post('/api/event/sub-category/update', { subCategoryId: subId, name: 'Mixed 35+' })).json()).toEqual({
      requestStatus: 1,
      message: EventMessages.subCategoryUpdated,
      ...messageCode(EventMessages.subCategoryUpdated),
    });
    expect((await cats()).subCategoryList).toEqual([{ id: subId, categoryId, name: 'Mixed 35+' }]);
    expect((await admin.post('/api/event/sub-category/update', { subCategoryId: subId, name: '' })).json()).toEqual(
      failed(EventMessages.nameRequired),
    );
  });

  it("refuses another club's ids like missing ones, and a desk without the feature", async () => {
    expect((await riverside.post('/api/event/update', { eventId, name: 'Hijack' })).json()).toEqual(failed(EventMessages.eventNotFound));
    expect((await riverside.post('/api/event/category/update', { categoryId, ...category })).json()).toEqual(
      failed(EventMessages.categoryNotFound),
    );
    expect((await riverside.post('/api/event/sub-category/update', { subCategoryId: subId, name: 'x' })).json()).toEqual(
      failed(EventMessages.subCategoryNotFound),
    );
    expect((await admin.get('/api/events')).json().eventList).toContainEqual({ id: eventId, name: 'Winter Smash 2026' });
    for (const url of ['/api/event/update', '/api/event/category/update', '/api/event/sub-category/update']) {
      expect((await desk.post(url, {})).json().requestStatus).toBe(-1);
    }
    const bad = await admin.post('/api/event/category/update', { ...category, categoryId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/categoryId/);
  });
});

describe('demo data', () => {
  it('gives the demo club events with categories, a sub-category and registrations', async () => {
    const events = (await admin.get('/api/events')).json().eventList as { id: number; name: string }[];
    const open = events.find((e) => e.name === 'Winter Badminton Open 2026')!;
    expect(open).toBeDefined();
    const demo = (await admin.get(`/api/event/category?eventId=${open.id}`)).json();
    expect(demo.categoryList.map((c: EventCategory) => c.name)).toEqual(["Men's Singles", "Women's Doubles"]);
    expect(demo.subCategoryList.length).toBeGreaterThan(0);
    const s = (await admin.get(`/api/event/category/summary?eventId=${open.id}`)).json().summaryDetails;
    expect(s).toMatchObject({ totalTickets: 96, totalSoldTickets: 7, totalRegistrations: 5, paidRegistrations: 3 });
    const money = await rows<{ n: number }>(
      t.db.db,
      sql`SELECT count(*)::int AS n FROM transactions WHERE target = 'event' AND event_registration_id IS NOT NULL`,
    );
    expect(money[0].n).toBeGreaterThanOrEqual(7);
  });
});
