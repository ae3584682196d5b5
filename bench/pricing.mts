/**
 * The pricing bench (issue 30): the engine alone (priceSlot over a week of slots, priceCart of a
 * 20-line cart), then the priced paths through the API in this process on a fresh embedded
 * database with the demo club: the calendar's day read (every slot priced) and a desk booking
 * (cart add + checkout). Prints medians and the load average; never fails on timing.
 *
 *   npx tsx bench/pricing.mts            # BENCH_PRICING_ROUNDS=60 bookings by default
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { priceCart, priceSlot, type PricingRule } from '../server/modules/pricing/engine';
import { createTestApp } from '../tests/api/helpers/test-app';
import { checkout, client, loadIds, plainMonday } from '../tests/api/booking-fixtures';
import { addDays } from '../server/core/local-time';

const ROUNDS = Number(process.env.BENCH_PRICING_ROUNDS ?? 60);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n: number) => `${n.toFixed(3)} ms`;

function engineFigures() {
  const slot = (id: number, startTime: string, endTime: string, priceMinor: number) => ({
    id,
    startTime,
    endTime,
    priceMinor,
    slotDiscount: { 3: 5, 6: 10 },
  });
  const rules: PricingRule[] = [
    {
      priceType: 'regular',
      startDay: 0,
      endDay: 4,
      periodStart: null,
      periodEnd: null,
      slotMinutes: 60,
      slots: [slot(1, '06:00:00', '17:00:00', 40000), slot(2, '17:00:00', '00:00:00', 60000)],
    },
    {
      priceType: 'regular',
      startDay: 5,
      endDay: 6,
      periodStart: null,
      periodEnd: null,
      slotMinutes: 60,
      slots: [slot(3, '06:00:00', '00:00:00', 70000)],
    },
    {
      priceType: 'holiday',
      startDay: 7,
      endDay: 7,
      periodStart: null,
      periodEnd: null,
      slotMinutes: 60,
      slots: [slot(4, '06:00:00', '00:00:00', 80000)],
    },
    {
      priceType: 'special',
      startDay: 0,
      endDay: 6,
      periodStart: '2027-02-01',
      periodEnd: '2027-02-07',
      slotMinutes: 60,
      slots: [slot(5, '06:00:00', '00:00:00', 90000)],
    },
  ];
  const holidays = new Set(['2027-01-26']);
  const days = Array.from({ length: 14 }, (_, i) => addDays('2027-01-25', i * 3));
  const times = Array.from({ length: 36 }, (_, i) => `${String(6 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}:00`);
  const runs: number[] = [];
  let sink = 0;
  for (let r = 0; r < 15; r++) {
    const t0 = performance.now();
    for (let k = 0; k < 40; k++) for (const d of days) for (const t of times) sink += priceSlot(rules, holidays, d, t, 30).priceMinor;
    runs.push((performance.now() - t0) / (40 * days.length * times.length));
  }
  const lines = times.slice(0, 20).map((t, i) => ({ ...priceSlot(rules, holidays, days[0], t, 30), unitPriceMinor: 40000 + i, count: 1 }));
  const carts: number[] = [];
  for (let r = 0; r < 15; r++) {
    const t0 = performance.now();
    for (let k = 0; k < 2000; k++) sink += priceCart(lines)[0].netMinor;
    carts.push((performance.now() - t0) / 2000);
  }
  if (sink === -1) console.log(sink);
  return { priceSlotUs: median(runs) * 1000, priceCartUs: median(carts) * 1000 };
}

async function apiFigures() {
  const t = await createTestApp();
  try {
    const desk = client(t, await t.login('admin', 'admin123'));
    const ids = await loadIds(desk);
    const courts = Object.entries(ids.courts)
      .filter(([name]) => /^Court \d$/.test(name))
      .map(([, id]) => id);
    const reads: number[] = [];
    const date = plainMonday(35);
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const r = await desk.post('/api/availability', { activityId: ids.badminton, date: addDays(date, i % 7) });
      reads.push(performance.now() - t0);
      if (r.statusCode !== 200) throw new Error(`availability ${r.statusCode}`);
    }
    const bookings: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const time = `${String(6 + (i % 16)).padStart(2, '0')}:00:00`;
      const day = addDays(date, Math.floor(i / (16 * courts.length)) + 7);
      const court = courts[Math.floor(i / 16) % courts.length];
      const t0 = performance.now();
      const add = (await desk.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: court, date: day, time })).json();
      const booked = (await desk.post('/api/booking', checkout({}, { mobile: `91234${String(56000 + i)}` }))).json();
      bookings.push(performance.now() - t0);
      if (add.requestStatus !== 1 || booked.requestStatus !== 1) throw new Error(`booking ${i}: ${JSON.stringify([add, booked])}`);
    }
    return { dayReadMs: median(reads), bookingMs: median(bookings) };
  } finally {
    await t.close();
  }
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(`load average before: ${load()} (${os.cpus().length} cores)`);
const engine = engineFigures();
console.log(`priceSlot: ${engine.priceSlotUs.toFixed(3)} µs per slot; priceCart (20 lines): ${engine.priceCartUs.toFixed(3)} µs`);
const api = await apiFigures();
console.log(
  `day read (availability, priced): median ${ms(api.dayReadMs)}; desk booking (cart add + checkout): median ${ms(api.bookingMs)} over ${ROUNDS}`,
);
console.log(`load average after: ${load()}`);
