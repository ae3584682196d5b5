import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import { addDays, minutesFrom } from './local-time';
import { patternBalanceSql } from '../bulk/pattern-balance';

export interface DayOccupancy {
  courtId: number;
  kind: 'booking' | 'hold' | 'block';
  exclusive: boolean;
  count: number;
  viaBrother: boolean;
  bookingId: number | null;
  blockId: number | null;
  /** The session (terminal) whose cart holds this slot; see cart/owner.ts. */
  cartSessionId: number | null;
  customerName: string | null;
  balanceMinor: number | null;
  start: number;
  end: number;
}

/** A row with its hold expiry (epoch ms, database clock), so a cached day can judge it later. */
export interface TimedOccupancy extends DayOccupancy {
  expiresAtMs: number | null;
}

export interface TimedDay {
  rows: TimedOccupancy[];
  /** The database's clock minus this process's at the time of the read. */
  skewMs: number;
}

/**
 * Live occupancy (expired holds left out) of some courts on one day, in minutes of that day,
 * with each hold's expiry. Balances are derived once per booking of the day (one grouped pass
 * over its transactions and extras), not once per occupancy row.
 */
export async function loadTimedDay(q: Queryable, clubId: number, courtIds: number[], date: string): Promise<TimedDay> {
  const asked = Date.now();
  if (courtIds.length === 0) return { rows: [], skewMs: 0 };
  const list = await rows<Omit<TimedOccupancy, 'start' | 'end'> & { lo: string; hi: string; dbNowMs: number }>(
    q,
    sql`WITH o AS (
          SELECT o.court_id, o.kind, o.exclusive, o.count, o.via_brother, o.booking_id, o.block_id, o.cart_slot_id,
                 o.expires_at, o.during
          FROM occupancy o
          WHERE o.club_id = ${clubId}
            AND o.court_id IN (${sql.join(courtIds.map((id) => sql`${id}`), sql`, `)})
            AND o.during && tsrange(${date}::timestamp, ${addDays(date, 1)}::timestamp)
            AND (o.kind <> 'hold' OR o.expires_at > now())
        ), day_bookings AS (SELECT DISTINCT booking_id AS id FROM o WHERE booking_id IS NOT NULL),
        paid AS (
          SELECT t.booking_id, COALESCE(SUM(t.amount_minor) FILTER (WHERE t.target = 'court'), 0) AS court,
                 COALESCE(SUM(t.amount_minor) FILTER (WHERE t.target = 'extras'), 0) AS extras
          FROM transactions t WHERE t.booking_id IN (SELECT id FROM day_bookings) GROUP BY t.booking_id
        ), extra AS (
          SELECT e.booking_id, SUM(e.price_minor * e.quantity) AS gross, SUM(e.discount_minor) AS discount
          FROM booking_extras e WHERE e.booking_id IN (SELECT id FROM day_bookings) GROUP BY e.booking_id
        ), balance AS (
          -- court = gross − discounts − credits − court payments; extras = gross − discounts − extras payments
          -- A pattern's occurrence owes what its pattern owes (money is held on the pattern, ADR 0025).
          SELECT b.id, b.customer_name,
                 CASE WHEN b.pattern_id IS NOT NULL THEN (SELECT ${patternBalanceSql} FROM pattern_bookings p WHERE p.id = b.pattern_id)
                 ELSE (b.court_gross_minor - b.volume_discount_minor - b.club_discount_minor - b.credits_minor
                  - COALESCE(p.court, 0) + COALESCE(x.gross, 0) - COALESCE(x.discount, 0) - COALESCE(p.extras, 0)) END::bigint AS minor
          FROM bookings b
          LEFT JOIN paid p ON p.booking_id = b.id
          LEFT JOIN extra x ON x.booking_id = b.id
          WHERE b.id IN (SELECT id FROM day_bookings)
        )
        SELECT o.court_id AS "courtId", o.kind, o.exclusive, o.count, o.via_brother AS "viaBrother",
               o.booking_id AS "bookingId", o.block_id AS "blockId", c.session_id AS "cartSessionId",
               bal.customer_name AS "customerName", bal.minor AS "balanceMinor",
               (extract(epoch FROM o.expires_at) * 1000)::float8 AS "expiresAtMs",
               (extract(epoch FROM now()) * 1000)::float8 AS "dbNowMs",
               lower(o.during)::text AS lo, upper(o.during)::text AS hi
        FROM o
        LEFT JOIN cart_slots cs ON cs.id = o.cart_slot_id
        LEFT JOIN carts c ON c.id = cs.cart_id
        LEFT JOIN balance bal ON bal.id = o.booking_id`,
  );
  const skewMs = list.length > 0 ? list[0].dbNowMs - (asked + Date.now()) / 2 : 0;
  return {
    rows: list.map(({ lo, hi, dbNowMs: _, ...r }) => ({ ...r, start: minutesFrom(date, lo), end: minutesFrom(date, hi) })),
    skewMs,
  };
}

/** Live occupancy (expired holds left out) of some courts on one day, in minutes of that day. */
export async function loadDayOccupancy(q: Queryable, clubId: number, courtIds: number[], date: string): Promise<DayOccupancy[]> {
  return (await loadTimedDay(q, clubId, courtIds, date)).rows.map(({ expiresAtMs: _, ...r }) => r);
}
