import { useCallback, useState } from 'react';
import type { EventBooking, EventSummary } from '../../../contract/events';
import { useLatest } from '../../lib/api/use-latest';
import { eventsApi } from './events-api';
import type { SortKey } from './registration-table';

export type EventFilter = { eventId: number | undefined; categoryId: number | undefined; subCategory: number };
export type EventSort = { key: SortKey; order: 'asc' | 'desc' };

/**
 * The six cards and the page of registrations for a filter. Only the newest reload may show:
 * an older filter's or page's slower reply must not replace the one asked for after it.
 */
export function useEventRegistrations(filter: EventFilter, page: number, sort: EventSort) {
  const [summary, setSummary] = useState<EventSummary | null>(null);
  const [rows, setRows] = useState<EventBooking[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const begin = useLatest();
  const reload = useCallback(async () => {
    const current = begin();
    setLoading(true);
    const [s, b] = await Promise.all([
      eventsApi.summary(filter),
      eventsApi.bookings({ ...filter, page, sort: sort.key, order: sort.order }),
    ]);
    if (!current()) return;
    if (s.ok) setSummary(s.data.summaryDetails ?? null);
    if (b.ok) {
      setRows(b.data.bookingDetails ?? []);
      setTotal(b.data.paginationData?.records ?? 0);
    }
    setLoading(false);
  }, [begin, filter, page, sort]);
  return { summary, rows, total, loading, reload, clearSummary: () => setSummary(null) };
}
