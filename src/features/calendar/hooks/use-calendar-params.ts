import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-store';
import { todayIn } from '../../../lib/time/club-date';

export interface CalendarParams {
  activityId: number | null;
  date: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Sport and date live in the URL (/calendar?activity=3&date=2026-11-21): reload, back, bookmarks. */
export function useCalendarParams(): [CalendarParams, (next: Partial<CalendarParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const timeZone = useSession()?.timeZone;
  const rawActivity = Number(search.get('activity'));
  const rawDate = search.get('date') ?? '';
  const params: CalendarParams = {
    activityId: Number.isInteger(rawActivity) && rawActivity > 0 ? rawActivity : null,
    date: DATE.test(rawDate) ? rawDate : todayIn(timeZone),
  };
  const update = useCallback(
    (next: Partial<CalendarParams>) => {
      setSearch((current) => {
        const result = new URLSearchParams(current);
        if (next.activityId !== undefined) {
          if (next.activityId === null) result.delete('activity');
          else result.set('activity', String(next.activityId));
        }
        if (next.date !== undefined) result.set('date', next.date);
        return result;
      });
    },
    [setSearch],
  );
  return [params, update];
}
