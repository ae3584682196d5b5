import { issueReceiptVoucher } from '../../ledger/tax-advance';
import { LIMITS, MAX_AMOUNT_MINOR, tooLargeMessage } from '../../../contract/limits';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { LIFETIME, MemberMessages } from '../../../contract/members';
import { CheckoutMessages } from '../../../contract/checkout';
import { STAFF_PLACE, TransactionType } from '../../../contract/codes';
import { BusinessError } from '../../core/business-error';
import type { ClubContext } from '../../core/club-context';
import { todayIn } from '../../core/local-time';
import { recordHistory } from '../../ledger/history';
import { recordTransactions } from '../../ledger/money-rows';
import { toMinor } from '../../core/money';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { clearWrongPins, pinLocked, recordWrongPin, type PinLimit } from './pin-limit';
import { findMemberById, findMemberByPhone, type MemberRow } from '../customers/service';
import type { Phone } from '../../core/phone';
import { checkExpiry, checkNewPin, checkPaid, text } from './validate';
import { lockedMember, type Staff } from './service';
import { recordCreditEntry } from '../../ledger/credit-entries';

interface PinBody {
  mobile: string;
  countryCode?: string | null;
  newPin?: string | null;
  confirmPin?: string | null;
  memberPin?: string | null;
}

/** Set PIN: only for a member without one (Change PIN needs the old one). */
export async function createPin(tx: Tx, club: ClubContext, staff: Staff, body: PinBody) {
  const member = await lockedMember(tx, club, body.mobile, body.countryCode);
  const pin = checkNewPin(body.newPin, body.confirmPin);
  if (!pin.ok) throw new BusinessError(pin.message);
  if (member.pinHash) throw new BusinessError(MemberMessages.pinAlreadySet);
  await savePin(tx, club, staff, member.id, pin.value, 'pin_set');
}

/**
 * Change PIN. A wrong old PIN counts against the same per-member limit as checkout's
 * redemption, so the dialog is no side door for guessing. Returns the refusal for a wrong PIN
 * (the attempt must commit, so it is not thrown).
 */
export async function updatePin(tx: Tx, club: ClubContext, staff: Staff, body: PinBody, limit: PinLimit): Promise<string | null> {
  const member = await lockedMember(tx, club, body.mobile, body.countryCode);
  const old = text(body.memberPin);
  if (!old) throw new BusinessError(MemberMessages.oldPinRequired);
  const pin = checkNewPin(body.newPin, body.confirmPin);
  if (!pin.ok) throw new BusinessError(pin.message);
  if (!member.pinHash) throw new BusinessError(MemberMessages.pinNotSet);
  if (await pinLocked(tx, limit, club.clubId, member.id)) throw new BusinessError(MemberMessages.pinLocked);
  if (!(await verifyPassword(old, member.pinHash))) {
    await recordWrongPin(tx, limit, club.clubId, member.id, staff.userId);
    return MemberMessages.incorrectPin;
  }
  await clearWrongPins(tx, club.clubId, member.id);
  await savePin(tx, club, staff, member.id, pin.value, 'pin_change');
  return null;
}

async function savePin(tx: Tx, club: ClubContext, staff: Staff, memberId: number, pin: string, action: string) {
  await tx.execute(sql`UPDATE members SET pin_hash = ${await hashPassword(pin)} WHERE id = ${memberId}`);
  // The PIN itself never reaches history; only that it changed.
  await recordHistory(tx, { clubId: club.clubId, entity: 'member', entityId: memberId, action, actor: staff });
}

interface RechargeBody {
  mobile: string;
  countryCode?: string | null;
  paidAmount?: unknown;
  credits?: unknown;
  transactionData?: { mode?: number | null } | null;
}

/**
 * Recharge: the money paid (type 5) and the credits granted are separate figures — a club may
 * sell 1,000 credits for 900 — and each is its own row: a transaction and a ledger entry.
 */
export async function recharge(tx: Tx, club: ClubContext, staff: Staff, body: RechargeBody) {
  const member = await lockedMember(tx, club, body.mobile, body.countryCode);
  const paid = checkPaid(body.paidAmount, body.transactionData?.mode, true);
  if (!paid.ok) throw new BusinessError(paid.message);
  const blank = body.credits === null || body.credits === undefined || (typeof body.credits === 'string' && !body.credits.trim());
  if (blank) throw new BusinessError(MemberMessages.creditsRequired);
  const credits = toMinor(body.credits);
  if (credits === null || credits <= 0) throw new BusinessError('Credits should be greater than 0');
  if (credits > MAX_AMOUNT_MINOR) throw new BusinessError(tooLargeMessage('Credits', LIMITS.amountMajor));
  const [transactionId] =
    paid.value.amountMinor > 0
      ? await recordTransactions(tx, [
          {
            clubId: club.clubId,
            type: TransactionType.creditRecharge,
            mode: paid.value.mode,
            amountMinor: paid.value.amountMinor,
            target: 'member',
            memberId: member.id,
            handler: staff.name,
            place: STAFF_PLACE,
            userId: staff.userId,
          },
        ])
      : [null];
  await recordCreditEntry(tx, { clubId: club.clubId, memberId: member.id, amountMinor: credits, reason: 'recharge', transactionId });
  // A recharge is an advance: a registered club's receipt voucher for it (ADR 0082), last in the transaction.
  if (transactionId !== null) {
    await issueReceiptVoucher(tx, {
      clubId: club.clubId,
      tax: club.tax,
      memberId: member.id,
      transactionId,
      amountMinor: paid.value.amountMinor,
      date: todayIn(club.timeZone),
      handler: staff.name,
    });
  }
  await recordHistory(tx, {
    clubId: club.clubId,
    entity: 'member',
    entityId: member.id,
    action: 'recharge',
    actor: staff,
    after: { creditsMinor: credits, paidMinor: paid.value.amountMinor, mode: paid.value.mode },
  });
}

/** Credits validity: a date (not past) or 'max' for lifetime. Checkout refuses credits after it. */
export async function updateValidity(
  tx: Tx,
  club: ClubContext,
  staff: Staff,
  body: { mobile: string; countryCode?: string | null; expiryDate?: string | null },
) {
  const member = await lockedMember(tx, club, body.mobile, body.countryCode);
  if (!text(body.expiryDate)) throw new BusinessError(MemberMessages.invalidDate);
  const expiry = checkExpiry(body.expiryDate, todayIn(club.timeZone), LIFETIME);
  if (!expiry.ok) throw new BusinessError(expiry.message);
  await tx.execute(sql`UPDATE members SET credits_expiry = ${expiry.value} WHERE id = ${member.id}`);
  await recordHistory(tx, {
    clubId: club.clubId,
    entity: 'member',
    entityId: member.id,
    action: 'credits_validity',
    actor: staff,
    before: { creditsExpiry: member.creditsExpiry },
    after: { creditsExpiry: expiry.value },
  });
}

declare const lockedBalance: unique symbol;

/**
 * A member about to spend credits, whose `credits` is the ledger's balance read after their row
 * was locked (lockCreditPayer): the only balance checkSpend accepts.
 */
export type CreditPayer = MemberRow & { readonly [lockedBalance]: true };

/**
 * The one way into spending a member's credits (single booking, new pattern, pattern Pay Now,
 * redeeming on the cart): locks the live member's row, then sums their ledger in a later
 * statement. The order matters on PostgreSQL: at READ COMMITTED a statement reads the snapshot
 * it started with, so a sum taken by the statement that waited for the lock misses what the
 * desk holding it spent, and two desks both spend the same credits. A new statement after the
 * lock is granted sees everything the previous holder committed. Locking the member here,
 * before any court or group-slot lock, is the order every credits-paying write follows.
 * Undefined when the club has no live member by that id or phone.
 */
export async function lockCreditPayer(
  tx: Tx,
  clubId: number,
  who: { memberId: number } | { phone: Phone },
): Promise<CreditPayer | undefined> {
  const member =
    'phone' in who ? await findMemberByPhone(tx, clubId, who.phone, true) : await findMemberById(tx, clubId, who.memberId, true);
  if (!member) return undefined;
  const ledger = await firstRow<{ minor: string }>(
    tx,
    sql`SELECT COALESCE(SUM(amount_minor), 0)::text AS minor FROM member_credit_entries WHERE member_id = ${member.id}`,
  );
  // Expired credits are refused by checkSpend against the club's date, before the balance counts.
  return { ...member, credits: Number(ledger!.minor) } as CreditPayer;
}

/**
 * Whether a member can spend `minor` credits today (club date): refuses expired credits and a
 * balance short of the amount, with the checkout's messages.
 */
export function checkSpend(member: CreditPayer, minor: number, today: string): void {
  if (member.creditsExpiry && member.creditsExpiry < today) throw new BusinessError(CheckoutMessages.creditsExpired);
  if (minor > member.credits) throw new BusinessError(CheckoutMessages.creditsNotEnough);
}

/**
 * One ledger row of a booking's credits: a pattern's (ADR 0037) or a single booking's (ADR 0042).
 * 'redeem' spends credits on it (stored negative), 'refund' gives credits back when it is
 * cancelled (positive). Credits are not takings — the money came in at the recharge — so no
 * transactions row is written.
 */
export async function bookingCreditEntry(
  tx: Tx,
  e: { clubId: number; memberId: number; minor: number; reason: 'redeem' | 'refund' } & ({ patternId: number } | { bookingId: number }),
): Promise<void> {
  await recordCreditEntry(tx, {
    clubId: e.clubId,
    memberId: e.memberId,
    amountMinor: e.reason === 'redeem' ? -e.minor : e.minor,
    reason: e.reason,
    patternId: 'patternId' in e ? e.patternId : null,
    bookingId: 'bookingId' in e ? e.bookingId : null,
  });
}
