import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import { addDays } from '../../core/local-time';
import { patternBalanceSql } from '../../ledger/pattern-balance';
import { bookingOwedSql, feeOwedSql } from '../../ledger/balances';
import { taxOnTopSql } from '../../ledger/tax-on-top';

/**
 * A day's booking owes what balances.ts says, read from the grouped sums `paid` (p), `extra` (x)
 * and `fee` (f). Fees too are grouped: feeOwedSql's three sub-selects per booking cost a 332-court
 * day (≈ 8,000 bookings) about 15 % more on a first read. A cancelled booking (its occupancy is
 * gone, so rare here) keeps the per-booking rule, whose cancelled branch needs every money row.
 */
const dayOwed = bookingOwedSql({
  courtPaid: sql`COALESCE(p.court, 0)`,
  extrasGross: sql`COALESCE(x.gross, 0)`,
  extrasDiscount: sql`COALESCE(x.discount, 0)`,
  extrasTax: sql`COALESCE(x.tax, 0)`,
  extrasPaid: sql`COALESCE(p.extras, 0)`,
  feeOwed: sql`(CASE WHEN b.cancelled THEN ${feeOwedSql}
    ELSE COALESCE(f.fees, 0) - (COALESCE(p.fee, 0) - COALESCE(f.credits, 0)) END)`,
});

export interface DayOccupancy {
  courtId: number;
  kind: 'booking' | 'hold' | 'block';
  exclusive: boolean;
  count: number;
  viaBrother: boolean;
  bookingId: number | null;
  blockId: number | null;
  /** The session (terminal) whose cart holds this slot; see core/hold-owner.ts. */
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
 * Live occupancy (expired holds left out) of some courts (`courtIds`, an SQL set: a list or a
 * sub-select) on one day, in minutes of that day, with each hold's expiry: one row of three
 * columns, `list` and `bookings` (JSON text) and `dbNowMs`, for a statement to run or embed (see readTimedDay).
 * Balances are derived once per booking of the day (one grouped pass over its transactions and
 * extras), not once per occupancy row.
 */
export function timedDaySql(clubId: number, courtIds: SQL, date: string): SQL {
  // The day comes back as one JSON text (one row of arrays, minutes computed by the database):
  // PGlite hands rows to JavaScript column by column, which cost four times the query itself
  // for the 8,000 rows of a 332-court day, and JSON.parse is native.
  return sql`WITH o AS (
          SELECT o.court_id, o.kind, o.exclusive, o.count, o.via_brother, o.booking_id, o.block_id, o.cart_slot_id,
                 o.expires_at, o.during
          FROM occupancy o
          WHERE o.club_id = ${clubId}
            AND o.court_id IN (${courtIds})
            AND o.during && tsrange(${date}::timestamp, ${addDays(date, 1)}::timestamp)
            AND (o.kind <> 'hold' OR o.expires_at > now())
        ), day_bookings AS (SELECT DISTINCT booking_id AS id FROM o WHERE booking_id IS NOT NULL),
        paid AS (
          SELECT t.booking_id, COALESCE(SUM(t.amount_minor) FILTER (WHERE t.target = 'court'), 0) AS court,
                 COALESCE(SUM(t.amount_minor) FILTER (WHERE t.target = 'extras'), 0) AS extras,
                 COALESCE(SUM(t.amount_minor) FILTER (WHERE t.target = 'fee'), 0) AS fee
          FROM transactions t WHERE t.booking_id IN (SELECT id FROM day_bookings) GROUP BY t.booking_id
        ), fee_rows AS (
          SELECT fr.booking_id, SUM(fr.amount_minor) AS fees
          FROM booking_fees fr WHERE fr.booking_id IN (SELECT id FROM day_bookings) GROUP BY fr.booking_id
        ), fee_credits AS (
          SELECT ce.booking_id, SUM(ce.amount_minor) AS credits
          FROM member_credit_entries ce
          WHERE ce.booking_id IN (SELECT id FROM day_bookings) AND ce.reason IN ('fee', 'fee_refund') GROUP BY ce.booking_id
        ), fee AS (
          SELECT COALESCE(fr.booking_id, fc.booking_id) AS booking_id, fr.fees, fc.credits
          FROM fee_rows fr FULL JOIN fee_credits fc ON fc.booking_id = fr.booking_id
        ), extra AS (
          SELECT e.booking_id, SUM(e.price_minor * e.quantity) AS gross, SUM(e.discount_minor) AS discount,
                 SUM(${taxOnTopSql(sql`e.price_minor * e.quantity - e.discount_minor`, sql`e.tax_rate_bp`, sql`eb.tax_inter_state`)}) AS tax
          FROM booking_extras e JOIN bookings eb ON eb.id = e.booking_id
          WHERE e.booking_id IN (SELECT id FROM day_bookings) GROUP BY e.booking_id
        ), balance AS (
          -- The balances module's rule (ledger/balances.ts) over the grouped sums above.
          -- A pattern's occurrence owes what its pattern owes (money is held on the pattern, ADR 0025).
          SELECT b.id, b.customer_name,
                 CASE WHEN b.pattern_id IS NOT NULL THEN (SELECT ${patternBalanceSql} FROM pattern_bookings p WHERE p.id = b.pattern_id)
                 ELSE ${dayOwed} END::bigint AS minor
          FROM bookings b
          LEFT JOIN paid p ON p.booking_id = b.id
          LEFT JOIN extra x ON x.booking_id = b.id
          LEFT JOIN fee f ON f.booking_id = b.id
          WHERE b.id IN (SELECT id FROM day_bookings)
        )
        SELECT (SELECT json_agg(json_build_array(
                  o.court_id, o.kind, o.exclusive, o.count, o.via_brother, o.booking_id, o.block_id, c.session_id,
                  (extract(epoch FROM o.expires_at) * 1000)::float8,
                  floor(extract(epoch FROM lower(o.during) - ${date}::timestamp) / 60)::int,
                  floor(extract(epoch FROM upper(o.during) - ${date}::timestamp) / 60)::int))
                FROM o LEFT JOIN cart_slots cs ON cs.id = o.cart_slot_id LEFT JOIN carts c ON c.id = cs.cart_id)::text AS list,
               -- Each booking's name and balance once, not once per slot it fills (less text
               -- of a 332-court day, and 8 % of its query on PGlite).
               (SELECT json_agg(json_build_array(bal.id, bal.customer_name, bal.minor)) FROM balance bal)::text AS bookings,
               (extract(epoch FROM now()) * 1000)::float8 AS "dbNowMs"`;
}

/** What timedDaySql's row holds. */
export interface TimedDayRow {
  list: string | null;
  bookings: string | null;
  dbNowMs: number;
}

/** timedDaySql's row as a TimedDay; `askedAtMs` is this process's clock when the query was sent. */
export function readTimedDay(row: TimedDayRow | undefined, askedAtMs: number): TimedDay {
  const list = row?.list ? (JSON.parse(row.list) as WireRow[]) : [];
  const bookings = new Map<number, WireBooking>();
  if (row?.bookings) for (const b of JSON.parse(row.bookings) as WireBooking[]) bookings.set(b[0], b);
  const skewMs = list.length > 0 ? Number(row!.dbNowMs) - (askedAtMs + Date.now()) / 2 : 0;
  return { rows: list.map((r) => fromWire(r, r[5] === null ? undefined : bookings.get(r[5]))), skewMs };
}

/** Live occupancy (expired holds left out) of some courts on one day (see timedDaySql). */
export async function loadTimedDay(q: Queryable, clubId: number, courtIds: number[], date: string): Promise<TimedDay> {
  const asked = Date.now();
  if (courtIds.length === 0) return { rows: [], skewMs: 0 };
  const [row] = await rows<TimedDayRow>(
    q,
    timedDaySql(
      clubId,
      sql.join(
        courtIds.map((id) => sql`${id}`),
        sql`, `,
      ),
      date,
    ),
  );
  return readTimedDay(row, asked);
}

type WireRow = [
  number,
  DayOccupancy['kind'],
  boolean,
  number,
  boolean,
  number | null,
  number | null,
  number | null,
  number | null,
  number,
  number,
];

/** [booking id, customer name, balance in minor units] */
type WireBooking = [number, string | null, number | string | null];

function fromWire(r: WireRow, booking: WireBooking | undefined): TimedOccupancy {
  const [courtId, kind, exclusive, count, viaBrother, bookingId, blockId, cartSessionId, expiresAtMs, start, end] = r;
  const balance = booking?.[2] ?? null;
  return {
    courtId,
    kind,
    exclusive,
    count,
    viaBrother,
    bookingId,
    blockId,
    cartSessionId,
    customerName: booking?.[1] ?? null,
    balanceMinor: balance === null ? null : Number(balance),
    expiresAtMs,
    start,
    end,
  };
}

/** Live occupancy (expired holds left out) of some courts on one day, in minutes of that day. */
export async function loadDayOccupancy(q: Queryable, clubId: number, courtIds: number[], date: string): Promise<DayOccupancy[]> {
  return (await loadTimedDay(q, clubId, courtIds, date)).rows.map(({ expiresAtMs: _, ...r }) => r);
}
