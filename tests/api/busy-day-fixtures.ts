import { expect } from 'vitest';
import { checkout, dayOf, type Client } from './booking-fixtures';
import { riversideClient } from './helpers/riverside';
import type { TestApp } from './helpers/test-app';
import type { Slot } from '../../contract/availability';

/**
 * A busy day at Courtdesk Riverside (the second demo club, which the demo leaves without money
 * rows, members, packages or events): every money row of that club is one the test made, so
 * the figures the screens show can be counted by hand.
 */
export interface Riverside {
  c: Client;
  clubId: number;
  tennis: number;
  courts: Record<string, number>;
  ballCan: { extraId: number; price: number };
}

export async function openRiverside(t: TestApp): Promise<Riverside> {
  const c = await riversideClient(t);
  const clubs = (await c.get('/api/reports/clubs')).json().clubs as { clubId: number; clubName: string }[];
  const clubId = clubs.find((x) => x.clubName === 'Courtdesk Riverside')!.clubId;
  const acts = (await c.get('/api/activities')).json().activities as { activityId: number; activityName: string }[];
  const tennis = acts.find((a) => a.activityName === 'Tennis')!.activityId;
  const list = (await c.get(`/api/court/details?activityId=${tennis}`)).json().courtList as { courtId: number; courtName: string }[];
  const courts = Object.fromEntries(list.map((x) => [x.courtName, x.courtId]));
  const extras = (await c.get('/api/club/extras')).json().extras as { extraId: number; name: string; price: number }[];
  const ball = extras.find((e) => e.name === 'Ball can')!;
  return { c, clubId, tennis, courts, ballCan: { extraId: ball.extraId, price: ball.price } };
}

/** One money row the test expects, written down by hand as each action is taken. */
export interface ExpectedRow {
  what: string;
  amount: number;
  /** 1 cash, 2 card, 3 other. */
  mode: 1 | 2 | 3;
  shift: 1 | 2;
}

export const sumOf = (list: ExpectedRow[], pick: (r: ExpectedRow) => boolean = () => true) =>
  Math.round(list.filter(pick).reduce((n, r) => n + r.amount * 100, 0)) / 100;

/** A booking the way the console makes it: clear the cart, hold the slot, adjust, confirm. */
export async function book(
  r: Riverside,
  o: {
    court: string;
    date: string;
    time: string;
    name: string;
    mobile: string;
    advance?: { amount: number; mode: 1 | 2 | 3 };
    coupon?: string;
    credits?: { amount: number; pin: string };
    addon?: { quantity: number; advance: number; mode: 1 | 2 | 3 };
  },
): Promise<number> {
  const { c } = r;
  await c.post('/api/carting/clear');
  const add = await c.post('/api/carting/slot/add', { activityId: r.tennis, courtId: r.courts[o.court], date: o.date, time: o.time });
  expect(add.json(), `cart ${o.court} ${o.time}`).toMatchObject({ requestStatus: 1 });
  if (o.addon) {
    const x = await c.post('/api/carting/extra/add', {
      extraId: r.ballCan.extraId,
      quantity: o.addon.quantity,
      advance: o.addon.advance,
      mode: o.addon.mode,
    });
    expect(x.json(), 'cart add-on').toMatchObject({ requestStatus: 1 });
  }
  if (o.coupon) expect((await c.post('/api/coupon/check', { coupon: o.coupon })).json(), 'coupon').toMatchObject({ requestStatus: 1 });
  const advance = o.advance?.amount ?? 0;
  if (o.credits) {
    const redeem = await c.post('/api/club/credits/redeem', {
      credits: o.credits.amount,
      memberPin: o.credits.pin,
      mobile: o.mobile,
      countryCode: '+91',
      advance,
    });
    expect(redeem.json(), 'credits').toMatchObject({ requestStatus: 1 });
  }
  const mode = o.advance?.mode ?? 0;
  const res = await c.post(
    '/api/booking',
    checkout(
      { paymentMode: mode, totalPaidAmount: advance, transactionData: { type: 1, mode }, ...(o.coupon ? { coupon: o.coupon } : {}) },
      { name: o.name, mobile: o.mobile },
    ),
    { 'idempotency-key': `busy-${o.name}-${o.court}-${o.date}-${o.time}` },
  );
  expect(res.json(), `book ${o.court} ${o.time}`).toMatchObject({ requestStatus: 1 });
  return res.json().bookingId as number;
}

/** Every master row of a club's period, page after page as the View Reports table reads them. */
export async function masterRows(c: Client, clubId: number, startDate: string, endDate: string, paid: 0 | 1 = 0) {
  const first = (
    await c.post('/api/reports/transactions/multiple-clubs', { clubIds: [clubId], startDate, endDate, handler: 'All', paid, pageSize: 25 })
  ).json();
  expect(first.requestStatus).toBe(1);
  const club = first.data[0];
  const list: { transactionId: number; amount: number; mode: string; type: string; bookingId: number | null }[] = [...club.rows];
  let next: number | null = club.next;
  while (next !== null) {
    const page = (
      await c.post('/api/reports/transactions/multiple-clubs/page', {
        clubId,
        after: next,
        startDate,
        endDate,
        handler: 'All',
        paid,
        pageSize: 25,
      })
    ).json();
    expect(page.requestStatus).toBe(1);
    list.push(...page.rows);
    next = page.next;
  }
  return {
    summary: first.summary as { paid: number; refund: number; net: number },
    total: club.total as number,
    closes: club.closes ?? [],
    rows: list,
  };
}

export async function report(c: Client, path: string, body: Record<string, unknown>) {
  const res = (await c.post(`/api/reports/${path}/multiple-clubs`, body)).json();
  expect(res.requestStatus, path).toBe(1);
  return res as { summary: Record<string, number>; data: { rows: Record<string, unknown>[]; summary: Record<string, number> }[] };
}

/** The calendar's slot of a booking (the badge is the slot's paymentPending). */
export async function calendarSlot(r: Riverside, date: string, bookingId: number): Promise<Slot | undefined> {
  const day = dayOf((await r.c.post('/api/availability', { activityId: r.tennis, date })).json());
  return day.courts.flatMap((court) => court.slots).find((s) => s.bookingId === bookingId);
}
