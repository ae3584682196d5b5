import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { PatternMessages } from '../../../contract/pattern';
import { STAFF_PLACE, TransactionType } from '../../../contract/codes';
import { BusinessError } from '../../core/business-error';
import { toMinor } from '../../core/money';
import { recordTransactions } from '../../ledger/money-rows';
import { recordHistory } from '../../ledger/history';
import { logPatternChanged } from '../../ledger/change-log';
import type { Staff } from '../checkout/booking-service';
import { patternBalanceSql } from '../../ledger/pattern-balance';

/** The amount rules of Bulk Pay Now (spec 1 §5): no discount; empty or 0 is 'Amount is required'. */
export function checkPatternAmount(
  amount: unknown,
  mode: number | null | undefined,
): { ok: true; minor: number; mode: number } | { ok: false; message: string } {
  const minor = toMinor(amount);
  if (minor === null || minor === 0) return { ok: false, message: PatternMessages.amountRequired };
  if (minor < 0) return { ok: false, message: PatternMessages.amountRequired };
  if (!mode || mode < 1 || mode > 3) return { ok: false, message: PatternMessages.modeRequired };
  return { ok: true, minor, mode };
}

/** Records a later payment (type 3) of a pattern; never more than its balance. Returns the new balance. */
export async function payPattern(tx: Tx, clubId: number, staff: Staff, patternId: number, minor: number, mode: number): Promise<number> {
  const p = await firstRow<{ balance: number; memberId: number | null }>(
    tx,
    sql`SELECT ${patternBalanceSql}::float8 AS balance, p.member_id AS "memberId"
        FROM pattern_bookings p WHERE p.club_id = ${clubId} AND p.id = ${patternId} FOR UPDATE`,
  );
  if (!p) throw new BusinessError(PatternMessages.notFound);
  if (minor > p.balance) throw new BusinessError(PatternMessages.amountTooHigh);
  await recordTransactions(tx, [
    {
      clubId,
      type: TransactionType.laterPayment,
      mode,
      amountMinor: minor,
      target: 'court',
      patternId,
      memberId: p.memberId,
      handler: staff.username,
      place: STAFF_PLACE,
      userId: staff.userId,
    },
  ]);
  await recordHistory(tx, {
    clubId,
    entity: 'pattern',
    entityId: patternId,
    action: 'payment',
    actor: { userId: staff.userId, name: staff.username },
    before: { balanceMinor: p.balance },
    after: { balanceMinor: p.balance - minor, amountMinor: minor, mode },
  });
  // Every occurrence's pending badge follows the pattern's balance (ADR 0057).
  await logPatternChanged(tx, clubId, patternId, 'payment');
  return p.balance - minor;
}
