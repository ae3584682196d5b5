import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkout, client, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { messageCode } from '../../server/plugins/message-codes';

/** Raw SQL against the test database. */
export function sqlOf(t: TestApp) {
  return async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;
}

/** Carts one slot and books it with an optional advance; returns the booking id. */
export async function bookOne(
  c: Client,
  ids: Ids,
  o: { court?: string; activity?: number; date: string; time: string; advance?: number; count?: number; mobile?: string },
) {
  const activityId = o.activity ?? ids.badminton;
  await c.post('/api/carting/clear');
  const add = await c.post('/api/carting/slot/add', {
    activityId,
    courtId: ids.courts[o.court ?? 'Court 1'],
    date: o.date,
    time: o.time,
    count: o.count,
  });
  expect(add.json(), `cart ${o.court} ${o.time}`).toMatchObject({ requestStatus: 1 });
  const mode = o.advance ? 1 : 0;
  const res = await c.post(
    '/api/booking',
    checkout(
      { paymentMode: mode, totalPaidAmount: o.advance ?? 0, transactionData: { type: 1, mode } },
      o.mobile ? { mobile: o.mobile } : {},
    ),
  );
  expect(res.json(), 'booking').toMatchObject({ requestStatus: 1 });
  return res.json().bookingId as number;
}

export async function details(c: Client, bookingId: number) {
  const body = (await c.get(`/api/booking/details?bookingId=${bookingId}`)).json();
  expect(body.requestStatus).toBe(1);
  return body.bookingDetails;
}

/** A session on the second demo club (Courtdesk Riverside), through the manager's club switch. */
export async function riversideClient(t: TestApp): Promise<Client> {
  const manager = await t.loginAuth('manager', 'manager123');
  const club = manager.userClubs.find((c) => c.clubName === 'Courtdesk Riverside')!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/switch/account',
    headers: t.authHeader(manager.authToken),
    payload: { clubId: club.clubId },
  });
  return client(t, res.json().userAuth.authToken);
}

/** A refusal as the server sends it: the spec's English, and beside it the code the console translates (ADR 0085). */
export const failed = (message: string) => ({ requestStatus: 0, message, ...messageCode(message) });
