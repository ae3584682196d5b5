import type { AvailabilityReply } from '../../contract/availability';
import { expandAvailability } from '../../contract/availability-wire';
import { todayInBenchZone } from '../dataset/build';
import { addDays } from '../dataset/foundation';
import { BENCH_PASSWORD, MEMBERS_PER_CLUB, OWNER_CLUB_KEYS, deskUsername } from '../dataset/spec';
import { benchMobile, cashBookingBody, findFreeSlots, type FreeSlot } from './booking-run';
import { call, login } from './http';
import { openLiveStream, type LiveStream } from './live-stream';
import { percentile, type ResultRow } from './results';

/** Desks per club; the three clubs the bench owner runs make 12 desks. */
export const SATURDAY_DESKS_PER_CLUB = 4;
/** A desk person's pace: one action every 2 s (human), then twice that. */
export const SATURDAY_PACES = [
  { label: 'human rate', intervalMs: 2000 },
  { label: '2× human rate', intervalMs: 1000 },
] as const;
/** Holds and bookings go to days a week or two ahead, about half free in the dataset. */
const BOOKING_DAYS = [7, 8, 9, 10, 11, 12, 13, 14];

/**
 * What a desk does, in the order it does it, over and over: it watches today's calendar (reads
 * and refreshes with the day's ETag), holds a slot and books it with an advance in cash, looks a
 * booking up, takes a payment on a booking that owes (Pay Now), looks a member up and checks a
 * player in. Its live stream stays open throughout.
 */
export const DESK_CYCLE = [
  'calendar day read',
  'calendar refresh',
  'hold (cart add)',
  'booking with payment',
  'booking search (id)',
  'calendar refresh',
  'pay now',
  'member search (phone)',
  'check-in',
  'calendar refresh',
] as const;
export type DeskAction = (typeof DESK_CYCLE)[number] | 'live stream open';

interface Club {
  key: string;
  /** The activity its desks keep on screen (the first one: Badminton or Padel). */
  activityId: number;
  today: string;
  /** Today's bookings, from the calendar: every one may be checked in; those that owe may be paid. */
  checkins: number[];
  owing: number[];
  free: FreeSlot[];
}

interface Desk {
  club: Club;
  token: string;
  etag: string | null;
  /** The booking this desk's hold becomes (null: the hold was refused or there was no free slot). */
  held: { net: number } | null;
  serial: number;
}

interface Sample {
  action: DeskAction;
  ms: number;
  /** 'http' for a non-2xx answer or a network error, 'status' for a 2xx whose requestStatus is not 1. */
  failed?: 'http' | 'status';
  message?: string;
}

async function prepareClub(baseUrl: string, key: string, token: string, needed: number): Promise<Club> {
  const today = todayInBenchZone();
  const activities = ((await call(baseUrl, 'GET', '/api/activities', { token })).body.activities ?? []) as { activityId: number }[];
  if (!activities.length) throw new Error(`the ${key} club lists no activities`);
  const checkins: number[] = [];
  const owing: number[] = [];
  for (const { activityId } of activities) {
    const reply = await call(baseUrl, 'POST', '/api/availability', { token, body: { activityId, date: today } });
    for (const court of expandAvailability(reply.body as AvailabilityReply)?.courts ?? []) {
      for (const slot of court.slots) {
        if (!slot.bookingId || checkins.includes(slot.bookingId)) continue;
        checkins.push(slot.bookingId);
        if (slot.paymentPending) owing.push(slot.bookingId);
      }
    }
  }
  const days = BOOKING_DAYS.map((d) => addDays(today, d));
  const free = await findFreeSlots(
    baseUrl,
    token,
    activities.map((a) => a.activityId),
    days,
    needed,
  );
  // Shuffled: desks rarely want neighbouring slots at once, as at a real desk.
  for (let i = free.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [free[i], free[j]] = [free[j], free[i]];
  }
  return { key, activityId: activities[0].activityId, today, checkins, owing, free };
}

/** One action of one desk; every request is the console's own, with the desk's session. */
async function act(baseUrl: string, desk: Desk, action: (typeof DESK_CYCLE)[number], seed: number): Promise<Sample[]> {
  const { token, club } = desk;
  const ok = (
    reply: { status: number; body: { requestStatus?: number; message?: string } },
    ms: number,
    a: DeskAction = action,
  ): Sample => ({
    action: a,
    ms,
    failed: reply.status < 200 || reply.status >= 300 ? 'http' : reply.body.requestStatus === 1 ? undefined : 'status',
    message: reply.body.message,
  });
  switch (action) {
    case 'calendar day read':
    case 'calendar refresh': {
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-encoding': 'br, gzip',
      };
      if (action === 'calendar refresh' && desk.etag) headers['if-none-match'] = desk.etag;
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/availability`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ activityId: club.activityId, date: club.today }),
      });
      await res.arrayBuffer();
      const ms = performance.now() - started;
      desk.etag = res.headers.get('etag') ?? desk.etag;
      return [{ action, ms, failed: res.status === 200 || res.status === 304 ? undefined : 'http', message: `HTTP ${res.status}` }];
    }
    case 'hold (cart add)': {
      const slot = club.free.shift();
      if (!slot) return [];
      const reply = await call(baseUrl, 'POST', '/api/carting/slot/add', { token, body: slot });
      const net = (reply.body.change as { totals?: { slotsNetPrice?: number } } | undefined)?.totals?.slotsNetPrice ?? 0;
      desk.held = reply.body.requestStatus === 1 ? { net } : null;
      return [ok(reply, reply.ms)];
    }
    case 'booking with payment': {
      if (!desk.held) return [];
      const n = desk.serial++;
      // An advance of half the price in cash: the booking owes the rest (Pay Now takes it later).
      const advance = Math.round(desk.held.net * 50) / 100;
      const body = cashBookingBody(`Saturday Customer ${n}`, benchMobile(seed, n), advance);
      const reply = await call(baseUrl, 'POST', '/api/booking', { token, body });
      desk.held = null;
      if (reply.body.requestStatus !== 1) await call(baseUrl, 'POST', '/api/carting/clear', { token });
      else if (typeof reply.body.bookingId === 'number') club.owing.push(reply.body.bookingId);
      return [ok(reply, reply.ms)];
    }
    case 'booking search (id)': {
      const id = club.checkins[(desk.serial * 7 + seed) % Math.max(1, club.checkins.length)];
      if (!id) return [];
      const reply = await call(baseUrl, 'GET', `/api/booking/search?input=${id}&page=1`, { token });
      return [ok(reply, reply.ms)];
    }
    case 'pay now': {
      const bookingId = club.owing.shift();
      if (!bookingId) return [];
      const reply = await call(baseUrl, 'POST', '/api/booking/payment/update', {
        token,
        body: { bookingId, amount: 1, transactionData: { mode: 1, type: 3 } },
      });
      return [ok(reply, reply.ms)];
    }
    case 'member search (phone)': {
      const mobile = String(8000000000 + ((desk.serial * 131 + seed) % MEMBERS_PER_CLUB));
      const reply = await call(baseUrl, 'GET', `/api/member/search?mobile=${mobile}&countryCode=%2B91`, { token });
      return [ok(reply, reply.ms)];
    }
    case 'check-in': {
      const bookingId = club.checkins.shift();
      if (!bookingId) return [];
      const reply = await call(baseUrl, 'POST', '/api/booking/checkin', { token, body: { bookingId } });
      return [ok(reply, reply.ms)];
    }
  }
}

export interface SaturdayOptions {
  baseUrl: string;
  database: string;
  seconds: number;
  log: (line: string) => void;
}

function rowsOf(samples: Sample[], database: string, pace: string, seconds: number): ResultRow[] {
  const actions = [...new Set(samples.map((s) => s.action))];
  return actions.map((action) => {
    const of = samples.filter((s) => s.action === action);
    const ms = of.map((s) => s.ms);
    const refusal = of.find((s) => s.failed)?.message;
    return {
      endpoint: `Saturday: ${action} (${pace})`,
      database,
      requests: of.length,
      p50: percentile(ms, 50),
      p99: percentile(ms, 99),
      reqPerSec: of.length / seconds,
      non2xx: of.filter((s) => s.failed === 'http').length,
      notOk: of.filter((s) => s.failed === 'status').length,
      aim: database === 'PGlite' ? 'p99 ≤ 100 ms, 0 errors' : undefined,
      note: refusal ? `first refusal: ${refusal}` : undefined,
    };
  });
}

/**
 * Issue 33's busy Saturday: 12 desks (4 at each of the bench owner's three clubs), each with
 * its own session and live stream, doing DESK_CYCLE through the real HTTP API at one action every
 * 2 s, then at twice that, `seconds` each. Each desk starts at a random point of its first
 * interval, so the actions of the desks are spread, not in step. An action slower than the pace
 * delays that desk's next one (a person waits for the screen).
 */
export async function runSaturday(o: SaturdayOptions): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  // Customers' mobiles (booking-run.ts benchMobile) apart from the booking runs' of the same minute.
  const seed = (Math.floor(Date.now() / 1000) + 50_000) % 100_000;
  // Holds per desk and pace at most: one per cycle at the faster pace, with a margin.
  const perDesk = Math.ceil(o.seconds / DESK_CYCLE.length) + 2;
  const desks: Desk[] = [];
  const streams: LiveStream[] = [];
  const opened: Sample[] = [];
  for (const key of OWNER_CLUB_KEYS) {
    const tokens: string[] = [];
    for (let i = 1; i <= SATURDAY_DESKS_PER_CLUB; i++) tokens.push((await login(o.baseUrl, deskUsername(key, i), BENCH_PASSWORD)).token);
    const club = await prepareClub(o.baseUrl, key, tokens[0], perDesk * SATURDAY_DESKS_PER_CLUB * SATURDAY_PACES.length);
    o.log(`Saturday: ${key}: ${club.checkins.length} bookings today (${club.owing.length} owing), ${club.free.length} free slots ahead`);
    for (const token of tokens) {
      const stream = await openLiveStream(o.baseUrl, token);
      streams.push(stream);
      opened.push({
        action: 'live stream open',
        ms: stream.openMs,
        failed: stream.status === 200 ? undefined : 'http',
        message: `HTTP ${stream.status}`,
      });
      desks.push({ club, token, etag: null, held: null, serial: 0 });
    }
  }
  try {
    for (const pace of SATURDAY_PACES) {
      o.log(`Saturday: ${desks.length} desks, one action each every ${pace.intervalMs / 1000} s, for ${o.seconds} s`);
      const samples: Sample[] = [];
      const started = performance.now();
      const end = started + o.seconds * 1000;
      await Promise.all(
        desks.map(async (desk, d) => {
          let due = started + Math.random() * pace.intervalMs;
          for (let k = d % DESK_CYCLE.length; due < end; k++) {
            const wait = due - performance.now();
            if (wait > 0) await new Promise((r) => setTimeout(r, wait));
            try {
              samples.push(...(await act(o.baseUrl, desk, DESK_CYCLE[k % DESK_CYCLE.length], seed + d)));
            } catch (err) {
              samples.push({ action: DESK_CYCLE[k % DESK_CYCLE.length], ms: NaN, failed: 'http', message: (err as Error).message });
            }
            due = Math.max(due + pace.intervalMs, performance.now());
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const events = streams.reduce((n, s) => n + s.events(), 0);
      const paceRows = rowsOf([...(pace === SATURDAY_PACES[0] ? opened : []), ...samples], o.database, pace.label, seconds);
      paceRows[0].note = [paceRows[0].note, `${desks.length} live streams open, ${events} events received so far`]
        .filter(Boolean)
        .join('; ');
      rows.push(...paceRows);
    }
  } finally {
    for (const s of streams) s.close();
    for (const desk of desks) await call(o.baseUrl, 'POST', '/api/carting/clear', { token: desk.token }).catch(() => undefined);
  }
  return rows;
}
