import { call } from './http';
import type { FreeSlot } from './booking-run';
import { percentile, type ResultRow } from './results';

/**
 * After the booking (issue 8): for each of up to `count` fresh bookings, one desk reads the
 * booking details, takes a payment (with an Idempotency-Key), downloads its receipt PDF and
 * reschedules the booking to another free slot. Latency per call; failures are counted.
 */
export async function runAfterBooking(o: { baseUrl: string; database: string; token: string; slots: FreeSlot[]; count: number; seconds: number }): Promise<ResultRow[]> {
  const ms = { details: [] as number[], pay: [] as number[], receipt: [] as number[], reschedule: [] as number[] };
  const bad = { details: 0, pay: 0, receipt: 0, reschedule: 0 };
  const deadline = Date.now() + o.seconds * 1000;
  const { token, baseUrl } = o;
  for (let i = 0; i + 1 < o.slots.length && i / 2 < o.count && Date.now() < deadline; i += 2) {
    const [from, to] = [o.slots[i], o.slots[i + 1]];
    if (from.activityId !== to.activityId) continue;
    await call(baseUrl, 'POST', '/api/carting/clear', { token });
    if ((await call(baseUrl, 'POST', '/api/carting/slot/add', { token, body: from })).body.requestStatus !== 1) continue;
    const made = await call(baseUrl, 'POST', '/api/booking', { token, body: { customerDetails: { name: 'Bench After', mobile: `98${String(10_000_000 + i).slice(-8)}` } } });
    const bookingId = made.body.bookingId as number | undefined;
    if (!bookingId) continue;
    const details = await call(baseUrl, 'GET', `/api/booking/details?bookingId=${bookingId}`, { token });
    ms.details.push(details.ms);
    if (details.body.requestStatus !== 1) bad.details++;
    const pay = await call(baseUrl, 'POST', '/api/booking/payment/update', { token, body: { bookingId, amount: 1, transactionData: { mode: 1, type: 3 } } });
    ms.pay.push(pay.ms);
    if (pay.body.requestStatus !== 1) bad.pay++;
    const receipt = await call(baseUrl, 'GET', `/api/receipt?transactionId=${pay.body.transactionId}`, { token });
    ms.receipt.push(receipt.ms);
    if (receipt.status !== 200) bad.receipt++;
    const moved = await call(baseUrl, 'POST', '/api/booking/reschedule', { token, body: { bookingId, rescheduleDate: to.date, startTime: to.time, courtId: to.courtId } });
    ms.reschedule.push(moved.ms);
    if (moved.body.requestStatus !== 1) bad.reschedule++;
  }
  const row = (endpoint: string, list: number[], notOk: number, note: string): ResultRow => ({
    endpoint, database: o.database, requests: list.length, p50: percentile(list, 50), p99: percentile(list, 99), reqPerSec: NaN, non2xx: 0, notOk, note,
  });
  return [
    row('GET /api/booking/details', ms.details, bad.details, 'full details with history, one desk, sequential'),
    row('POST /api/booking/payment/update', ms.pay, bad.pay, 'Pay Now of 1.00 cash'),
    row('GET /api/receipt', ms.receipt, bad.receipt, 'ms per receipt PDF (pdfmake, DejaVu), request included'),
    row('POST /api/booking/reschedule', ms.reschedule, bad.reschedule, 'to another free slot of the same activity'),
  ];
}
