import { Center, Loader } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { CheckoutView } from './checkout-view';
import { useCheckoutCart } from './hooks/use-checkout-cart';
import type { CheckoutCustomer } from '../../domain/checkout/use-checkout-form';
import { useTranslation } from 'react-i18next';

/** Booking checkout, a full page (/checkout); it returns to the page it came from (the calendar). */
export function CheckoutPage() {
  // The page's words and the shared checkout parts' (src/domain/checkout) load before it shows.
  useTranslation(['checkout', 'payment']);
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
