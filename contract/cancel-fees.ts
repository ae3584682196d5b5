import { z } from 'zod';
import { LIMITS } from './limits';
import { wireAmount } from './money-input';

/**
 * Late-cancel and no-show fees of a club (issue 30 part 2, ADR 0079), a part of the club's
 * settings. A fee is a percent of the booking's court price or a fixed amount (major units,
 * 2 decimals on the wire); 0 means no fee, so a club that never set one charges nothing.
 */
export const FEE_KINDS = ['percent', 'fixed'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export const feeRule = z.object({ kind: z.enum(FEE_KINDS), amount: z.number().min(0).max(LIMITS.amountMajor) });
export type FeeRule = z.infer<typeof feeRule>;

export const cancelFees = z.object({
  /** Cancelling less than this many hours before the start keeps the late-cancel fee; 0 = no window. */
  lateCancelHours: z.number().int().min(0).max(8_760),
  lateCancelFee: feeRule,
  noShowFee: feeRule,
  /** Whether the desk may settle a fee from the member's credits (Pay Now, mode Credits). */
  feeFromCredits: z.boolean(),
});
export type CancelFees = z.infer<typeof cancelFees>;

export const DEFAULT_CANCEL_FEES: CancelFees = {
  lateCancelHours: 0,
  lateCancelFee: { kind: 'percent', amount: 0 },
  noShowFee: { kind: 'percent', amount: 0 },
  feeFromCredits: false,
};

/** One fee as a save may write it: refused by name, never clamped or rounded (ADR 0048). */
const feeInput = (field: string) =>
  z
    .object({
      kind: z.enum(FEE_KINDS, { error: `${field} must be a percent or a fixed amount` }),
      amount: z
        .number({ error: `${field} must be a number` })
        .min(0, `${field} cannot be negative`)
        .max(LIMITS.amountMajor, `${field} is too large`)
        .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${field} can have at most 2 decimal places`),
    })
    .superRefine((f, ctx) => {
      if (f.kind === 'percent' && f.amount > 100)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: `${field} cannot be more than 100 %` });
    });

export const cancelFeesInput = z.object({
  lateCancelHours: z
    .number({ error: 'Late-cancel window must be a number' })
    .int('Late-cancel window must be a whole number of hours')
    .min(0, 'Late-cancel window cannot be negative')
    .max(8_760, 'Late-cancel window cannot be more than 8,760 hours'),
  lateCancelFee: feeInput('Late-cancel fee'),
  noShowFee: feeInput('No-show fee'),
  feeFromCredits: z.boolean({ error: 'Fees from credits must be on or off' }),
});

/** The fee of a rule on a court price (minor units): a percent rounded once, or the fixed amount. */
export function feeOn(rule: FeeRule, priceMinor: number): number {
  if (rule.amount <= 0) return 0;
  return rule.kind === 'percent' ? Math.round((Math.max(0, priceMinor) * rule.amount) / 100) : Math.round(rule.amount * 100);
}

/** POST /booking/fee/pay: pays some of a booking's fees in money (mode 1–3) or from the member's credits. */
export const payFeeRequest = z.object({
  bookingId: z.coerce.number().int().positive(),
  amount: wireAmount('Amount'),
  mode: z.coerce.number().int().min(0).max(4).nullish(),
  fromCredits: z.boolean().nullish(),
});
export type PayFeeRequest = z.input<typeof payFeeRequest>;

export const FeeMessages = {
  paid: 'Fee payment recorded',
  nothingOwed: 'This booking owes no fee',
  amountAboveFee: 'Amount cannot be more than the fee owed',
  creditsNotAllowed: 'This club does not take fees from member credits',
  creditsNeedMember: 'Only a member booking can pay a fee from credits',
} as const;

/** A fee line of Booking Details. */
export const feeLine = z.object({
  id: z.number().int(),
  kind: z.enum(['late_cancel', 'no_show']),
  amount: z.number(),
  createdAt: z.string(),
});
export type FeeLine = z.infer<typeof feeLine>;
export const FEE_LINE_NAMES: Record<FeeLine['kind'], string> = { late_cancel: 'Late-cancel fee', no_show: 'No-show fee' };
