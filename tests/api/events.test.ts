import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { client, setup, type Client } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { EventMessages, type EventBooking, type EventCategory } from '../../contract/events';
import { CheckoutMessages } from '../../contract/checkout';
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

beforeAll(async () => {
  ({ t, admin, desk } = await setup());
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

const register = (over: Record<string, unknown> = {}, customer: Record<string, unknown> = {}, c = admin) =>
  c.post('/api/event/registration', {
    eventId,
    categoryId,
    tickets: 1,
    paidAmount: 0,
    paymentMode: 0,
    customerDetails: { name: 'Runner', countryCode: '+91', mobile: '9123456780', email: 'r@example.com', ...customer },
    ...over,
  });
const categories = async () => (await admin.get(`/api/event/category?eventId=${eventId}`)).json();

describe('admin creates events, categories and sub-categories', () => {
  it('creates them and checks names, prices, tickets and dates', async () => {
    const ev = await admin.post('/api/event/create', { name: 'City 10K' });
    expect(ev.json()).toMatchObject({ requestStatus: 1, message: EventMessages.eventCreated, ...messageCode(EventMessages.eventCreated) });
    eventId = ev.json().id;
    expect((await admin.post('/api/event/create', { name: ' ' })).json()).toEqual({
      requestStatus: 0,
      message: EventMessages.nameRequired,
      code: 'nameRequired',
    });
    const base = { eventId, name: 'Open', price: 500, totalTickets: 5, startDate: today, endDate: addDays(today, 30) };
    expect((await admin.post('/api/event/category/create', { ...base, price: -1 })).json().message).toBe(EventMessages.invalidPrice);
    expect((await admin.post('/api/event/category/create', { ...base, totalTickets: 'x' })).json().message).toBe(
      EventMessages.invalidTickets,
    );
    expect((await admin.post('/api/event/category/create', { ...base, endDate: addDays(today, -1) })).json().message).toBe(
      EventMessages.invalidDates,
    );
    const cat = await admin.post('/api/event/category/create', base);
    expect(cat.json().requestStatus).toBe(1);
    categoryId = cat.json().id;
    const sub = await admin.post('/api/event/sub-category/create', { categoryId, name: 'Women 30+' });
    subId = sub.json().id;
    const list = await categories();
    expect(list.categoryList[0]).toMatchObject({ id: categoryId, name: 'Open', active: true, price: 500, totalTickets: 5, soldTickets: 0 });
    expect(list.subCategoryList).toEqual([{ id: subId, categoryId, name: 'Women 30+' }]);
    expect((await admin.get('/api/events')).json().eventList).toContainEqual({ id: eventId, name: 'City 10K' });
  });
});

describe('desk registration with payment', () => {
  it('checks the person and the payment, writes the money row, and counts tickets', async () => {
    expect((await register({}, { name: '' })).json()).toEqual({
      requestStatus: 0,
      message: CheckoutMessages.nameRequired,
      code: 'nameRequired',
    });
    expect((await register({}, { mobile: '12' })).json()).toEqual({
      requestStatus: 0,
      message: CheckoutMessages.invalidMobile,
      code: 'invalidMobile',
    });
    expect((await register({ tickets: 0 })).json()).toEqual({
      requestStatus: 0,
      message: EventMessages.ticketCount,
      ...messageCode(EventMessages.ticketCount),
    });
    expect((await register({ paidAmount: 100, paymentMode: 0 })).json()).toEqual({
      requestStatus: 0,
      message: CheckoutMessages.advanceNeedsMode,
      code: 'advanceNeedsMode',
    });
    expect((await register({ tickets: 1, paidAmount: 600, paymentMode: 1 })).json()).toEqual({
      requestStatus: 0,
      message: EventMessages.paidTooHigh,
      ...messageCode(EventMessages.paidTooHigh),
    });
    const ok = await register({ tickets: 2, paidAmount: 1000, paymentMode: 1, subCategoryId: subId });
    expect(ok.json()).toMatchObject({ requestStatus: 1, message: EventMessages.registered, ...messageCode(EventMessages.registered) });
    const id = ok.json().bookingId as number;
    const [tx] = await rows<{ amount: number; target: string }>(
      t.db.db,
      sql`SELECT amount_minor::int AS amount, target FROM transactions WHERE event_registration_id = ${id}`,
    );
    expect(tx).toEqual({ amount: 100000, target: 'event' });
    expect((await register({ tickets: 1 }, { name: 'Zed', mobile: '9123456781' })).json().requestStatus).toBe(1);
    const s = (await admin.get(`/api/event/category/summary?eventId=${eventId}&categoryId=${categoryId}&subCategory=-1`)).json()
      .summaryDetails;
    expect(s).toEqual({
      totalTickets: 5,
      totalSoldTickets: 3,
      totalRegistrations: 2,
      paidRegistrations: 1,
      totalGross: 1500,
      totalPaid: 1000,
    });
    const sub = (await admin.get(`/api/event/category/summary?eventId=${eventId}&categoryId=${categoryId}&subCategory=${subId}`)).json()
      .summaryDetails;
    expect(sub).toMatchObject({ totalSoldTickets: 2, totalRegistrations: 1 });
  });

  it('never oversells tickets with desks registering at once', async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) => register({ tickets: 1 }, { name: `Racer ${i}`, mobile: `91234${70000 + i}` })),
    );
    const bodies = replies.map((r) => r.json());
    expect(bodies.filter((b) => b.requestStatus === 1)).toHaveLength(2);
    expect(bodies.filter((b) => b.requestStatus !== 1).every((b) => b.message === 'Only 0 ticket(s) left in this category')).toBe(true);
    expect((await categories()).categoryList[0]).toMatchObject({ soldTickets: 5, totalTickets: 5 });
  });

  it('Edit Tickets: needs a category, never goes below sold', async () => {
    expect((await admin.post('/api/event/category/tickets', { tickets: 10 })).json()).toEqual({
      requestStatus: 0,
      message: EventMessages.selectCategory,
      ...messageCode(EventMessages.selectCategory),
    });
    expect((await admin.post('/api/event/category/tickets', { categoryId, tickets: 4 })).json()).toEqual({
      requestStatus: 0,
      message: 'Total tickets cannot be less than sold tickets (5)',
      code: 'eventTicketsBelowSold',
      codeValues: { sold: '5' },
    });
    expect((await admin.post('/api/event/category/tickets', { categoryId, tickets: 8 })).json()).toEqual({
      requestStatus: 1,
      message: EventMessages.ticketsUpdated,
      ...messageCode(EventMessages.ticketsUpdated),
    });
    expect((await categories()).categoryList[0].totalTickets).toBe(8);
  });

  it('the Active switch closes registrations', async () => {
    expect((await admin.post('/api/event/category/status', { categoryId, status: false })).json()).toEqual({
      requestStatus: 1,
      message: EventMessages.statusUpdated,
      ...messageCode(EventMessages.statusUpdated),
    });
    expect((await register()).json()).toEqual({
      requestStatus: 0,
      message: EventMessages.categoryInactive,
      ...messageCode(EventMessages.categoryInactive),
    });
    expect(((await categories()).categoryList[0] as EventCategory).active).toBe(false);
    await admin.post('/api/event/category/status', { categoryId, status: true });
  });
});

describe('registration list, drawer and export', () => {
  it('pages and sorts by id, date and name', async () => {
    const page = async (q: string) =>
      (await admin.get(`/api/event/booking/list?eventId=${eventId}&categoryId=${categoryId}&page=1&${q}`)).json();
    const byName = (await page('sort=name&order=asc')).bookingDetails as EventBooking[];
    const names = byName.map((b) => b.customerDetails.customerName);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const byId = (await page('sort=id&order=desc')).bookingDetails as EventBooking[];
    expect(byId.map((b) => b.bookingId)).toEqual([...byId.map((b) => b.bookingId)].sort((a, b) => b - a));
    expect((await page('sort=date&order=asc')).paginationData).toEqual({ next: -1, total: 1, records: 4 });
    for (let i = 0; i < 9; i++) await register({}, { name: `Extra ${i}`, mobile: `91234${71000 + i}` });
    await admin.post('/api/event/category/tickets', { categoryId, tickets: 20 });
    for (let i = 0; i < 9; i++) await register({}, { name: `More ${i}`, mobile: `91234${72000 + i}` });
    const p1 = await page('sort=id');
    expect(p1.bookingDetails).toHaveLength(10);
    expect(p1.paginationData.next).toBe(2);
    const first = p1.bookingDetails[0] as EventBooking;
    const drawer = (await admin.get(`/api/event/booking/details?bookingId=${first.bookingId}`)).json();
    expect(drawer.booking).toMatchObject({
      bookingId: first.bookingId,
      handler: 'admin',
      transactions: [expect.objectContaining({ mode: 0 })],
    });
  });

  it('exports .xlsx with formula-looking names as text', async () => {
    expect((await register({}, { name: '=1+2', mobile: '9123479999' })).json().requestStatus).toBe(1);
    const res = await admin.get(`/api/event/booking/list/download?eventId=${eventId}&categoryId=${categoryId}&subCategory=-1`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="event_booking.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(1).value).toBe('Booking Id');
    const names: ExcelJS.Cell[] = [];
    ws.eachRow((row, n) => {
      if (n > 1) names.push(row.getCell(6));
    });
    const regs = (await admin.get(`/api/event/category/summary?eventId=${eventId}`)).json().summaryDetails.totalRegistrations;
    expect(names).toHaveLength(regs);
    const evil = names.find((c) => String(c.value).includes('1+2'))!;
    expect(evil.value).toBe("'=1+2");
    expect(evil.formula).toBeUndefined();
  });
});

describe('scope and permissions', () => {
  it("refuses another club's event, category and registration ids like missing ones", async () => {
    expect((await riverside.get(`/api/event/category?eventId=${eventId}`)).json()).toEqual({
      requestStatus: 0,
      message: EventMessages.eventNotFound,
      ...messageCode(EventMessages.eventNotFound),
    });
    expect((await riverside.post('/api/event/category/tickets', { categoryId, tickets: 100 })).json()).toEqual({
      requestStatus: 0,
      message: EventMessages.categoryNotFound,
      ...messageCode(EventMessages.categoryNotFound),
    });
    expect((await riverside.post('/api/event/category/status', { categoryId, status: false })).json()).toEqual({
      requestStatus: 0,
      message: EventMessages.categoryNotFound,
      ...messageCode(EventMessages.categoryNotFound),
    });
    expect((await riverside.post('/api/event/sub-category/create', { categoryId, name: 'x' })).json()).toEqual({
      requestStatus: 0,
      message: EventMessages.categoryNotFound,
      ...messageCode(EventMessages.categoryNotFound),
    });
    expect(
      (
        await riverside.post('/api/event/category/create', {
          eventId,
          name: 'x',
          price: 1,
          totalTickets: 1,
          startDate: today,
          endDate: today,
        })
      ).json(),
    ).toEqual({ requestStatus: 0, message: EventMessages.eventNotFound, ...messageCode(EventMessages.eventNotFound) });
    expect((await register({}, {}, riverside)).json()).toEqual({
      requestStatus: 0,
      message: EventMessages.categoryNotFound,
      ...messageCode(EventMessages.categoryNotFound),
    });
    const list = (await riverside.get(`/api/event/booking/list?eventId=${eventId}`)).json();
    expect(list.bookingDetails).toEqual([]);
    const one = (await admin.get(`/api/event/booking/list?eventId=${eventId}`)).json().bookingDetails[0] as EventBooking;
    expect((await riverside.get(`/api/event/booking/details?bookingId=${one.bookingId}`)).json()).toEqual({
      requestStatus: 0,
      message: EventMessages.bookingNotFound,
      ...messageCode(EventMessages.bookingNotFound),
    });
    const s = (await riverside.get(`/api/event/category/summary?eventId=${eventId}`)).json().summaryDetails;
    expect(s).toMatchObject({ totalTickets: 0, totalRegistrations: 0 });
  });

  it('answers -1 to a desk without the Events feature', async () => {
    expect((await desk.get('/api/events')).json().requestStatus).toBe(-1);
    expect((await desk.post('/api/event/registration', {})).json().requestStatus).toBe(-1);
  });
});
