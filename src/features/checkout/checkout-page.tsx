import { Center, Loader } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { CheckoutView } from './checkout-view';
import { useCheckoutCart } from './hooks/use-checkout-cart';
import type { CheckoutCustomer } from '../../domain/checkout/use-checkout-form';

/** Booking checkout, a full page (/checkout); it returns to the page it came from (the calendar). */
export function CheckoutPage() {
  const location = useLocation();
  const state = location.state as { from?: string; customer?: CheckoutCustomer } | null;
  const backTo = state?.from ?? '/calendar';
  const cart = useCheckoutCart(backTo);
  if (!cart) {
    return (
      <Center mih="60vh">
        <Loader />
      </Center>
    );
  }
  return <CheckoutView cart={cart} backTo={backTo} customer={state?.customer} />;
}
