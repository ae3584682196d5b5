import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

/**
 * Issue 14 item 4 (ADR 0039): a cart add and a checkout cost a bounded number of database round
 * trips, whatever the cart holds: set-wise writes, one read of what validation needs. On PGlite
 * every statement of every desk runs one after another, so each one counts against the p99 of
 * four desks booking at once. Counted on PGlite's client (PostgreSQL runs the same statements).
 */
const onPglite = !process.env.DATABASE_URL;

let t: TestApp;
let admin: Client;
let ids: Ids;
const date = plainMonday(49);

type PgliteLike = {
  query: (...a: unknown[]) => Promise<unknown>;
  exec: (...a: unknown[]) => Promise<unknown>;
  transaction: (fn: (tx: PgliteLike) => Promise<unknown>) => Promise<unknown>;
};
let statements: string[] | null = null;

/** Wraps PGlite's query, exec and transaction so every statement sent (BEGIN and COMMIT too) is noted. */
function countStatements(pglite: PgliteLike) {
  const wrap = (c: PgliteLike) => {
    for (const name of ['query', 'exec'] as const) {
      const original = c[name].bind(c);
      c[name] = (...args: unknown[]) => {
        statements?.push(String(args[0]).replace(/\s+/g, ' ').slice(0, 80));
        return original(...args);
      };
    }
  };
  wrap(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (fn) =>
    transaction(async (tx) => {
      statements?.push('BEGIN');
      wrap(tx);
      return fn(tx);
    }).finally(() => statements?.push('COMMIT'));
}

/** The statements a request sends: those of its transaction (BEGIN to COMMIT) and the others. */
async function counted<T>(fn: () => Promise<T>): Promise<{ result: T; inTx: string[]; outside: string[]; all: string }> {
  statements = [];
  try {
    const result = await fn();
    const list = statements;
    const inTx = list.slice(list.indexOf('BEGIN'), list.lastIndexOf('COMMIT') + 1);
    return {
      result,
      inTx,
      outside: list.filter((_, i) => i < list.indexOf('BEGIN') || i > list.lastIndexOf('COMMIT')),
      all: list.join('\n'),
    };
  } finally {
    statements = null;
  }
}

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  if (onPglite) countStatements((t.db.db as unknown as { $client: PgliteLike }).$client);
});
afterAll(async () => {
  await t?.close();
});

describe.skipIf(!onPglite)('round trips of a cart add and a checkout', () => {
  it('a cart add: one transaction of 8 statements (one read, the cart locked and read, one lock, one write, the cart after)', async () => {
    const { result, inTx, outside, all } = await counted(() =>
      admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 1'], date, time: '07:00:00' }),
    );
    expect(result.json().requestStatus).toBe(1);
    expect(inTx.length, all).toBeLessThanOrEqual(8);
    // Outside it at most the sign-in check (the session may be remembered).
    expect(outside.length, all).toBeLessThanOrEqual(1);
  });

  it('a checkout of three slots and a rental add-on: one transaction of 8 statements (+2 for a tax invoice), however many rows it writes', async () => {
    await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 2'], date, time: '07:00:00' });
    await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 2'], date, time: '08:00:00' });
    const towel = ((await admin.get('/api/club/extras')).json().extras as { extraId: number; name: string }[]).find(
      (e) => e.name === 'Towel',
    )!;
    await admin.post('/api/carting/extra/add', { extraId: towel.extraId, quantity: 1, advance: 0, discount: 0, mode: 0 });
    const { result, inTx, outside, all } = await counted(() =>
      admin.post('/api/booking', checkout({}, { mobile: '9123450001', name: 'Round Trip' })),
    );
    const body = result.json();
    expect(body.requestStatus).toBe(1);
    // Every row is there: three slots (and their occupancy), the add-on, the payment, the customer; the cart is empty.
    const [row] = (
      (await t.db.db.execute(sql`SELECT (SELECT count(*) FROM booking_slots WHERE booking_id = ${body.bookingId})::int AS slots,
          (SELECT count(*) FROM occupancy WHERE booking_id = ${body.bookingId} AND NOT via_brother)::int AS occupied,
          (SELECT count(*) FROM booking_extras WHERE booking_id = ${body.bookingId})::int AS extras,
          (SELECT count(*) FROM transactions WHERE booking_id = ${body.bookingId})::int AS payments,
          (SELECT customer_id IS NOT NULL FROM bookings WHERE id = ${body.bookingId}) AS customer`)) as unknown as {
        rows: { slots: number; occupied: number; extras: number; payments: number; customer: boolean }[];
      }
    ).rows;
    expect(row).toEqual({ slots: 3, occupied: 3, extras: 1, payments: 1, customer: true });
    expect((await admin.get('/api/carting/details')).json().cart).toMatchObject({ slots: [], extras: [] });
    // Cart and club, one read, court locks, rental locks and stock, one write (with BEGIN and COMMIT);
    // the demo arena is GST-registered, so its tax invoice adds one read and one write (ADR 0082).
    const [{ invoices }] = (
      (await t.db.db.execute(
        sql`SELECT count(*)::int AS invoices FROM tax_documents WHERE booking_id = ${body.bookingId} AND kind = 'invoice'`,
      )) as unknown as { rows: { invoices: number }[] }
    ).rows;
    expect(invoices).toBe(1);
    expect(inTx.length, all).toBeLessThanOrEqual(8 + 2);
    expect(outside.length, all).toBeLessThanOrEqual(1);
  });
});
