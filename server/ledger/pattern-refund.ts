import type { ClubSettings } from '../../contract/club-settings';
import { policyPercent, refundsLessFee, RefundType as RefundTypes, type CancelledPart } from './refund-policy';
import { DEFAULT_CANCEL_FEES, type CancelFees } from '../../contract/cancel-fees';

// One policy reading for single and pattern bookings.
export { policyPercent };

/** Refund types of spec 1 §4: 2 as per policy (default), 1 full refund, 0 no refund. */
export type RefundType = (typeof RefundTypes)[keyof typeof RefundTypes];

export type CancelledOccurrence = CancelledPart;

export interface RefundInput {
  occurrences: CancelledOccurrence[];
  policy: ClubSettings['refundPolicy'];
  /** The club's late-cancel fee (ADR 0079); none when absent. */
  cancelFees?: CancelFees;
  refundType: RefundType;
  /** Money the club holds for the pattern now (payments − refunds). */
  paidMinor: number;
  /** What the pattern owes before the cancellation: live gross + fees kept earlier. */
  owedBeforeMinor: number;
}

export interface RefundResult {
  cancelledGrossMinor: number;
  /** Paid back now (a refund row). */
  refundMinor: number;
  /**
   * Added to what the pattern owes: what the club keeps of the money already paid for the
   * cancelled occurrences, or the late-cancel fee when that is more (the rest of it stays owed).
   */
  feeMinor: number;
  /** The late-cancel fee of the cancelled occurrences (0 outside the window or on a full refund). */
  lateFeeMinor: number;
}

/**
 * Refund of cancelling some occurrences of a pattern (ADR 0025, 0061). The money held for them is
 * the "excess": what was paid beyond what the remaining occurrences need, at most their price.
 * The one refund rule (refund-policy.ts) gives back its share of that excess, the same rule a
 * single booking's cancellation follows; the club keeps the rest of the excess as a fee. Without
 * a late-cancel fee an unpaid cancellation moves no money and leaves no debt; with one, the part
 * of the fee the excess does not cover stays owed on the pattern (ADR 0079).
 */
export function patternRefund(input: RefundInput): RefundResult {
  const cancelledGrossMinor = input.occurrences.reduce((n, o) => n + o.grossMinor, 0);
  const excess = Math.max(0, Math.min(cancelledGrossMinor, input.paidMinor - (input.owedBeforeMinor - cancelledGrossMinor)));
  const money = refundsLessFee(excess, input.occurrences, {
    refundPolicy: input.policy,
    cancelFees: input.cancelFees ?? DEFAULT_CANCEL_FEES,
  });
  const refundMinor = money.refunds[input.refundType];
  const lateFeeMinor = money.fee[input.refundType];
  return { cancelledGrossMinor, refundMinor, feeMinor: Math.max(excess - refundMinor, lateFeeMinor), lateFeeMinor };
}

/**
 * How a pattern's refund goes back (ADR 0037): in the forms it was paid, in proportion to what
 * the club holds of each — money (a refund row) and member credits (a ledger row). Neither
 * part exceeds what is held of it.
 */
export function splitRefund(
  refundMinor: number,
  moneyHeldMinor: number,
  creditsHeldMinor: number,
): { moneyMinor: number; creditsMinor: number } {
  const money = Math.max(0, moneyHeldMinor);
  const credits = Math.max(0, creditsHeldMinor);
  const refund = Math.max(0, Math.min(refundMinor, money + credits));
  if (refund === 0 || credits === 0) return { moneyMinor: refund, creditsMinor: 0 };
  let creditsMinor = Math.min(credits, Math.round((refund * credits) / (money + credits)));
  // Rounding may leave the money part a unit above what is held: that unit goes back as credits.
  if (refund - creditsMinor > money) creditsMinor = refund - money;
  return { moneyMinor: refund - creditsMinor, creditsMinor };
}
