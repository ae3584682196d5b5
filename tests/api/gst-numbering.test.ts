import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { checkout, client, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { sqlOf } from './booking-after-fixtures';
import { hashToken, newToken } from '../../server/lib/tokens';
import { waitersReach } from './helpers/lock-waiters';
import type { TestApp } from './helpers/test-app';

/*
 * Issue 29 §2 (ADR 0082): one gap-free invoice series per club and financial year, race-safe
 * across desks and processes. N desks check out at the same moment; on PostgreSQL another
 * connection first takes a serial of its own and holds the series row until every desk waits
 * for it, then rolls back: the serial it took must come back, so the desks' invoices continue
 * the series with no gap and no duplicate. (PGlite runs one transaction at a time.)
 */
const N = 5;
let t: TestApp;
let admin: Client;
let ids: Ids;
let desks: Client[] = [];
let clubId = 0;
const date = plainMonday(84);

async function makeDesks(): Promise<Client[]> {
  const q = sqlOf(t);
  const out: Client[] = [];
  for (let i = 0; i < N; i++) {
    const [u] = await q<{ id: number }>(sql`INSERT INTO users (username, password_hash) VALUES (${`gstdesk${i}`}, 'x') RETURNING id`);
    await q(sql`INSERT INTO club_users (club_id, user_id, role) VALUES (${clubId}, ${u.id}, 'admin')`);
    const token = newToken();
    await q(
      sql`INSERT INTO sessions (token_hash, user_id, club_id, expires_at) VALUES (${hashToken(token)}, ${u.id}, ${clubId}, now() + interval '1 day')`,
    );
    out.push(client(t, token));
  }
  return out;
}

/** Each desk carts its own court-hour; returns its checkout, to fire. */
async function cartOf(desk: Client, court: string, time: string) {
  await desk.post('/api/carting/clear');
  expect(
    (await desk.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts[court], date, time })).json(),
  ).toMatchObject({
    requestStatus: 1,
  });
  return () => desk.post('/api/booking', checkout({ paymentMode: 1, totalPaidAmount: 100, transactionData: { type: 1, mode: 1 } }));
}

/** On PostgreSQL: a serial taken and held by another connection until all N desks wait, then given back. */
async function gated<T>(fire: () => Promise<T>): Promise<T> {
  if (t.db.kind !== 'pg') return fire();
  const [{ name }] = await sqlOf(t)<{ name: string }>(sql`SELECT current_database() AS name`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const gate = new pg.Client({ connectionString: url.toString() });
  await gate.connect();
  try {
    await gate.query('BEGIN');
    await gate.query(`UPDATE tax_series SET last_serial = last_serial + 1 WHERE club_id = $1 AND kind = 'invoice'`, [clubId]);
    const replies = fire();
    await waitersReach(gate, N, 'desks reached the invoice series');
    await gate.query('ROLLBACK');
    return await replies;
  } finally {
    await gate.end();
  }
}

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  [{ id: clubId }] = await sqlOf(t)<{ id: number }>(sql`SELECT id FROM clubs WHERE name = 'Courtdesk Demo Arena'`);
  desks = await makeDesks();
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const serials = async () =>
  await sqlOf(t)<{ serial: number; number: string }>(
    sql`SELECT serial, number FROM tax_documents WHERE club_id = ${clubId} AND kind = 'invoice' ORDER BY serial`,
  );

describe(`${N} desks confirming sales at once`, () => {
  it('take consecutive invoice numbers: no gap (a rolled-back serial comes back), no duplicate', async () => {
    // The series row exists once the first invoice is issued.
    const first = await cartOf(admin, 'Court 1', '06:00:00');
    expect((await first()).json().requestStatus).toBe(1);
    const fire = await Promise.all(
      desks.map((d, i) => cartOf(d, ['Court 1', 'Court 2', 'Court 3', 'Court 4', 'Court 1'][i], i === 4 ? '07:00:00' : '08:00:00')),
    );
    const replies = await gated(() => Promise.all(fire.map((f) => f())));
    for (const r of replies) expect(r.json(), JSON.stringify(r.json())).toMatchObject({ requestStatus: 1 });
    const list = await serials();
    expect(list.map((s) => s.serial)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(list.map((s) => s.number)).size).toBe(6);
    // Every booking of the race has exactly one invoice.
    const per = await sqlOf(t)<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM bookings b WHERE b.club_id = ${clubId} AND b.booking_date = ${date}
            AND (SELECT count(*) FROM tax_documents d WHERE d.booking_id = b.id AND d.kind = 'invoice') = 1`,
    );
    expect(per[0].n).toBe(N + 1);
  });

  it('a refused checkout takes no number: the next sale continues the series', async () => {
    const before = await serials();
    await desks[1].post('/api/carting/clear');
    const slot = await desks[1].post('/api/carting/slot/add', {
      activityId: ids.badminton,
      courtId: ids.courts['Court 3'],
      date,
      time: '11:00:00',
    });
    expect(slot.json().requestStatus).toBe(1);
    // An advance above the total is refused and nothing of the checkout is written.
    const tooMuch = await desks[1].post(
      '/api/booking',
      checkout({ paymentMode: 1, totalPaidAmount: 100_000, transactionData: { type: 1, mode: 1 } }),
    );
    expect(tooMuch.json().requestStatus).toBe(0);
    const next = await cartOf(desks[0], 'Court 2', '10:00:00');
    expect((await next()).json().requestStatus).toBe(1);
    expect((await serials()).map((s) => s.serial)).toEqual([...before.map((s) => s.serial), before.length + 1]);
  });
});
