import type { AvailabilityReply } from '../../contract/availability';
import { expandAvailability } from '../../contract/availability-wire';
import { call } from './http';
import { percentile, type ResultRow } from './results';

/**
 * A new customer's mobile for bench booking n: 70… is a valid Indian mobile range (libphonenumber
 * refuses some 7… ranges, e.g. 7122…) and the dataset's own customers use 8… and 9…, so bench
 * customers never collide with them.
 */
export function benchMobile(seed: number, n: number): string {
  return `70${String((seed * 10_000 + n) % 100_000_000).padStart(8, '0')}`;
}

/** The checkout the bench desks send: a new customer paying the cart's net price in cash. */
export function cashBookingBody(name: string, mobile: string, net: number) {
  return {
    customerDetails: { name, countryCode: '+91', mobile },
    toBeRegistered: true,
    paymentMode: 1,
    totalPaidAmount: net,
    transactionData: { type: 1, mode: 1 },
    sendSMS: false,
    sendPaymentLink: false,
  };
}

export interface FreeSlot {
  activityId: number;
  courtId: number;
  date: string;
  time: string;
}

/** Free ('Book') slots of some activities on some days, read through POST /api/availability. */
export async function findFreeSlots(
  baseUrl: string,
  token: string,
  activityIds: number[],
  dates: string[],
  needed: number,
): Promise<FreeSlot[]> {
  const found: FreeSlot[] = [];
  for (const date of dates) {
    for (const activityId of activityIds) {
      const reply = await call(baseUrl, 'POST', '/api/availability', { token, body: { activityId, date } });
      if (reply.body.requestStatus !== 1) {
        throw new Error(`availability of activity ${activityId} on ${date}: HTTP ${reply.status} ${reply.body.message ?? ''}`);
      }
      const courts = expandAvailability(reply.body as AvailabilityReply)?.courts ?? [];
      for (const court of courts) {
        for (const s of court.slots) if (s.status === 'Book') found.push({ activityId, courtId: s.courtId, date, time: s.slotTime });
      }
      if (found.length >= needed) return found;
    }
  }
  return found;
}

export interface BookingRunOptions {
  baseUrl: string;
  database: string;
  /** One bearer token per desk; each desk books one slot at a time. */
  tokens: string[];
  slots: FreeSlot[];
  perDesk: number;
  seconds: number;
  /** Makes customers unique across runs: every booking is a new customer's. */
  customerSeed: number;
  aim: string;
}

/**
 * Each desk loops: add a free slot to its cart, then confirm the booking (POST /api/booking)
 * for a new customer paying the full price in cash. Slots are handed out from one queue so no
 * two desks ever want the same slot; a refusal is counted, never retried.
 */
export async function runBookings(o: BookingRunOptions): Promise<ResultRow[]> {
  const cartMs: number[] = [];
  const bookMs: number[] = [];
  const totalMs: number[] = [];
  const failures = { cart: { non2xx: 0, notOk: 0 }, booking: { non2xx: 0, notOk: 0 } };
  let firstFailure: string | undefined;
  let next = 0;
  let serial = 0;
  const deadline = Date.now() + o.seconds * 1000;
  const started = performance.now();

  const fail = (what: 'cart' | 'booking', status: number, message: unknown) => {
    if (status < 200 || status >= 300) failures[what].non2xx++;
    else failures[what].notOk++;
    firstFailure ??= `${what}: HTTP ${status} ${String(message ?? '')}`.trim();
  };

  const desk = async (token: string) => {
    for (let done = 0; done < o.perDesk && Date.now() < deadline && next < o.slots.length; done++) {
      const slot = o.slots[next++];
      const n = serial++;
      const cart = await call(o.baseUrl, 'POST', '/api/carting/slot/add', { token, body: slot });
      cartMs.push(cart.ms);
      if (cart.status !== 200 || cart.body.requestStatus !== 1) {
        fail('cart', cart.status, cart.body.message);
        continue;
      }
      // A slot add answers with what changed (issue 7), the cart's totals among it.
      const net = (cart.body.change as { totals?: { slotsNetPrice?: number } } | undefined)?.totals?.slotsNetPrice ?? 0;
      const booking = await call(o.baseUrl, 'POST', '/api/booking', {
        token,
        body: cashBookingBody(`Bench Customer ${n}`, benchMobile(o.customerSeed, n), net),
      });
      bookMs.push(booking.ms);
      totalMs.push(cart.ms + booking.ms);
      if (booking.status !== 200 || booking.body.requestStatus !== 1) {
        fail('booking', booking.status, booking.body.message);
        // A refused checkout leaves the slot in the cart: empty it so the next booking is one slot.
        await call(o.baseUrl, 'POST', '/api/carting/clear', { token });
      }
    }
  };
  await Promise.all(o.tokens.map((t) => desk(t)));
  const seconds = (performance.now() - started) / 1000;
  const label = o.tokens.length === 1 ? '1 desk' : `${o.tokens.length} desks`;
  const row = (endpoint: string, list: number[], f: { non2xx: number; notOk: number }, aim?: string): ResultRow => ({
    endpoint: `${endpoint} (${label})`,
    database: o.database,
    requests: list.length,
    p50: percentile(list, 50),
    p99: percentile(list, 99),
    reqPerSec: list.length / seconds,
    ...f,
    aim,
  });
  const booked = row('POST /api/booking', bookMs, failures.booking, o.aim);
  if (firstFailure) booked.note = `first failure: ${firstFailure}`;
  if (o.slots.length < o.perDesk * o.tokens.length && next >= o.slots.length) {
    booked.note = [booked.note, `ran out of free slots after ${o.slots.length}`].filter(Boolean).join('; ');
  }
  return [row('POST /api/carting/slot/add', cartMs, failures.cart), booked, row('cart add + booking', totalMs, { non2xx: 0, notOk: 0 })];
}
