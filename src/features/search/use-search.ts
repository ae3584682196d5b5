import { useCallback, useState } from 'react';
import type { BlockingRow } from '../../../contract/blocking';
import type { FoundBooking, FoundPattern } from '../../../contract/search';
import { useLatest } from '../../lib/api/use-latest';
import { useRetryLock } from '../../lib/api/use-retry-lock';
import { fetchBlocks, searchBookings, type SearchKind } from './api/search-api';

export type ViewKind = SearchKind | 'blocked';

export interface Results {
  kind: ViewKind;
  regular: FoundBooking[];
  bulk: FoundPattern[];
  blocked: BlockingRow[];
  total: number;
  page: number;
  /** The text the shown results were searched with (null = default list). */
  input: string | null;
}

const EMPTY: Results = { kind: 'regular', regular: [], bulk: [], blocked: [], total: 0, page: 1, input: null };

/** Runs Find Bookings' queries; a 404 locks the controls for 3 s (spec 1 §4). */
export function useSearch() {
  const [results, setResults] = useState<Results | null>(null);
  const [loading, setLoading] = useState(false);
  const [locked, lock] = useRetryLock();
  // Only the newest search may show: an earlier, slower one (the default list asked for by a
  // radio switch) must not replace the phone search the person typed after it.
  const begin = useLatest();

  const run = useCallback(
    async (kind: ViewKind, input: string | null, page: number, activityId: number | null) => {
      const current = begin();
      setLoading(true);
      try {
        if (kind === 'blocked') {
          if (activityId === null) return setResults({ ...EMPTY, kind });
          const o = await fetchBlocks(activityId, page);
          if (!current()) return;
          if (o.kind === 'not-found') lock();
          if (o.ok)
            setResults({
              ...EMPTY,
              kind,
              blocked: o.data.blockingDetails ?? [],
              total: o.data.paginationData?.count ?? o.data.paginationData?.total ?? 0,
              page,
            });
          return;
        }
        const o = await searchBookings(kind, input, page, activityId);
        if (!current()) return;
        if (o.kind === 'not-found') lock();
        if (!o.ok) return;
        const data = o.data as {
          bookingDetails?: FoundBooking[];
          patternBookings?: FoundPattern[];
          paginationData?: { total: number; count?: number };
        };
        setResults({
          ...EMPTY,
          kind,
          input,
          page,
          regular: data.bookingDetails ?? [],
          bulk: data.patternBookings ?? [],
          total: data.paginationData?.count ?? data.paginationData?.total ?? 0,
        });
      } finally {
        if (current()) setLoading(false);
      }
    },
    [lock, begin],
  );

  return { results, loading, locked, run, clear: () => setResults(null) };
}
