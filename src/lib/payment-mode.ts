import { PaymentMode, type PaymentModeCode } from '../../contract/codes';
import { CheckoutMessages } from '../../contract/checkout';
import { PatternMessages } from '../../contract/pattern';

/**
 * The one payment-mode control of the console (spec 1 §4 advance; spec 2 §4 registration fee,
 * recharge, Pay Now, subscription advance): starts at No Pay; an amount above 0 switches No Pay
 * to Cash and disables No Pay; clearing it (or ≤ 0) returns to No Pay; choosing a paying mode
 * with an empty amount marks the amount invalid.
 *
 * Two shapes share these rules: `PaymentModeState` for forms that keep the amount elsewhere
 * (checkout), `PaidState` for fields that keep amount and mode together (PaymentModeField).
 */
export interface PaymentModeState {
  mode: PaymentModeCode;
  /** No Pay cannot be chosen while an amount above 0 is entered. */
  noPayDisabled: boolean;
  /** A paying mode was chosen while the amount is empty. */
  amountInvalid: boolean;
}

/** An amount typed into a NumberInput: a number, or '' when cleared. */
export type AmountInput = number | string;

export const initialPaymentMode: PaymentModeState = { mode: PaymentMode.noPay, noPayDisabled: false, amountInvalid: false };

export function amountValue(amount: AmountInput | null | undefined): number | null {
  if (amount === '' || amount === null || amount === undefined) return null;
  const n = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(n) ? n : null;
}

/** Typing an amount: above 0 on No Pay switches to Cash; cleared or ≤ 0 returns to No Pay. */
export function afterAmountChange(state: PaymentModeState, amount: AmountInput | null): PaymentModeState {
  // NaN: text the amount field refused ("-50", "abc"); the form must not send it (issue 24).
  if (typeof amount === 'number' && Number.isNaN(amount)) return { ...state, amountInvalid: true };
  const value = amountValue(amount);
  if (value !== null && value > 0) {
    return { mode: state.mode === PaymentMode.noPay ? PaymentMode.cash : state.mode, noPayDisabled: true, amountInvalid: false };
  }
  return { mode: PaymentMode.noPay, noPayDisabled: false, amountInvalid: false };
}

/** Choosing a mode: No Pay only when allowed; a paying mode with an empty amount marks the amount invalid. */
export function afterModeChoice(state: PaymentModeState, mode: PaymentModeCode, amount: AmountInput): PaymentModeState {
  if (mode === PaymentMode.noPay) {
    return state.noPayDisabled ? state : { ...state, mode, amountInvalid: false };
  }
  return { ...state, mode, amountInvalid: amountValue(amount) === null };
}

/** Amount and mode kept together (registration fee, recharge, Pay Now, package advance). */
export interface PaidState extends PaymentModeState {
  amount: AmountInput;
}

export const initialPaid: PaidState = { ...initialPaymentMode, amount: '' };

export const amountOf = (amount: AmountInput): number | null => amountValue(amount);

export function typeAmount(state: PaidState, amount: AmountInput): PaidState {
  return { ...afterAmountChange(state, amount), amount };
}

export function chooseMode(state: PaidState, mode: PaymentModeCode): PaidState {
  const next = afterModeChoice(state, mode, state.amount);
  return next === state ? state : { ...next, amount: state.amount };
}

export const CREDIT_MESSAGES = {
  amountRequired: PatternMessages.amountRequired,
  pinRequired: CheckoutMessages.pinRequired,
  notEnough: CheckoutMessages.creditsNotEnough,
} as const;

/**
 * Member credits as a way to pay (ADR 0037): offered only when the booking is a member's and
 * the member has credits to spend today. Credits are not a payment mode (no money moves), so
 * they sit beside the mode control, always with the member's PIN.
 */
export function creditsOffered(member: { isMember: boolean; credits: number | null | undefined }): boolean {
  return member.isMember && (member.credits ?? 0) > 0;
}

/**
 * The local rules of paying with credits, in the server's order: an amount above 0 ('Amount is
 * required'), a PIN, no more than the member has. The server checks them again (and the PIN).
 */
export function creditsPaymentError(amount: AmountInput, credits: number, pin: string): string | null {
  const value = amountValue(amount);
  if (value === null || value <= 0) return CREDIT_MESSAGES.amountRequired;
  if (!pin.trim()) return CREDIT_MESSAGES.pinRequired;
  if (value > credits) return CREDIT_MESSAGES.notEnough;
  return null;
}
