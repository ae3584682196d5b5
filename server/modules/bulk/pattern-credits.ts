import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { CheckoutMessages } from '../../../contract/checkout';
import { PatternMessages } from '../../../contract/pattern';
import { BusinessError } from '../../core/business-error';
import { todayIn } from '../../core/local-time';
import { toMinor } from '../../core/money';
import { recordHistory } from '../../ledger/history';
import { logPatternChanged } from '../../ledger/change-log';
import { findMemberByPhone } from '../customers/service';
import type { Phone } from '../../core/phone';
import { checkMemberPin, type PinLimit } from '../members/pin-limit';
import type { Staff } from '../checkout/booking-service';
import { checkSpend, bookingCreditEntry, lockCreditPayer, type CreditPayer } from '../members/credits';
import { patternBalanceSql } from '../../ledger/pattern-balance';

/**
 * Credits asked for at POST /booking/pattern (the checkout's `credits`, major units): 0 when
 * absent or 0; a negative or malformed amount is refused with the checkout's message.
 */
export function creditsOfCheckout(credits: unknown): number {
  if (credits === null || credits === undefined || credits === '' || credits === 0) return 0;
  const minor = toMinor(credits);
  // A positive amount below one paisa rounds to 0: refused rather than silently dropped.
  if (minor === null || minor <= 0 || !Number.isSafeInteger(minor)) throw new BusinessError(CheckoutMessages.creditsInvalid);
  return minor;
}

/**
 * The PIN step of paying a new pattern with credits. Runs in its own short transaction before
 * the booking's (which may carry an Idempotency-Key): a wrong PIN must commit its count
 * (pin-limit.ts) without the refusal being stored as the key's reply, so a corrected retry with
 * the same key still books. Returns the refusal, or null when the PIN is right.
 */
export async function checkCheckoutPin(
  tx: Tx,
  clubId: number,
  userId: number,
  phone: Phone,
  pin: string | null | undefined,
  limit: PinLimit,
) {
  const member = await findMemberByPhone(tx, clubId, phone, true);
  if (!member) throw new BusinessError(CheckoutMessages.notMember);
  return checkMemberPin(tx, limit, clubId, member, pin, userId);
}

/**
 * Whether credits can pay a pattern being created, judged before anything is written (the
 * caller took the member with lockCreditPayer before any court lock, the order single bookings
 * use). `payableMinor` is what the pattern costs less the advance paid in money.
 */
export function checkNewPatternCredits(
  member: CreditPayer | undefined,
  minor: number,
  payableMinor: number,
  timeZone: string,
): CreditPayer {
  if (!member) throw new BusinessError(CheckoutMessages.notMember);
  checkSpend(member, minor, todayIn(timeZone));
  if (minor > payableMinor) throw new BusinessError(CheckoutMessages.creditsTooHigh);
  return member;
}

export interface CreditPayment {
  patternId: number;
  minor: number;
  memberPin: string | null | undefined;
}

/**
 * Bulk Pay Now with member credits: only a member's pattern, paid by that member after the
 * PIN (shared limiter), never beyond the pattern's balance or the member's credits. The pattern
 * is locked first, then its member, so two desks paying one pattern run in turn. Returns the
 * refusal of a wrong PIN (to be committed) or the new balance.
 */
export async function payPatternWithCredits(
  tx: Tx,
  club: { clubId: number; timeZone: string },
  staff: Staff,
  pay: CreditPayment,
  limit: PinLimit,
): Promise<{ refused: string } | { balance: number }> {
  const { clubId } = club;
  const p = await firstRow<{ balance: number; memberId: number | null }>(
    tx,
    sql`SELECT ${patternBalanceSql}::float8 AS balance, p.member_id AS "memberId"
        FROM pattern_bookings p WHERE p.club_id = ${clubId} AND p.id = ${pay.patternId} FOR UPDATE`,
  );
  if (!p) throw new BusinessError(PatternMessages.notFound);
  if (p.memberId === null) throw new BusinessError(PatternMessages.creditsNeedMember);
  const member = await lockCreditPayer(tx, clubId, { memberId: p.memberId });
  if (!member) throw new BusinessError(CheckoutMessages.notMember);
  const wrongPin = await checkMemberPin(tx, limit, clubId, member, pay.memberPin, staff.userId);
  if (wrongPin) return { refused: wrongPin };
  if (pay.minor > p.balance) throw new BusinessError(PatternMessages.amountTooHigh);
  checkSpend(member, pay.minor, todayIn(club.timeZone));
  await bookingCreditEntry(tx, { clubId, memberId: member.id, patternId: pay.patternId, minor: pay.minor, reason: 'redeem' });
  await recordHistory(tx, {
    clubId,
    entity: 'pattern',
    entityId: pay.patternId,
    action: 'payment',
    actor: { userId: staff.userId, name: staff.username },
    before: { balanceMinor: p.balance },
    after: { balanceMinor: p.balance - pay.minor, creditsMinor: pay.minor, memberId: member.id },
  });
  await logPatternChanged(tx, clubId, pay.patternId, 'payment');
  return { balance: p.balance - pay.minor };
}
