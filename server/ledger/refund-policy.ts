import type { ClubSettings } from '../../contract/club-settings';
import { feeOn, type CancelFees } from '../../contract/cancel-fees';

/** Refund types of spec 1 §4: 2 as per policy (default), 1 full refund, 0 no refund. */
export const RefundType = { none: 0, full: 1, policy: 2 } as const;

/**
 * The policy percent for a cancellation `hoursBefore` the start: the best tier whose threshold
 * is met (a tier applies at exactly its hours), 0 when none is; after the start, 0.
 */
export function policyPercent(policy: ClubSettings['refundPolicy'], hoursBefore: number): number {
  if (hoursBefore < 0) return 0;
  return policy.tiers.filter((t) => hoursBefore >= t.hoursBefore).reduce((best, t) => Math.max(best, t.percent), 0);
}

/** One cancelled start: a single booking, or one occurrence of a pattern. */
export interface CancelledPart {
  grossMinor: number;
  /** Hours from now to its start (club wall time, core/club-clock). */
  hoursBefore: number;
}

/**
 * The one refund rule for single bookings and patterns (ADR 0061): of the money the club holds
 * for what is cancelled, type 1 gives it all back, type 0 none, and type 2 each part's share of
 * it (in proportion to its price) times the policy percent for its hours before start, rounded
 * once to minor units. A single booking is one part: its held money times its percent.
 */
export function refundsFor(heldMinor: number, parts: CancelledPart[], policy: ClubSettings['refundPolicy']): Record<0 | 1 | 2, number> {
  const held = Math.max(0, heldMinor);
  const gross = parts.reduce((n, p) => n + Math.max(0, p.grossMinor), 0);
  const weighted =
    gross > 0
      ? parts.reduce((n, p) => n + Math.max(0, p.grossMinor) * policyPercent(policy, p.hoursBefore), 0) / gross
      : Math.max(0, ...parts.map((p) => policyPercent(policy, p.hoursBefore)));
  return { 0: 0, 1: held, 2: Math.round((held * weighted) / 100) };
}

/**
 * The late-cancel fee of a cancellation (ADR 0079): each part cancelled less than the club's
 * window before its start (or after it) keeps the fee on its price — a percent, or the fixed
 * amount once per part. 0 when the club has no window or no fee.
 */
export function lateCancelFee(fees: CancelFees, parts: CancelledPart[]): number {
  if (fees.lateCancelHours <= 0) return 0;
  return parts.filter((p) => p.hoursBefore < fees.lateCancelHours).reduce((n, p) => n + feeOn(fees.lateCancelFee, p.grossMinor), 0);
}

/**
 * The one cancellation rule, fee included (ADR 0042, 0061, 0079): the refund of each type less
 * the late-cancel fee, never below 0. A full refund (type 1) is the desk's waiver: no fee. The
 * fee is kept from the money held first; `feeOwed` is what the money held does not cover and
 * stays owed on the booking. Single bookings and patterns both read their refunds here.
 */
export function refundsLessFee(
  heldMinor: number,
  parts: CancelledPart[],
  settings: Pick<ClubSettings, 'refundPolicy' | 'cancelFees'>,
): { refunds: Record<0 | 1 | 2, number>; fee: Record<0 | 1 | 2, number>; feeOwed: Record<0 | 1 | 2, number> } {
  const base = refundsFor(heldMinor, parts, settings.refundPolicy);
  const fee = lateCancelFee(settings.cancelFees, parts);
  const held = Math.max(0, heldMinor);
  return {
    refunds: { 0: 0, 1: base[1], 2: Math.max(0, base[2] - fee) },
    fee: { 0: fee, 1: 0, 2: fee },
    feeOwed: { 0: Math.max(0, fee - held), 1: 0, 2: Math.max(0, fee - held) },
  };
}
