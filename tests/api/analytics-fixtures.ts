import { sql } from 'drizzle-orm';
import type { TestApp } from './helpers/test-app';

export type Db = TestApp['db']['db'];
export const q = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export async function clubIdOf(db: Db, name: 'first' | 'second'): Promise<number> {
  const [row] = await q<{ id: number }>(db, sql`SELECT id FROM clubs ORDER BY id ${name === 'first' ? sql`ASC` : sql`DESC`} LIMIT 1`);
  return row.id;
}

export async function userIdOf(db: Db, username: string): Promise<number> {
  const [row] = await q<{ id: number }>(db, sql`SELECT id FROM users WHERE username = ${username}`);
  return row.id;
}

/** A sport of its own (2 courts open 08:00–12:00, 60-minute slots), so hand-counted figures see no demo rows. */
let sports = 0;
export async function addSquash(db: Db, clubId: number, type = 0, capacity = 1) {
  sports += 1;
  const [a] = await q<{ id: number }>(
    db,
    sql`INSERT INTO activities (club_id, name, type, max_slot_count, position) VALUES (${clubId}, ${`Squash ${sports}`}, ${type}, ${capacity}, 99) RETURNING id`,
  );
  const courts: number[] = [];
  for (const name of ['Squash A', 'Squash B']) {
    const [c] = await q<{ id: number }>(
      db,
      sql`INSERT INTO courts (club_id, activity_id, name, open_time, close_time, slot_duration_minutes) VALUES (${clubId}, ${a.id}, ${name}, '08:00', '12:00', 60) RETURNING id`,
    );
    courts.push(c.id);
  }
  return { activityId: a.id, courts };
}

/** One occupancy row of a court, wall time `date start` to `date end` (end may be 'next 01:00'). */
export async function occupy(
  db: Db,
  o: {
    clubId: number;
    activityId: number;
    courtId: number;
    date: string;
    start: string;
    end: string;
    kind: 'booking' | 'block' | 'hold';
    count?: number;
    exclusive?: boolean;
  },
) {
  const exclusive = o.exclusive ?? true;
  await db.execute(sql`INSERT INTO occupancy (club_id, court_id, activity_id, lock_key, during, kind, exclusive, count, source_court_id, expires_at)
    VALUES (${o.clubId}, ${o.courtId}, ${o.activityId}, ${`c:${o.courtId}`}, tsrange((${o.date}::date + ${o.start}::time), (${o.date}::date + ${o.end}::interval)),
            ${o.kind}, ${exclusive}, ${o.count ?? 1}, ${o.courtId}, ${o.kind === 'hold' ? sql`now() + interval '10 minutes'` : sql`NULL`})`);
}

/** A booking made at club wall time `date time` (Asia/Kolkata), with optional cancellation the same moment. */
export async function booking(
  db: Db,
  b: { clubId: number; activityId: number; date: string; time: string; mobile: string; marketplace?: boolean; cancelled?: boolean },
) {
  const at = sql`((${b.date}::date + ${b.time}::time) AT TIME ZONE 'Asia/Kolkata')`;
  const [row] = await q<{ id: number }>(
    db,
    sql`INSERT INTO bookings (club_id, activity_id, booking_date, start_time, end_time, slot_count, customer_name, customer_country_code, customer_mobile,
                              court_gross_minor, place, handler, is_marketplace, cancelled, cancelled_at, created_at)
        VALUES (${b.clubId}, ${b.activityId}, ${b.date}, '08:00', '09:00', 1, 'Player', '+91', ${b.mobile}, 100000,
                ${b.marketplace ? 'marketplace' : 'partner'}, 'admin', ${b.marketplace ?? false}, ${b.cancelled ?? false}, ${b.cancelled ? at : null}, ${at})
        RETURNING id`,
  );
  return row.id;
}

/** A money row at club wall time `date time`, at `now() - ago` when `ago` is given, else now. */
export async function money(
  db: Db,
  m: {
    clubId: number;
    amount: number;
    mode: number;
    bookingId?: number | null;
    userId?: number | null;
    place?: string;
    date?: string;
    time?: string;
    ago?: string;
  },
) {
  const at = m.ago
    ? sql`now() - ${m.ago}::interval`
    : m.date
      ? sql`((${m.date}::date + ${m.time ?? '00:05'}::time) AT TIME ZONE 'Asia/Kolkata')`
      : sql`now()`;
  await db.execute(sql`INSERT INTO transactions (club_id, type, mode, amount_minor, target, kind, booking_id, handler, place, user_id, created_at)
    VALUES (${m.clubId}, 1, ${m.mode}, ${Math.round(m.amount * 100)}, 'court', ${m.amount < 0 ? 'refund' : 'payment'}, ${m.bookingId ?? null}, 'desk',
            ${m.place ?? 'partner'}, ${m.userId ?? null}, ${at})`);
}
