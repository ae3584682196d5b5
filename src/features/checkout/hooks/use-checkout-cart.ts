import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Cart } from '../../../../contract/cart';
import { loadCart } from '../../../lib/cart/cart-api';
import { useCart } from '../../../lib/cart/cart-store';
import { useCartExpiry } from '../../../lib/cart/use-cart-expiry';
import { creditsApi, discountApi } from '../api/checkout-api';

/**
 * The cart the checkout works on. Opens only with at least one slot, else goes back (spec 1 §2);
 * discount and credits left by an earlier, abandoned checkout are reset on load (spec 1 §4).
 */
export function useCheckoutCart(backTo: string): Cart | null {
  const navigate = useNavigate();
  const cart = useCart();
  const [ready, setReady] = useState(false);
  useCartExpiry();

  useEffect(() => {
    let active = true;
    void (async () => {
      const loaded = await loadCart();
      if (!active) return;
      if (!loaded || loaded.slots.length === 0) {
        navigate(backTo, { replace: true });
        return;
      }
      if (loaded.credits > 0) await creditsApi.reset(true);
      if (loaded.clubDiscount > 0) await discountApi.reset(true);
      if (active) setReady(true);
    })();
    return () => {
      active = false;
    };
    // Runs once per opening of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Holds that run out while the desk types empty the cart: nothing left to check out.
  const empty = ready && (!cart || cart.slots.length === 0);
  useEffect(() => {
    if (empty) navigate(backTo, { replace: true });
  }, [empty, navigate, backTo]);

  return ready && cart && cart.slots.length > 0 ? cart : null;
}
