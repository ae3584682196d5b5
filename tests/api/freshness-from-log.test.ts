import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { SlotStatus } from '../../contract/availability';
import { buildApp } from '../../server/app';
import { plainMonday, setup, slotOf, type Client, type Ids } from './booking-fixtures';
import { bookOne, sqlOf } from './booking-after-fixtures';
import { TEST_SETTINGS, type TestApp } from './helpers/test-app';

// Freshness from the log (issue 25, ADR 0057): no route drops a cache by hand; every money write
// logs its change, and a second desk on ANOTHER API process (its own day cache, warmed before
// the write) sees the new state in its calendar and in the booking's details within 2 s.
let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
/** The second desk's API process: same database, its own cache. */
let other: FastifyInstance;
const date = plainMonday(42);
let hour = 6;
const nextTime = () => `${String(hour++).padStart(2, '0')}:00:00`;
const BOUND_MS = 2000;

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  other = await buildApp({ db: t.db, settings: TEST_SETTINGS });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const onOther = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await other.inject({ method, url, headers: { authorization: `Bearer ${desk.token}` }, ...(payload ? { payload } : {}) });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** What the second desk sees of one booking: its calendar slot and its details. */
async function deskView(bookingId: number, time: string) {
  const day = await onOther('POST', '/api/availability', { activityId: ids.badminton, date });
  const slot = slotOf(day, ids.courts['Court 1'], time);
  const details = (await onOther('GET', `/api/booking/details?bookingId=${bookingId}`)).bookingDetails;
  return { slot, details };
}
type View = Awaited<ReturnType<typeof deskView>>;

/** Polls the second desk's view until `shows` holds; fails past the 2 s bound. */
async function seenWithin(bookingId: number, time: string, shows: (v: View) => boolean): Promise<View> {
  const started = Date.now();
  for (;;) {
    const view = await deskView(bookingId, time);
    if (shows(view)) return view;
    if (Date.now() - started > BOUND_MS) {
      const { paymentPending, status } = view.slot;
      throw new Error(
        `second desk still shows ${JSON.stringify({ status, paymentPending, balance: view.details.balance })} after ${BOUND_MS} ms`,
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A booking on Court 1 that the second desk has already read (its day now cached there). */
async function booked(advance: number) {
  const time = nextTime();
  const id = await bookOne(admin, ids, { date, time, advance });
  await seenWithin(id, time, (v) => v.slot.status === SlotStatus.booked && v.slot.bookingId === id);
  return { id, time };
}
const ok = async (res: Promise<{ json(): { requestStatus: number } }>) => expect((await res).json()).toMatchObject({ requestStatus: 1 });

describe('a second desk follows every money write through change_log', () => {
  it('Pay Now: the pending badge goes and the balance reads 0', async () => {
    const { id, time } = await booked(0);
    expect((await deskView(id, time)).slot.paymentPending).toBe(true);
    await ok(admin.post('/api/booking/payment/update', { bookingId: id, amount: 400, transactionData: { mode: 1, type: 3 } }));
    await seenWithin(id, time, (x) => !x.slot.paymentPending && x.details.balance === 0);
  });

  it('Edit Amount: a paid booking owes again', async () => {
    const { id, time } = await booked(400);
    expect((await deskView(id, time)).slot.paymentPending).toBe(false);
    await ok(admin.post('/api/booking/amount/update', { bookingId: id, amount: 450 }));
    await seenWithin(
      id,
      time,
      (x) => x.slot.paymentPending && x.details.courtSummary.gross === 450 && x.details.courtSummary.balance === 50,
    );
  });

  it('Add-ons: a paid booking owes for its new add-on', async () => {
    const { id, time } = await booked(400);
    await ok(admin.post('/api/booking/extra/update', { bookingId: id, extras: [{ name: 'Towel', price: 20, quantity: 1 }] }));
    await seenWithin(id, time, (x) => x.slot.paymentPending && x.details.extrasSummary.balance === 20);
  });

  it('Cancel: the slot is free again and the details say cancelled', async () => {
    const { id, time } = await booked(0);
    await ok(admin.post('/api/booking/cancellation', { bookingId: id, refundType: 0, sendSMS: false }));
    await seenWithin(id, time, (x) => x.slot.status === SlotStatus.book && x.details.bookingCancelled);
  });

  it('Refund: the cancelled booking shows what went back', async () => {
    const { id, time } = await booked(150);
    await ok(admin.post('/api/booking/cancellation', { bookingId: id, refundType: 2, refundMode: 1, sendSMS: false }));
    await seenWithin(id, time, (x) => x.slot.status === SlotStatus.book && x.details.bookingCancelled);
    const txs = (await onOther('GET', `/api/transactions/details?bookingId=${id}`)).transactionDetails as {
      kind: string;
      amount: number;
    }[];
    expect(txs.filter((x) => x.kind === 'refund').map((x) => x.amount)).toEqual([-150]);
  });
});

describe('the day cache against the shape of the log', () => {
  it('sees a change whose id is below one already seen (it committed later: ids are not commit order)', async () => {
    const q = sqlOf(t);
    const [{ top }] = await q<{ top: number }>(sql`SELECT COALESCE(max(id), 0)::int AS top FROM change_log`);
    // A later id commits first (another day), and the second desk caches the day after it.
    await q(sql`INSERT INTO change_log (id, club_id, activity_id, slot_date, kind)
      SELECT ${top + 1000}, club_id, activity_id, ${date}::date + 1, 'test' FROM courts WHERE id = ${ids.courts['Court 2']}`);
    await q(sql`SELECT setval(pg_get_serial_sequence('change_log', 'id'), ${top + 2000})`);
    const time = '20:00:00';
    const before = await onOther('POST', '/api/availability', { activityId: ids.badminton, date });
    expect(slotOf(before, ids.courts['Court 2'], time).status).toBe(SlotStatus.book);
    // The straggler: a block on that day, logged under a lower id than the one already seen.
    await t.db.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO occupancy (club_id, court_id, activity_id, lock_key, during, kind, source_court_id, block_id)
        SELECT club_id, id, activity_id, 'c:' || id, tsrange(${`${date} 20:00`}::timestamp, ${`${date} 21:00`}::timestamp), 'block', id, 7
        FROM courts WHERE id = ${ids.courts['Court 2']}`);
      await tx.execute(sql`INSERT INTO change_log (id, club_id, activity_id, slot_date, kind)
        SELECT ${top + 500}, club_id, activity_id, ${date}, 'block' FROM courts WHERE id = ${ids.courts['Court 2']}`);
    });
    const after = await onOther('POST', '/api/availability', { activityId: ids.badminton, date });
    expect(slotOf(after, ids.courts['Court 2'], time).status).toBe(SlotStatus.blocked);
  });
});
