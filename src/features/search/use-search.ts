import { useCallback, useState } from 'react';
import type { BlockingRow } from '../../../contract/blocking';
import type { FoundBooking, FoundPattern } from '../../../contract/search';
import { useLatest } from '../../lib/api/use-latest';
import { useRetryLock } from '../../lib/api/use-retry-lock';
import { presentOutcome } from '../../lib/api/present-outcome';
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

  /** Resolves to the server's refusal of the typed text (shown under the field), else null. */
  const run = useCallback(
    async (kind: ViewKind, input: string | null, page: number, activityId: number | null): Promise<string | null> => {
      const current = begin();
      setLoading(true);
      try {
        if (kind === 'blocked') {
          if (activityId === null) {
            setResults({ ...EMPTY, kind });
            return null;
          }
          const o = await fetchBlocks(activityId, page);
          if (!current()) return null;
          if (o.kind === 'not-found') lock();
          if (o.ok)
            setResults({
              ...EMPTY,
              kind,
              blocked: o.data.blockingDetails ?? [],
              total: o.data.paginationData?.count ?? o.data.paginationData?.total ?? 0,
              page,
            });
          return null;
        }
        const o = await searchBookings(kind, input, page, activityId);
        if (!current()) return null;
        if (o.kind === 'not-found') lock();
        // Nothing answered: the page says it needs a connection (the online state follows the
        // failed call), so no toast on top of it.
        if (o.kind === 'no-response') return null;
        if (o.kind === 'http-error-message' && o.status === 400) return o.message.replace(/^input: /, '');
        if (!o.ok) {
          presentOutcome(o, { failure: 'warning' });
          return null;
        }
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
        return null;
      } finally {
        if (current()) setLoading(false);
      }
    },
    [lock, begin],
  );

  return { results, loading, locked, run, clear: () => setResults(null) };
}
