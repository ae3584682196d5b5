import { useEffect } from 'react';
import { loadCart } from '../../../lib/cart/cart-api';
import { useSession } from '../../../lib/session/session-store';
import { nextDate, resyncCalendar } from '../../../offline/calendar-days';
import { subscribeLive } from '../../../offline/calendar-live';

/** Another desk's booking, hold or release on the day on screen re-fetches it (through sync). */
export function useCalendarLive(activityId: number | null, date: string): void {
  const token = useSession()?.authToken;
  useEffect(() => {
    if (!token || activityId === null || typeof EventSource === 'undefined') return;
    const tomorrow = nextDate(date);
    return subscribeLive(token, (change) => {
      // A price or holiday change ('pricing', logged with today's date) may touch any day.
      const anyDay = change.kind === 'pricing';
      if (change.activityId !== activityId || (!anyDay && change.date !== date && change.date !== tomorrow)) return;
      void resyncCalendar();
      // A change on this day may be our own hold expiring: keep the cart icon honest.
      void loadCart();
    });
  }, [token, activityId, date]);
}
