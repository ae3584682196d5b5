import { useCallback, useEffect, useState } from 'react';
import { i18n } from '../../lib/i18n/i18n';
import { fetchFullDetails, type FullBookingDetails } from './booking-api';

export type DetailsState = { state: 'loading' } | { state: 'ready'; details: FullBookingDetails } | { state: 'failed'; message: string };

/** Loads a booking's details (online read) and reloads them after each change. */
export function useBookingDetails(bookingId: number, enabled: boolean) {
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<{ key: string; value: DetailsState } | null>(null);
  const key = `${bookingId}:${version}`;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void fetchFullDetails(bookingId, controller.signal).then(async (o) => {
      // Courtside uses this hook without the panel: its words are fetched here, never suspending that screen.
      if (o.ok && !o.data.bookingDetails) await i18n.loadNamespaces('booking-details');
      if (controller.signal.aborted) return;
      const value: DetailsState = !o.ok
        ? { state: 'failed', message: o.message }
        : o.data.bookingDetails
          ? { state: 'ready', details: o.data.bookingDetails }
          : { state: 'failed', message: i18n.t('booking-details:panel.notFound') };
      setResult({ key, value });
    });
    return () => controller.abort();
  }, [bookingId, key, enabled]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // While reloading, the last details stay on screen (no flicker after each action).
  const state: DetailsState =
    result?.key === key
      ? result.value
      : result?.value.state === 'ready' && result.key.startsWith(`${bookingId}:`)
        ? result.value
        : { state: 'loading' };
  return { state, reload };
}
