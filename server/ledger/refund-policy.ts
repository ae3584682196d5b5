import type { ClubSettings } from '../../contract/club-settings';
import { percentOf } from '../core/money';

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

/** Refund in minor units of what was paid, for each refund type. */
export function refundsFor(paidMinor: number, percent: number): Record<0 | 1 | 2, number> {
  const paid = Math.max(0, paidMinor);
  return { 0: 0, 1: paid, 2: percentOf(paid, percent) };
}
