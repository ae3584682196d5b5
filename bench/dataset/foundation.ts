import type { Connection } from '../../server/db/client';
import { hashPassword } from '../../server/lib/passwords';
import { Feature } from '../../contract/features';
import {
  BENCH_CLUBS,
  BENCH_PASSWORD,
  BENCH_TIME_ZONE,
  CLOSE_HOUR,
  CUSTOMERS_PER_CLUB,
  DESK_USERS_PER_CLUB,
  HOLIDAYS_PER_CLUB,
  MEMBERS_PER_CLUB,
  OLD_SESSIONS_PER_CLUB,
  OPEN_HOUR,
  PAST_DAYS,
  adminUsername,
  deskUsername,
  type BenchActivity,
  OWNER_CLUB_KEYS,
  OWNER_USERNAME,
} from './spec';
import { PEAK_FROM_HOUR, PREMIUM_FACTOR, SPECIAL_FROM_DAY, SPECIAL_TO_DAY, rulesFor } from './pricing';

/** Ids the booking generator needs, per club. */
export interface FoundationIds {
  clubs: { key: string; id: number; staffIds: number[]; staffNames: string[] }[];
}

const hhmm = (h: number) => `${String(h % 24).padStart(2, '0')}:00:00`;

/**
 * Desk people may run the calendar, take payments and reschedule / check in (the after-booking
 * run reschedules: without feature 8 every move answered -1); everything else stays with the admin.
 */
const DESK_PERMISSIONS: [number, boolean][] = [
  [Feature.bookingCalendar, true],
  [Feature.findBookings, true],
  [Feature.bookingPayments, true],
  [Feature.rescheduleCheckin, true],
  [Feature.members, false],
];

async function one<T>(conn: Connection, sql: string, params: unknown[]): Promise<T> {
  const [row] = await conn.query<T>(sql, params);
  return row;
}

async function insertActivity(conn: Connection, clubId: number, a: BenchActivity, position: number, today: string) {
  const { id: activityId } = await one<{ id: number }>(
    conn,
    'INSERT INTO activities (club_id, name, type, max_slot_count, position) VALUES ($1, $2, 0, 1, $3) RETURNING id',
    [clubId, a.name, position],
  );
  const classes = [{ name: 'Standard', hourly: a.hourlyMinor }];
  if (a.premiumFrom) classes.push({ name: 'Premium', hourly: Math.round(a.hourlyMinor * PREMIUM_FACTOR) });
  const classIds: number[] = [];
  for (const pc of classes) {
    const { id } = await one<{ id: number }>(
      conn,
      'INSERT INTO price_classes (club_id, activity_id, name) VALUES ($1, $2, $3) RETURNING id',
      [clubId, activityId, pc.name],
    );
    classIds.push(id);
    for (const rule of rulesFor(pc.hourly)) {
      const { id: ruleId } = await one<{ id: number }>(
        conn,
        `INSERT INTO pricing_rules (club_id, price_class_id, price_type, start_day, end_day, period_start, period_end, slot_minutes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 60) RETURNING id`,
        [
          clubId,
          id,
          rule.priceType,
          rule.startDay,
          rule.endDay,
          rule.special ? addDays(today, SPECIAL_FROM_DAY) : null,
          rule.special ? addDays(today, SPECIAL_TO_DAY) : null,
        ],
      );
      await conn.query(
        `INSERT INTO price_slots (rule_id, start_time, end_time, price_minor, slot_discount)
         VALUES ($1, $2, $3, $4, $6), ($1, $3, $7, $5, $6)`,
        [ruleId, hhmm(OPEN_HOUR), hhmm(PEAK_FROM_HOUR), rule.prices[0], rule.prices[1], JSON.stringify(rule.discount), hhmm(CLOSE_HOUR)],
      );
    }
  }
  // One INSERT … SELECT per activity: courts are numbered 1..n, the dearer class above premiumFrom.
  await conn.query(
    `INSERT INTO courts (club_id, activity_id, name, open_time, close_time, slot_duration_minutes, price_class_id, people_per_court, info, position)
     SELECT $1, $2, 'Court ' || n, $3, $4, $5, CASE WHEN $6::int IS NOT NULL AND n > $6::int THEN $8::int ELSE $7::int END, 4,
            CASE WHEN $6::int IS NOT NULL AND n > $6::int THEN 'Premium wooden floor' ELSE '' END, n - 1
     FROM generate_series(1, $9::int) n`,
    [
      clubId,
      activityId,
      hhmm(OPEN_HOUR),
      hhmm(CLOSE_HOUR),
      a.slotMinutes,
      a.premiumFrom ?? null,
      classIds[0],
      classIds[1] ?? classIds[0],
      a.courts,
    ],
  );
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Clubs, catalog, pricing, holidays, staff with permissions, old sessions, customers, members. */
export async function buildFoundation(conn: Connection, today: string): Promise<FoundationIds> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const out: FoundationIds = { clubs: [] };
  for (const club of BENCH_CLUBS) {
    const { id: clubId } = await one<{ id: number }>(
      conn,
      `INSERT INTO clubs (name, calling_code, currency, time_zone, config) VALUES ($1, '+91', 'rs', $2, $3) RETURNING id`,
      [club.name, BENCH_TIME_ZONE, JSON.stringify({ cartHoldMinutes: 10, emailRequired: false })],
    );
    for (const [i, a] of club.activities.entries()) await insertActivity(conn, clubId, a, i, today);

    // A holiday roughly every month across the generated year.
    await conn.query(
      `INSERT INTO holidays (club_id, holiday_date)
       SELECT $1, ($2::date + k * 30 + 3) FROM generate_series(0, $3::int - 1) k ON CONFLICT DO NOTHING`,
      [clubId, addDays(today, -PAST_DAYS), HOLIDAYS_PER_CLUB],
    );

    const names = [adminUsername(club.key), ...Array.from({ length: DESK_USERS_PER_CLUB }, (_, n) => deskUsername(club.key, n + 1))];
    const staffIds: number[] = [];
    for (const [n, username] of names.entries()) {
      const { id } = await one<{ id: number }>(
        conn,
        `INSERT INTO users (username, password_hash, first_name, last_name, email) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [username, passwordHash, n === 0 ? 'Admin' : 'Desk', `${club.key} ${n}`, `${username}@bench.example`],
      );
      staffIds.push(id);
      await conn.query('INSERT INTO club_users (club_id, user_id, role) VALUES ($1, $2, $3)', [clubId, id, n === 0 ? 'admin' : 'desk']);
      if (n === 0) continue;
      for (const [featureId, write] of DESK_PERMISSIONS) {
        await conn.query('INSERT INTO user_permissions (club_id, user_id, feature_id, can_read, can_write) VALUES ($1, $2, $3, true, $4)', [
          clubId,
          id,
          featureId,
          write,
        ]);
      }
    }

    await conn.query(
      `INSERT INTO sessions (token_hash, user_id, club_id, created_at, expires_at, revoked_at)
       SELECT encode(sha256(('bench-old-session-' || $1::int || '-' || k)::bytea), 'hex'),
              ($2::int[])[1 + k % array_length($2::int[], 1)], $1,
              now() - (k % 400) * interval '1 day', now() - (k % 400) * interval '1 day' + interval '30 days',
              CASE WHEN k % 3 = 0 THEN now() - (k % 400) * interval '1 day' + interval '8 hours' END
       FROM generate_series(1, $3::int) k`,
      [clubId, staffIds, OLD_SESSIONS_PER_CLUB],
    );

    // Names from two short lists; mobiles unique per club (10 digits starting 9 or 8).
    const people = (kind: 'c' | 'm') => `
      (ARRAY['Aarav','Vivaan','Aditya','Diya','Ananya','Ishaan','Kabir','Meera','Riya','Arjun','Sara','Vihaan','Anika','Rohan','Priya','Zoya'])[1 + k % 16]
        || ' ' || (ARRAY['Sharma','Verma','Iyer','Nair','Reddy','Gupta','Khan','Das','Patel','Menon','Joshi','Rao'])[1 + (k / 16) % 12]
        || ' ${kind}' || k`;
    await conn.query(
      `INSERT INTO customers (club_id, name, country_code, mobile, email, created_at)
       SELECT $1, ${people('c')}, '+91', (9000000000 + k)::text,
              CASE WHEN k % 4 = 0 THEN 'customer' || k || '@mail.example' END, now() - (k % 500) * interval '1 day'
       FROM generate_series(1, $2::int) k`,
      [clubId, CUSTOMERS_PER_CLUB],
    );
    await conn.query(
      `INSERT INTO members (club_id, name, country_code, mobile, email, gender, start_date, created_at)
       SELECT $1, ${people('m')}, '+91', (8000000000 + k)::text, 'member' || k || '@mail.example',
              (ARRAY['M','F','O'])[1 + k % 3], current_date - (k % 700), now() - (k % 700) * interval '1 day'
       FROM generate_series(1, $2::int) k`,
      [clubId, MEMBERS_PER_CLUB],
    );
    await insertMembership(conn, clubId);
    out.clubs.push({ key: club.key, id: clubId, staffIds, staffNames: names });
  }
  await addOwner(
    conn,
    passwordHash,
    out.clubs.filter((c) => OWNER_CLUB_KEYS.includes(c.key)).map((c) => c.id),
  );
  return out;
}

/** Issue 13: one owner, admin of three clubs, for the multi-club reports. */
async function addOwner(conn: Connection, passwordHash: string, clubIds: number[]): Promise<void> {
  const { id } = await one<{ id: number }>(
    conn,
    `INSERT INTO users (username, password_hash, first_name, last_name, email) VALUES ($1, $2, 'Owner', 'Bench', 'owner@bench.example') RETURNING id`,
    [OWNER_USERNAME, passwordHash],
  );
  for (const clubId of clubIds) await conn.query(`INSERT INTO club_users (club_id, user_id, role) VALUES ($1, $2, 'admin')`, [clubId, id]);
}

/**
 * Membership packages and subscriptions (issue 10): a dozen packages; about 60 % of members on
 * one, renewing across the next two months, a third with a balance, some already lapsed.
 */
async function insertMembership(conn: Connection, clubId: number): Promise<void> {
  await conn.query(
    `INSERT INTO membership_packages (club_id, name, price_minor, remarks, credits_minor, member_limit, type, start_date, period)
     SELECT $1, 'Package ' || k, (1000 + k * 250) * 100, 'Bench package ' || k, (k % 3) * 50000, 0, 1 + k % 2, current_date - 30, 30 + (k % 4) * 30
     FROM generate_series(1, 12) k`,
    [clubId],
  );
  await conn.query(
    `INSERT INTO member_subscriptions (club_id, member_id, package_id, start_date, renewal_date, period, gross_minor, discount_minor, took_ticket)
     SELECT m.club_id, m.id, p.id, current_date - (m.id % 40), current_date - (m.id % 40) + 55 - (m.id % 13), 30, p.price_minor, 0, true
     FROM members m
     JOIN LATERAL (SELECT id, price_minor FROM membership_packages WHERE club_id = m.club_id ORDER BY id OFFSET (m.id % 12) LIMIT 1) p ON true
     WHERE m.club_id = $1 AND m.id % 5 < 3`,
    [clubId],
  );
  await conn.query(
    `INSERT INTO transactions (club_id, type, mode, amount_minor, target, member_id, subscription_id, handler, place)
     SELECT s.club_id, 1, 1, CASE WHEN s.id % 3 = 0 THEN s.gross_minor / 2 ELSE s.gross_minor END, 'subscription', s.member_id, s.id, 'bench', 'partner'
     FROM member_subscriptions s WHERE s.club_id = $1`,
    [clubId],
  );
  await conn.query(
    `UPDATE membership_packages p SET sold_tickets = (SELECT count(*) FROM member_subscriptions s WHERE s.package_id = p.id) WHERE p.club_id = $1`,
    [clubId],
  );
}
