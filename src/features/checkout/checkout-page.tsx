import { Center, Loader } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { CheckoutView } from './checkout-view';
import { useCheckoutCart } from './hooks/use-checkout-cart';

/** Booking checkout, a full page (/checkout); it returns to the page it came from (the calendar). */
export function CheckoutPage() {
  const location = useLocation();
  const backTo = (location.state as { from?: string } | null)?.from ?? '/calendar';
  const cart = useCheckoutCart(backTo);
  if (!cart) {
    return (
      <Center mih="60vh">
        <Loader />
      </Center>
    );
  }
  return <CheckoutView cart={cart} backTo={backTo} />;
}
