import type { Cart } from '../../../../contract/cart';
import type { CheckoutForm } from '../../../domain/checkout/use-checkout-form';
import { useUpiPayment } from '../../../domain/checkout/use-upi-payment';
import { UpiMessages } from '../../../domain/checkout/upi-payment';

/**
 * UPI at checkout (ADR 0082): the desk's one UPI payment (src/domain/checkout/use-upi-payment.ts)
 * for the advance, with a note naming the first slot's date and the customer.
 */
export function useUpiCheckout(form: CheckoutForm, cart: Cart) {
  const first = cart.slots[0];
  const note = `Booking ${first?.slotDate ?? ''} ${form.values.name}`.trim();
  return useUpiPayment({
    amount: Number(form.values.advance || 0),
    mode: form.payment.mode,
    note,
    confirmMessage: UpiMessages.confirmRequired,
  });
}
