import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addDays, todayIn } from '../../server/core/local-time';
import { weekdayOf } from '../../server/core/dates';
import type { AvailabilityReply, Slot } from '../../contract/availability';
import { expandAvailability, type ExpandedDay } from '../../contract/availability-wire';

export interface Ids {
  badminton: number;
  football: number;
  swimming: number;
  courts: Record<string, number>;
}

/** The demo's holidays (server/demo/booking-pricing-seed.ts): three fixed dates and today + 3. */
export function isDemoHoliday(date: string): boolean {
  return ['2026-12-25', '2027-01-01', '2027-01-26', addDays(todayIn('Asia/Kolkata'), 3)].includes(date);
}

/** A Monday at least `ahead` days out: regular weekday pricing, no holiday, no special period. */
export function plainMonday(ahead = 28, weeks = 0): string {
  let d = addDays(todayIn('Asia/Kolkata'), ahead);
  while (weekdayOf(d) !== 0 || isDemoHoliday(d)) d = addDays(d, 1);
  return addDays(d, weeks * 7);
}

export interface Client {
  token: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: object, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export function client(t: TestApp, token: string): Client {
  return {
    token,
    get: (url) => t.app.inject({ method: 'GET', url, headers: t.authHeader(token) }),
    post: (url, payload, headers = {}) =>
      t.app.inject({ method: 'POST', url, headers: { ...t.authHeader(token), ...headers }, ...(payload ? { payload } : {}) }),
  };
}

export async function loadIds(c: Client): Promise<Ids> {
  const acts = (await c.get('/api/activities')).json().activities as { activityId: number; activityName: string }[];
  const id = (name: string) => acts.find((a) => a.activityName === name)!.activityId;
  const ids: Ids = { badminton: id('Badminton'), football: id('Football Turf'), swimming: id('Swimming Session'), courts: {} };
  for (const activityId of [ids.badminton, ids.football, ids.swimming]) {
    const list = (await c.get(`/api/court/details?activityId=${activityId}`)).json().courtList as { courtId: number; courtName: string }[];
    for (const court of list) ids.courts[court.courtName] = court.courtId;
  }
  return ids;
}

export async function setup(opts: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(opts);
  const admin = client(t, await t.login('admin', 'admin123'));
  const desk = client(t, await t.login('desk', 'desk123'));
  return { t, admin, desk, ids: await loadIds(admin) };
}

export const customer = (over: Record<string, unknown> = {}) => ({
  name: 'Test Player',
  countryCode: '+91',
  mobile: '9123456780',
  email: 'player@example.com',
  ...over,
});

export function checkout(over: Record<string, unknown> = {}, customerOver: Record<string, unknown> = {}) {
  return {
    paymentMode: 0,
    totalPaidAmount: 0,
    bookingRemarks: '',
    customerDetails: customer(customerOver),
    transactionData: { type: 1, mode: over.paymentMode ?? 0 },
    sendSMS: false,
    sendPaymentLink: false,
    ...over,
  };
}

/** The spec's courts and slots of an availability reply (lean on the wire, ADR 0023). */
export function dayOf(reply: AvailabilityReply | ExpandedDay): ExpandedDay {
  if (reply.courts?.every((c) => 'slots' in c)) return reply as ExpandedDay;
  const day = expandAvailability(reply as AvailabilityReply);
  if (!day) throw new Error(`not a day: ${JSON.stringify(reply).slice(0, 200)}`);
  return day;
}

export function slotOf(availability: AvailabilityReply | ExpandedDay, courtId: number, time: string): Slot {
  return dayOf(availability)
    .courts.find((c) => c.courtId === courtId)!
    .slots.find((s) => s.slotTime === time)!;
}
