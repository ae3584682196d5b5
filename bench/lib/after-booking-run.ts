import { call } from './http';
import type { FreeSlot } from './booking-run';
import { percentile, type ResultRow } from './results';
import { reschedulePairs } from './reschedule-pairs';

/**
 * After the booking (issue 8): for each of up to `count` fresh bookings, one desk reads the
 * booking details, takes a payment (with an Idempotency-Key), downloads its receipt PDF and
 * reschedules the booking to a free slot of another court (reschedule-pairs.ts). Latency per
 * call; failures are counted and the first refusal of each call is quoted in the note.
 */
export async function runAfterBooking(o: {
  baseUrl: string;
  database: string;
  token: string;
  slots: FreeSlot[];
  count: number;
  seconds: number;
}): Promise<ResultRow[]> {
  const ms = { details: [] as number[], pay: [] as number[], receipt: [] as number[], reschedule: [] as number[] };
  const bad = { details: 0, pay: 0, receipt: 0, reschedule: 0 };
  const first: Partial<Record<keyof typeof bad, string>> = {};
  const refused = (what: keyof typeof bad, status: number, message: unknown) => {
    bad[what]++;
    first[what] ??= `HTTP ${status} ${String(message ?? '')}`.trim();
  };
  const deadline = Date.now() + o.seconds * 1000;
  const { token, baseUrl } = o;
  for (const [i, { from, to }] of reschedulePairs(o.slots, o.count).entries()) {
    if (Date.now() >= deadline) break;
    await call(baseUrl, 'POST', '/api/carting/clear', { token });
    if ((await call(baseUrl, 'POST', '/api/carting/slot/add', { token, body: from })).body.requestStatus !== 1) continue;
    const made = await call(baseUrl, 'POST', '/api/booking', {
      token,
      body: { customerDetails: { name: 'Bench After', mobile: `98${String(10_000_000 + i).slice(-8)}` } },
    });
    const bookingId = made.body.bookingId as number | undefined;
    if (!bookingId) continue;
    const details = await call(baseUrl, 'GET', `/api/booking/details?bookingId=${bookingId}`, { token });
    ms.details.push(details.ms);
    if (details.body.requestStatus !== 1) refused('details', details.status, details.body.message);
    const pay = await call(baseUrl, 'POST', '/api/booking/payment/update', {
      token,
      body: { bookingId, amount: 1, transactionData: { mode: 1, type: 3 } },
    });
    ms.pay.push(pay.ms);
    if (pay.body.requestStatus !== 1) refused('pay', pay.status, pay.body.message);
    if (pay.body.transactionId) {
      const receipt = await call(baseUrl, 'GET', `/api/receipt?transactionId=${pay.body.transactionId}`, { token });
      ms.receipt.push(receipt.ms);
      if (receipt.status !== 200) refused('receipt', receipt.status, receipt.body?.message);
    }
    const moved = await call(baseUrl, 'POST', '/api/booking/reschedule', {
      token,
      body: { bookingId, rescheduleDate: to.date, startTime: to.time, courtId: to.courtId },
    });
    ms.reschedule.push(moved.ms);
    if (moved.body.requestStatus !== 1) refused('reschedule', moved.status, moved.body.message);
  }
  const row = (endpoint: string, key: keyof typeof bad, note: string): ResultRow => ({
    endpoint,
    database: o.database,
    requests: ms[key].length,
    p50: percentile(ms[key], 50),
    p99: percentile(ms[key], 99),
    reqPerSec: NaN,
    non2xx: 0,
    notOk: bad[key],
    note: first[key] ? `${note}; first refusal: ${first[key]}` : note,
  });
  return [
    row('GET /api/booking/details', 'details', 'full details with history, one desk, sequential'),
    row('POST /api/booking/payment/update', 'pay', 'Pay Now of 1.00 cash'),
    row('GET /api/receipt', 'receipt', 'ms per receipt PDF (pdfmake, DejaVu), request included'),
    row('POST /api/booking/reschedule', 'reschedule', 'to a free slot of another court, same activity and day'),
  ];
}
