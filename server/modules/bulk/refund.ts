import type { ClubSettings } from '../../../contract/club-settings';
import { policyPercent, RefundType as RefundTypes } from '../bookings/refund-policy';

// One policy reading for single and pattern bookings.
export { policyPercent };

/** Refund types of spec 1 §4: 2 as per policy (default), 1 full refund, 0 no refund. */
export type RefundType = (typeof RefundTypes)[keyof typeof RefundTypes];

export interface CancelledOccurrence {
  grossMinor: number;
  /** Hours from now to its start (club wall time). */
  hoursBefore: number;
}

export interface RefundInput {
  occurrences: CancelledOccurrence[];
  policy: ClubSettings['refundPolicy'];
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
  /** Kept by the club from money already paid for the cancelled occurrences. */
  feeMinor: number;
}

/**
 * Refund of cancelling some occurrences of a pattern (ADR 0025). Only money already paid
 * beyond what the remaining occurrences need ("excess") can come back; of it, the customer
 * gets what the refund type allows — per policy, each occurrence's gross × the tier percent for
 * its hours before start — and the club keeps the rest as a fee. An unpaid cancellation moves
 * no money and leaves no debt: the balance only shrinks. Pure, so issue 8's single-booking
 * cancellation can share it at merge.
 */
export function patternRefund(input: RefundInput): RefundResult {
  const cancelledGrossMinor = input.occurrences.reduce((n, o) => n + o.grossMinor, 0);
  const excess = Math.max(0, Math.min(cancelledGrossMinor, input.paidMinor - (input.owedBeforeMinor - cancelledGrossMinor)));
  const entitled =
    input.refundType === 1
      ? cancelledGrossMinor
      : input.refundType === 0
        ? 0
        : input.occurrences.reduce((n, o) => n + Math.round((o.grossMinor * policyPercent(input.policy, o.hoursBefore)) / 100), 0);
  const refundMinor = Math.min(excess, entitled);
  return { cancelledGrossMinor, refundMinor, feeMinor: excess - refundMinor };
}
