import { useCallback, useEffect, useState } from 'react';
import type { WaitlistEntry } from '../../../../contract/waitlist';
import { useOnline } from '../../../lib/online/online-store';
import { waitlistApi } from './waitlist-api';

export interface DayWaitlist {
  entries: WaitlistEntry[];
  /** Whether `entries` is an answer for this day (false offline before the first answer). */
  loaded: boolean;
  reload: () => void;
}

/**
 * The day's waitlist (GET /api/waitlist), an online read. It is read again whenever the mirrored
 * day is (`version`: its fetchedAt): an offer, a removal or a new entry logs the day in change_log,
 * which the live feed turns into a fresh day on every desk. Offline it keeps the last answer.
 * Without a day (`version` undefined: not fetched or mirrored yet) it is not asked for.
 */
export function useDayWaitlist(activityId: number | null, date: string, version: number | undefined): DayWaitlist {
  const online = useOnline();
  const key = `${activityId}|${date}`;
  const [state, setState] = useState<{ key: string; entries: WaitlistEntry[] } | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    // Asked for once the day is there (its version), not beside the day's own first fetch: nothing
    // shows it before the grid, and on the server it would be read while the day is (issue 33).
    if (activityId === null || !online || version === undefined) return;
    const abort = new AbortController();
    void waitlistApi.list(activityId, date, abort.signal).then((outcome) => {
      if (outcome.ok && !abort.signal.aborted) setState({ key, entries: outcome.data.entries ?? [] });
    });
    return () => abort.abort();
  }, [activityId, date, key, version, online, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const loaded = state?.key === key;
  return { entries: loaded ? state.entries : [], loaded, reload };
}
