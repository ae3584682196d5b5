import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Slot } from '../../../../contract/availability';
import { cartApi } from '../../../lib/cart/cart-api';
import { resyncCalendar } from '../../../offline/calendar-days';

/** Cart writes from the calendar; each one re-syncs the day so Carted shows at once. */
export function useSlotActions() {
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);

  const withBusy = useCallback(async <T>(action: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await action();
    } finally {
      setBusy(false);
      void resyncCalendar();
    }
  }, []);

  const addToCart = useCallback(
    (slot: Slot, count = 1) =>
      withBusy(async () => {
        const outcome = await cartApi.addSlot({
          activityId: slot.activityId,
          courtId: slot.courtId,
          date: slot.slotDate,
          time: slot.slotTime,
          count,
        });
        return outcome.ok;
      }),
    [withBusy],
  );

  const proceed = useCallback(() => {
    // Checkout returns here (with this sport and date) when it closes.
    navigate('/checkout', { state: { from: `${location.pathname}${location.search}` } });
  }, [navigate, location.pathname, location.search]);

  const bookNow = useCallback(
    async (slot: Slot, count = 1) => {
      if (await addToCart(slot, count)) proceed();
    },
    [addToCart, proceed],
  );

  const removeFromCart = useCallback((cartedSlotId: number) => withBusy(() => cartApi.removeSlot(cartedSlotId)), [withBusy]);
  const clearCart = useCallback(() => withBusy(() => cartApi.clear()), [withBusy]);

  return { busy, addToCart, bookNow, proceed, removeFromCart, clearCart };
}
