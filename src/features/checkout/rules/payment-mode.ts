import { PaymentMode, type PaymentModeCode } from '../../../../contract/codes';

/** The advance's payment-mode control of spec 1 §4. */
export interface PaymentModeState {
  mode: PaymentModeCode;
  /** No Pay cannot be chosen while an advance above 0 is entered. */
  noPayDisabled: boolean;
  /** A paying mode was chosen while the amount is empty. */
  amountInvalid: boolean;
}

export const initialPaymentMode: PaymentModeState = { mode: PaymentMode.noPay, noPayDisabled: false, amountInvalid: false };

/** An amount typed into a NumberInput: a number, or '' when cleared. */
export type AmountInput = number | string;

export function amountValue(amount: AmountInput | null | undefined): number | null {
  if (amount === '' || amount === null || amount === undefined) return null;
  const n = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(n) ? n : null;
}

/** Typing an amount: above 0 on No Pay switches to Cash; cleared or ≤ 0 returns to No Pay. */
export function afterAmountChange(state: PaymentModeState, amount: AmountInput | null): PaymentModeState {
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
