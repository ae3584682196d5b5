import { useCallback, useEffect, useState } from 'react';
import type { CouponDetail } from '../../../contract/coupons';
import { endpoints } from '../../../contract/endpoint-table';
import { api } from '../../lib/api/client';
import { useLatest } from '../../lib/api/use-latest';
import { useRetryLock } from '../../lib/api/use-retry-lock';

/** A 404 on search disables Search for 3 s (spec 2 §8). */
const SEARCH_LOCK_MS = 3000;

/**
 * A page of coupons, of one searched code or of all. Only the newest request may show: an older
 * page's or search's slower reply must not replace the one asked for after it.
 */
export function useCouponList(page: number, searched: string) {
  const [list, setList] = useState<CouponDetail[]>([]);
  const [pages, setPages] = useState(1);
  /** A list arrived at least once: offline, what it holds is still true enough to show. */
  const [loaded, setLoaded] = useState(false);
  const [locked, lock] = useRetryLock(SEARCH_LOCK_MS);
  const begin = useLatest();
  const load = useCallback(async () => {
    const current = begin();
    const outcome = await api.call(endpoints.coupons.details, { page, couponId: searched || undefined });
    if (!current()) return;
    if (outcome.ok) {
      setList(outcome.data.couponDetails ?? []);
      setPages(outcome.data.paginationData?.total ?? 1);
      setLoaded(true);
    } else if (outcome.kind === 'not-found') lock();
  }, [begin, lock, page, searched]);
  useEffect(() => {
    void load();
  }, [load]);
  return { list, pages, locked, load, loaded };
}
