import { create } from 'zustand';
import { customerGstinProblem } from '../../../../contract/gstin';

interface CustomerGstinState {
  /** As typed (never upper-cased for the person: a lower-case GSTIN is refused with the reason). */
  value: string;
  /** Show the refusal under the field (after leaving it, or after Confirm Booking). */
  shown: boolean;
  set(value: string): void;
  show(): void;
  clear(): void;
}

/** The checkout's optional customer GSTIN (B2B, ADR 0082 addendum): the invoice's recipient. */
export const useCustomerGstinStore = create<CustomerGstinState>((set) => ({
  value: '',
  shown: false,
  set: (value) => set({ value }),
  show: () => set({ shown: true }),
  clear: () => set({ value: '', shown: false }),
}));

/** The contract's GSTIN rule for the field: the refusal naming it, or null (blank is fine). */
export const customerGstinError = (value: string) => customerGstinProblem(value);

/**
 * What Confirm Booking sends: `{ gstin }` for a valid GSTIN, nothing for a blank one, and
 * `null` for a refused one (the booking waits; the field shows why).
 */
export function customerGstinForPayload(): { gstin?: string } | null {
  const { value, show } = useCustomerGstinStore.getState();
  if (customerGstinError(value)) {
    show();
    return null;
  }
  return value.trim() === '' ? {} : { gstin: value.trim() };
}
