import type { Connection } from '../../server/db/client';
import type { FoundationIds } from './foundation';
import { addDays } from './foundation';
import { SLOT_PRICE_SQL } from './pricing';
import { BENCH_CLUBS, BENCH_TIME_ZONE, CLOSE_HOUR, FUTURE_DAYS, MEMBER_BOOKING_PERCENT, OPEN_HOUR, PAST_DAYS } from './spec';

/**
 * Chance that a court-hour is booked: evenings nearly full, mid-day quieter; past days as
 * played, future days thinning out the further ahead they are.
 */
const BOOKED_CHANCE_SQL = `(CASE WHEN h < 9 THEN 0.85 WHEN h < 16 THEN 0.70 WHEN h = 16 THEN 0.85 WHEN h < 23 THEN 0.97 ELSE 0.80 END)
  * (CASE WHEN off < 0 THEN 1 ELSE greatest(0.12, 0.9 - off * 0.012) END)`;

export interface BookingCounts {
  bookings: number;
  bookedSlots: number;
  transactions: number;
}

async function count(conn: Connection, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await conn.query<{ n: string | number }>(sql, params);
  return Number(row.n);
}

/**
 * One club's year of bookings. Every booking is one court for one hour (2 slots of 30 minutes
 * or 1 of 60), so per court the occupied ranges never overlap and the exclusion constraint
 * holds by construction. Ids are assigned here so slots and occupancy can refer to them.
 */
async function clubBookings(
  conn: Connection,
  clubId: number,
  staff: { ids: number[]; names: string[] },
  today: string,
  days: { from: number; to: number },
): Promise<void> {
  const base = await count(conn, 'SELECT COALESCE(max(id), 0) AS n FROM bookings');
  const slotBase = await count(conn, 'SELECT COALESCE(max(id), 0) AS n FROM booking_slots');
  const [cust] = await conn.query<{ lo: number; n: string }>('SELECT min(id) AS lo, count(*) AS n FROM customers WHERE club_id = $1', [
    clubId,
  ]);
  const [mem] = await conn.query<{ lo: number; n: string }>('SELECT min(id) AS lo, count(*) AS n FROM members WHERE club_id = $1', [
    clubId,
  ]);

  // Prices: the weekday off-peak hourly price of each price class, read back from the tables.
  // Staff: the desk person who took a booking is its user and its handler, as at checkout.
  await conn.exec('DROP TABLE IF EXISTS bench_plan; DROP TABLE IF EXISTS bench_slots');
  await conn.query(
    `CREATE TEMP TABLE bench_plan AS
     WITH hourly AS (
       SELECT r.price_class_id, s.price_minor AS hourly
       FROM pricing_rules r JOIN price_slots s ON s.rule_id = r.id
       WHERE r.club_id = $1 AND r.price_type = 'regular' AND r.start_day = 0 AND s.start_time = make_time(${OPEN_HOUR}, 0, 0)
     ), cells AS (
       SELECT c.id AS court_id, c.club_id, c.activity_id, c.slot_duration_minutes AS sm, 60 / c.slot_duration_minutes AS nslots,
              d::date AS day, (d::date - $2::date) AS off, (hd.holiday_date IS NOT NULL) AS is_holiday, h, hourly.hourly,
              hashint8(c.id::bigint * 1000003 + (d::date - date '2000-01-01') * 131 + h) AS hv,
              hashint8(c.id::bigint * 1000003 + (d::date - date '2000-01-01') * 131 + h + 7777777) AS hv2
       FROM courts c
       JOIN hourly ON hourly.price_class_id = c.price_class_id
       CROSS JOIN generate_series($3::date, $4::date, interval '1 day') d
       CROSS JOIN generate_series(${OPEN_HOUR}, ${CLOSE_HOUR - 1}) h
       LEFT JOIN holidays hd ON hd.club_id = c.club_id AND hd.holiday_date = d::date
       WHERE c.club_id = $1
     ), picked AS (
       SELECT *, ${SLOT_PRICE_SQL} AS price,
              ((hv2 & 65535) % 100) < ${MEMBER_BOOKING_PERCENT} AS is_member,
              ((hv2 >> 8) & 1023) % 100 AS pay_roll
       FROM cells
       WHERE (hv & 65535) < 65536 * ${BOOKED_CHANCE_SQL}
     )
     SELECT $5::int + row_number() OVER (ORDER BY day, h, court_id) AS booking_id, p.*,
            price * nslots AS gross,
            $6::int + ((hv >> 16) & 32767) % $7::int AS customer_id,
            $8::int + ((hv >> 16) & 32767) % $9::int AS member_id,
            ($10::int[])[1 + ((hv2 >> 16) & 255) % array_length($10::int[], 1)] AS user_id,
            ($11::text[])[1 + ((hv2 >> 16) & 255) % array_length($10::int[], 1)] AS handler,
            CASE WHEN off >= 0 AND pay_roll >= 70 THEN 0 ELSE 1 + ((hv >> 20) & 1023) % 3 END AS mode,
            CASE WHEN off < 0 THEN (CASE WHEN pay_roll < 90 THEN price * nslots ELSE price * nslots / 2 END)
                 ELSE (CASE WHEN pay_roll < 35 THEN price * nslots WHEN pay_roll < 70 THEN price * nslots / 2 ELSE 0 END)
            END AS pay_minor,
            LEAST(now() - interval '1 minute',
                  ((day + make_time(h, 0, 0)) AT TIME ZONE '${BENCH_TIME_ZONE}')
                    - (((hv2 >> 4) & 15) % 15) * interval '1 day' - ((hv >> 24) & 15) * interval '1 hour') AS created_at
     FROM picked p`,
    [
      clubId,
      today,
      addDays(today, days.from),
      addDays(today, days.to),
      base,
      cust.lo,
      Number(cust.n),
      mem.lo,
      Number(mem.n),
      staff.ids,
      staff.names,
    ],
  );

  await conn.exec(`
    INSERT INTO bookings (id, club_id, activity_id, booking_date, start_time, end_time, slot_count, member_id, customer_id,
      customer_name, customer_country_code, customer_mobile, customer_email, court_gross_minor, place, handler, user_id, created_at, court_ids)
    SELECT p.booking_id, p.club_id, p.activity_id, p.day, make_time(p.h, 0, 0), make_time((p.h + 1) % 24, 0, 0), p.nslots,
           m.id, cu.id, COALESCE(m.name, cu.name), '+91', COALESCE(m.mobile, cu.mobile), COALESCE(m.email, cu.email),
           p.gross, 'partner', p.handler, p.user_id, p.created_at, ARRAY[p.court_id]
    FROM bench_plan p
    LEFT JOIN members m ON p.is_member AND m.id = p.member_id
    LEFT JOIN customers cu ON NOT p.is_member AND cu.id = p.customer_id;

    CREATE TEMP TABLE bench_slots AS
    SELECT ${slotBase} + row_number() OVER (ORDER BY p.booking_id, k) AS id, p.club_id, p.booking_id, p.court_id, p.activity_id,
           p.day, p.price, p.created_at,
           p.day + make_time(p.h, 0, 0) + make_interval(mins => k * p.sm) AS lo,
           p.day + make_time(p.h, 0, 0) + make_interval(mins => (k + 1) * p.sm) AS hi
    FROM bench_plan p CROSS JOIN LATERAL generate_series(0, p.nslots - 1) k;

    INSERT INTO booking_slots (id, club_id, booking_id, court_id, slot_date, slot_time, end_time, count, gross_minor, price_minor)
    SELECT id, club_id, booking_id, court_id, day, lo::time, hi::time, 1, price, price FROM bench_slots;

    -- In the order the bookings were made, as a live database would have received them.
    INSERT INTO occupancy (club_id, court_id, activity_id, lock_key, during, kind, exclusive, count, via_brother,
      source_court_id, booking_id, booking_slot_id, created_at)
    SELECT club_id, court_id, activity_id, 'c:' || court_id, tsrange(lo, hi), 'booking', true, 1, false,
           court_id, booking_id, id, created_at
    FROM bench_slots ORDER BY created_at, booking_id, lo;

    INSERT INTO transactions (club_id, type, mode, amount_minor, target, booking_id, member_id, handler, place, user_id, created_at)
    SELECT club_id, 1, mode, pay_minor, 'court', booking_id, CASE WHEN is_member THEN member_id END,
           handler, 'partner', user_id, created_at
    FROM bench_plan;

    DROP TABLE bench_plan;
    DROP TABLE bench_slots;
  `);
}

/** A year of bookings for every bench club, then the identity sequences moved past our ids. */
export async function buildBookings(
  conn: Connection,
  ids: FoundationIds,
  today: string,
  log: (line: string) => void,
): Promise<BookingCounts> {
  for (const club of ids.clubs) {
    const started = Date.now();
    await conn.exec('BEGIN');
    const days = BENCH_CLUBS.find((c) => c.key === club.key)?.bookedDays ?? { from: -PAST_DAYS, to: FUTURE_DAYS };
    await clubBookings(conn, club.id, { ids: club.staffIds, names: club.staffNames }, today, days);
    await conn.exec('COMMIT');
    log(`  bookings of club ${club.key}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await conn.exec(`
    SELECT setval(pg_get_serial_sequence('bookings', 'id'), (SELECT COALESCE(max(id), 1) FROM bookings));
    SELECT setval(pg_get_serial_sequence('booking_slots', 'id'), (SELECT COALESCE(max(id), 1) FROM booking_slots));
  `);
  return {
    bookings: await count(conn, 'SELECT count(*) AS n FROM bookings'),
    bookedSlots: await count(conn, 'SELECT count(*) AS n FROM booking_slots'),
    transactions: await count(conn, 'SELECT count(*) AS n FROM transactions'),
  };
}
