import { sql, type SQL } from 'drizzle-orm';
import type { CashCloseRow, ShiftTakings } from '../../../contract/cash-close';
import { PaymentMode } from '../../../contract/codes';
import type { Queryable } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { recordHistory } from '../../ledger/history';

const major = (minor: number) => Math.round(minor) / 100;

export interface Closer {
  clubId: number;
  userId: number;
  username: string;
}

interface Takings {
  since: string | null;
  cashMinor: number;
  cardMinor: number;
  otherMinor: number;
  upiMinor: number;
  count: number;
}

/**
 * What this person took in this club after their previous close (or ever, before a first close)
 * up to `until`: the transactions rows they handled, by mode. Refund rows are negative, so they
 * take back what they paid out. Mode 0 (No Pay) rows move no money and are left out.
 */
async function takings(q: Queryable, c: Closer, until: SQL): Promise<Takings> {
  const last = sql`(SELECT max(closed_at) FROM cash_closes WHERE club_id = ${c.clubId} AND user_id = ${c.userId})`;
  const sums = await firstRow<{ since: string | null; cash: number; card: number; other: number; upi: number; n: number }>(
    q,
    sql`SELECT ${wireTimestamp(last)} AS since,
               COALESCE(SUM(amount_minor) FILTER (WHERE mode = ${PaymentMode.cash}), 0)::float8 AS cash,
               COALESCE(SUM(amount_minor) FILTER (WHERE mode = ${PaymentMode.card}), 0)::float8 AS card,
               COALESCE(SUM(amount_minor) FILTER (WHERE mode = ${PaymentMode.other}), 0)::float8 AS other,
               COALESCE(SUM(amount_minor) FILTER (WHERE mode = ${PaymentMode.upi}), 0)::float8 AS upi,
               count(*)::int AS n
        FROM transactions
        WHERE club_id = ${c.clubId} AND user_id = ${c.userId} AND mode <> ${PaymentMode.noPay} AND NOT opening
          AND created_at > COALESCE(${last}, '-infinity'::timestamptz) AND created_at <= ${until}`,
  );
  return { since: sums!.since, cashMinor: sums!.cash, cardMinor: sums!.card, otherMinor: sums!.other, upiMinor: sums!.upi, count: sums!.n };
}

/** A timestamptz as the wire's ISO text (UTC, milliseconds). */
function wireTimestamp(value: SQL): SQL {
  return sql`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

export async function currentShift(q: Queryable, c: Closer): Promise<ShiftTakings> {
  const t = await takings(q, c, sql`now()`);
  return {
    since: t.since,
    cash: major(t.cashMinor),
    card: major(t.cardMinor),
    other: major(t.otherMinor),
    // A shift's UPI is counted apart from cash (issue 29 §4): it never reaches the drawer.
    upi: major(t.upiMinor),
    total: major(t.cashMinor + t.cardMinor + t.otherMinor + t.upiMinor),
    transactions: t.count,
  };
}

export const CLOSE_COLUMNS = sql`id AS "closeId", handler, ${wireTimestamp(sql`period_from`)} AS "periodFrom", ${wireTimestamp(sql`closed_at`)} AS "closedAt",
  expected_cash_minor::float8 AS "expectedCash", card_minor::float8 AS "card", other_minor::float8 AS "other", upi_minor::float8 AS "upi",
  counted_cash_minor::float8 AS "countedCash", difference_minor::float8 AS "difference", remarks`;

type StoredClose = CashCloseRow;

/** Stored minor units and timestamps → the wire row. */
export function closeRowOf(r: StoredClose): CashCloseRow {
  return {
    ...r,
    expectedCash: major(r.expectedCash),
    card: major(r.card),
    other: major(r.other),
    upi: major(r.upi),
    countedCash: major(r.countedCash),
    difference: major(r.difference),
  };
}

export async function lastClose(q: Queryable, c: Closer): Promise<CashCloseRow | null> {
  const row = await firstRow<StoredClose>(
    q,
    sql`SELECT ${CLOSE_COLUMNS} FROM cash_closes WHERE club_id = ${c.clubId} AND user_id = ${c.userId} ORDER BY closed_at DESC LIMIT 1`,
  );
  return row ? closeRowOf(row) : null;
}

/**
 * Closes the shift in the caller's transaction. A transaction-scoped advisory lock per club and
 * person queues two closes of the same person: the second waits, then sees the first close and
 * counts only what came after it (never the same money twice). closed_at is the clock after the
 * lock (not the transaction start), so it is always later than the close it follows.
 */
export async function closeShift(tx: Queryable, c: Closer, countedMinor: number, remarks: string | null): Promise<CashCloseRow> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`cash-close:${c.clubId}:${c.userId}`}, 0))`);
  // Text keeps the microseconds a JS Date would drop, so the next shift starts exactly here.
  const now = (await firstRow<{ now: string }>(tx, sql`SELECT clock_timestamp()::text AS now`))!.now;
  const t = await takings(tx, c, sql`${now}::timestamptz`);
  const periodFrom = t.since
    ? sql`(SELECT max(closed_at) FROM cash_closes WHERE club_id = ${c.clubId} AND user_id = ${c.userId})`
    : sql`COALESCE((SELECT min(created_at) FROM transactions WHERE club_id = ${c.clubId} AND user_id = ${c.userId} AND created_at <= ${now}::timestamptz), ${now}::timestamptz)`;
  const [row] = await rows<StoredClose>(
    tx,
    sql`INSERT INTO cash_closes (club_id, user_id, handler, period_from, closed_at, expected_cash_minor, card_minor, other_minor, upi_minor, counted_cash_minor, difference_minor, remarks)
        VALUES (${c.clubId}, ${c.userId}, ${c.username}, ${periodFrom}, ${now}::timestamptz, ${t.cashMinor}, ${t.cardMinor}, ${t.otherMinor}, ${t.upiMinor},
                ${countedMinor}, ${countedMinor - t.cashMinor}, ${remarks})
        RETURNING ${CLOSE_COLUMNS}`,
  );
  const close = closeRowOf(row);
  await recordHistory(tx, {
    clubId: c.clubId,
    entity: 'cash_close',
    entityId: close.closeId,
    action: 'close',
    actor: { userId: c.userId, name: c.username },
    after: close,
  });
  return close;
}
