import { PaymentMode, type PaymentModeCode } from '../../contract/codes';

/**
 * The payment-mode control of spec 2 §4 (registration fee, recharge, Pay Now, advance): starts
 * at No Pay; an amount above 0 switches No Pay to Cash and disables No Pay; clearing it (or ≤ 0)
 * returns to No Pay; choosing a paying mode with an empty amount marks the amount invalid.
 */
export interface PaidState {
  amount: number | string;
  mode: PaymentModeCode;
  noPayDisabled: boolean;
  amountInvalid: boolean;
}

export const initialPaid: PaidState = { amount: '', mode: PaymentMode.noPay, noPayDisabled: false, amountInvalid: false };

export function amountOf(amount: number | string): number | null {
  if (amount === '') return null;
  const n = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(n) ? n : null;
}

export function typeAmount(state: PaidState, amount: number | string): PaidState {
  const value = amountOf(amount);
  if (value !== null && value > 0) {
    return { amount, mode: state.mode === PaymentMode.noPay ? PaymentMode.cash : state.mode, noPayDisabled: true, amountInvalid: false };
  }
  return { amount, mode: PaymentMode.noPay, noPayDisabled: false, amountInvalid: false };
}

export function chooseMode(state: PaidState, mode: PaymentModeCode): PaidState {
  if (mode === PaymentMode.noPay) return state.noPayDisabled ? state : { ...state, mode, amountInvalid: false };
  return { ...state, mode, amountInvalid: amountOf(state.amount) === null };
}
