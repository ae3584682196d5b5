import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { AppSettings } from '../../core/settings';
import { firstRow } from '../../db/rows';
import { CheckoutMessages } from '../../../contract/checkout';
import { verifyPassword } from '../../lib/passwords';
import { BusinessError } from '../../core/business-error';

export type PinLimit = AppSettings['memberPin'];

/**
 * True when the member already has maxFailures wrong PINs inside the window. Counted in the
 * database (like the login limit) so every API process and every desk sees the same number.
 * The caller holds the member's row lock, so concurrent guesses are counted one after another.
 */
export async function pinLocked(q: Queryable, limit: PinLimit, clubId: number, memberId: number): Promise<boolean> {
  const row = await firstRow<{ n: number }>(
    q,
    sql`SELECT count(*)::int AS n FROM member_pin_failures
        WHERE club_id = ${clubId} AND member_id = ${memberId}
          AND created_at > now() - ${limit.windowMinutes}::double precision * interval '1 minute'`,
  );
  return (row?.n ?? 0) >= limit.maxFailures;
}

export async function recordWrongPin(q: Queryable, limit: PinLimit, clubId: number, memberId: number, userId: number): Promise<void> {
  await q.execute(sql`INSERT INTO member_pin_failures (club_id, member_id, user_id) VALUES (${clubId}, ${memberId}, ${userId})`);
  // Rows older than the window carry no weight any more; trimming here keeps the table small without a job.
  await q.execute(sql`DELETE FROM member_pin_failures WHERE club_id = ${clubId} AND member_id = ${memberId}
    AND created_at <= now() - ${limit.windowMinutes}::double precision * interval '1 minute'`);
}

/** The right PIN wipes the slate: the member's own desk visit is not held against them later. */
export async function clearWrongPins(q: Queryable, clubId: number, memberId: number): Promise<void> {
  await q.execute(sql`DELETE FROM member_pin_failures WHERE club_id = ${clubId} AND member_id = ${memberId}`);
}

/**
 * The member PIN check every credit redemption shares (cart redeem, pattern credits): PIN given,
 * set, not locked out, right. Missing / not set / locked throw; a wrong PIN is counted and
 * returned as the refusal, so the caller commits the count (a rolled-back count would let
 * guessing go on forever). The caller holds the member's row lock.
 */
export async function checkMemberPin(
  q: Queryable,
  limit: PinLimit,
  clubId: number,
  member: { id: number; pinHash: string | null },
  pin: string | null | undefined,
  userId: number,
): Promise<string | null> {
  if (!pin) throw new BusinessError(CheckoutMessages.pinRequired);
  if (!member.pinHash) throw new BusinessError(CheckoutMessages.pinNotSet);
  if (await pinLocked(q, limit, clubId, member.id)) throw new BusinessError(CheckoutMessages.pinLocked);
  if (!(await verifyPassword(pin, member.pinHash))) {
    await recordWrongPin(q, limit, clubId, member.id, userId);
    return CheckoutMessages.incorrectPin;
  }
  await clearWrongPins(q, clubId, member.id);
  return null;
}
