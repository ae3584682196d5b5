import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { PatternFlag } from '../../../contract/bulk';
import { PatternMessages } from '../../../contract/pattern';
import type { TransactionRow } from '../../../contract/booking-actions';
import { REMARKS_MAX } from '../../../contract/checkout';
import { TransactionType } from '../../../contract/codes';
import type { CartExtraAddRequest } from '../../../contract/cart';
import { BusinessError } from '../../core/business-error';
import { checkedExtraLine } from '../cart/extra-line';
import { recordTransactions } from '../../ledger/money-rows';
import { recordHistory } from '../../ledger/history';
import { toMajor } from '../../core/money';
import { historyActor, type BookingActor } from '../../core/actor';

interface PatternRow {
  id: number;
  activityId: number;
  flag: number;
  remarks: string | null;
  memberId: number | null;
}

/** The pattern of the club, locked for the write; another club's id is "not found". */
async function lockPattern(tx: Tx, clubId: number, patternId: number): Promise<PatternRow> {
  const p = await firstRow<PatternRow>(
    tx,
    sql`SELECT id, activity_id AS "activityId", cancelled::int AS flag, remarks, member_id AS "memberId"
        FROM pattern_bookings WHERE club_id = ${clubId} AND id = ${patternId} FOR UPDATE`,
  );
  if (!p) throw new BusinessError(PatternMessages.notFound);
  return p;
}

/** Add / Edit Remarks of the pattern card: not blank, 100 characters at most (spec 1 §5). */
export async function updatePatternRemarks(tx: Tx, a: BookingActor, patternId: number, value: string | null | undefined): Promise<void> {
  const text = (value ?? '').trim();
  if (!text) throw new BusinessError(PatternMessages.remarksBlank);
  if (text.length > REMARKS_MAX) throw new BusinessError(PatternMessages.remarksTooLong);
  const p = await lockPattern(tx, a.clubId, patternId);
  await tx.execute(sql`UPDATE pattern_bookings SET remarks = ${text} WHERE club_id = ${a.clubId} AND id = ${p.id}`);
  await recordHistory(tx, {
    clubId: a.clubId,
    entity: 'pattern',
    entityId: p.id,
    action: 'remarks',
    actor: historyActor(a),
    before: { remarks: p.remarks },
    after: { remarks: text },
  });
}

/**
 * Add Addons on a pattern: each line with the checkout's add-on rules (the same checkExtra as a
 * single booking); an advance is a money row of the pattern with target 'extras'. Not on a
 * cancelled pattern: nothing is left to use them with.
 */
export async function addPatternExtras(tx: Tx, a: BookingActor, patternId: number, extras: CartExtraAddRequest[]): Promise<void> {
  const p = await lockPattern(tx, a.clubId, patternId);
  if (p.flag === PatternFlag.cancelled) throw new BusinessError(PatternMessages.alreadyCancelled);
  const added: unknown[] = [];
  for (const input of extras) {
    const l = await checkedExtraLine(tx, a.clubId, p.activityId, input);
    const row = await firstRow<{ id: number }>(
      tx,
      sql`INSERT INTO pattern_extras (club_id, pattern_id, extra_id, name, price_minor, quantity, is_rent, discount_minor, handler)
          VALUES (${a.clubId}, ${p.id}, ${l.extraId}, ${l.name}, ${l.priceMinor}, ${l.quantity}, ${l.isRent}, ${l.discountMinor}, ${a.name})
          RETURNING id`,
    );
    if (l.advanceMinor > 0) {
      await recordTransactions(tx, [
        {
          clubId: a.clubId,
          type: TransactionType.laterPayment,
          mode: l.mode,
          amountMinor: l.advanceMinor,
          target: 'extras',
          patternId: p.id,
          memberId: p.memberId,
          handler: a.name,
          place: a.place,
          userId: a.userId,
        },
      ]);
    }
    added.push({
      line: row!.id,
      name: l.name,
      quantity: l.quantity,
      price: toMajor(l.priceMinor),
      discount: toMajor(l.discountMinor),
      advance: toMajor(l.advanceMinor),
    });
  }
  await recordHistory(tx, {
    clubId: a.clubId,
    entity: 'pattern',
    entityId: p.id,
    action: 'addons',
    actor: historyActor(a),
    after: { added },
  });
}

/** The pattern's add-on lines and their money (advance = the pattern's 'extras' money rows). */
export async function patternExtras(q: Queryable, clubId: number, patternId: number) {
  const lines = await rows<{ id: number; items: string; quantity: number; gross: number; discount: number }>(
    q,
    sql`SELECT id, name AS items, quantity, (price_minor * quantity)::float8 AS gross, discount_minor::float8 AS discount
        FROM pattern_extras WHERE club_id = ${clubId} AND pattern_id = ${patternId} ORDER BY id`,
  );
  const paid = await firstRow<{ n: number }>(
    q,
    sql`SELECT COALESCE(SUM(amount_minor), 0)::float8 AS n FROM transactions
        WHERE club_id = ${clubId} AND pattern_id = ${patternId} AND target = 'extras'`,
  );
  const gross = lines.reduce((n, l) => n + l.gross, 0);
  const discount = lines.reduce((n, l) => n + l.discount, 0);
  const advance = paid?.n ?? 0;
  return {
    extras: lines.map((l) => ({
      id: l.id,
      items: l.items,
      quantity: l.quantity,
      grossAmount: toMajor(l.gross),
      discount: toMajor(l.discount),
    })),
    extrasSummary: {
      gross: toMajor(gross),
      discount: toMajor(discount),
      advance: toMajor(advance),
      balance: toMajor(gross - discount - advance),
    },
  };
}

/** Transaction of the pattern card: every money row of the pattern (court and add-ons), oldest first; undefined for another club's id. */
export async function patternTransactions(q: Queryable, clubId: number, patternId: number): Promise<TransactionRow[] | undefined> {
  const p = await firstRow<{ id: number }>(q, sql`SELECT id FROM pattern_bookings WHERE club_id = ${clubId} AND id = ${patternId}`);
  if (!p) return undefined;
  const list = await rows<Omit<TransactionRow, 'amount'> & { amountMinor: number }>(
    q,
    sql`SELECT id AS "transactionId", type::int AS type, kind, target,
               to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS timestamp,
               place, handler, amount_minor::float8 AS "amountMinor", mode::int AS mode
        FROM transactions WHERE club_id = ${clubId} AND pattern_id = ${patternId} ORDER BY id`,
  );
  return list.map(({ amountMinor, ...t }) => ({ ...t, amount: toMajor(amountMinor) }));
}
