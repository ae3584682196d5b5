import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { useOnline } from '../../../lib/online/online-store';
import { useSession } from '../../../lib/session/session-store';
import { todayIn } from '../../../lib/time/club-date';
import { calendarDays, fetchCalendarDay } from '../../../offline/calendar-days';
import { useActivities } from '../../../offline/mirror-queries';
import { fetchCourtsideDay } from '../api/courtside-api';
import { rowsFromMirror, type CourtsideRow } from '../courtside-model';

const REFRESH_MS = 30_000;

export interface CourtsideDay {
  rows: CourtsideRow[] | undefined;
  /** 'server' = fresh list with check-ins; 'mirror' = the calendar days saved on this device. */
  source: 'server' | 'mirror';
  /** When the mirrored days were fetched (the oldest of them); null = none saved. */
  mirroredAt: number | null;
  reload: () => void;
}

/** Today's mirrored calendar days of every activity (Dexie), joined into booking rows. */
function useMirroredToday(today: string) {
  const activities = useActivities();
  return useLiveQuery(async () => {
    const days = (await calendarDays().toArray()).filter((d) => d.date === today);
    const name = (id: number) => activities?.find((a) => a.activityId === id)?.activityName ?? '';
    const at = days.length ? Math.min(...days.map((d) => d.fetchedAt)) : null;
    return { rows: rowsFromMirror(days, name), at };
  }, [today, activities]);
}

/**
 * The courtside list: online, GET /courtside/today (refreshed every 30 s and after each
 * check-in), and today's calendar day of each activity is mirrored as the calendar does, so the
 * screen still lists the day offline — with its age and without check-in state.
 */
export function useCourtsideDay(): CourtsideDay {
  const online = useOnline();
  const session = useSession();
  const today = todayIn(session?.timeZone);
  const activities = useActivities();
  const mirror = useMirroredToday(today);
  const [server, setServer] = useState<{ date: string; rows: CourtsideRow[] } | null>(null);
  // Until the first answer the list waits (no flash of the older mirrored day); a failed
  // fetch falls back to the mirror.
  const [answered, setAnswered] = useState(false);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    void fetchCourtsideDay(controller.signal).then((o) => {
      if (controller.signal.aborted) return;
      setAnswered(true);
      if (o.ok && o.data.bookings && o.data.date) setServer({ date: o.data.date, rows: o.data.bookings });
    });
    const timer = window.setTimeout(reload, REFRESH_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [online, version, reload]);

  // Mirror today's days once per visit (and on reconnect) so the list survives a lost connection.
  const activityIds = (activities ?? []).map((a) => a.activityId).join(',');
  useEffect(() => {
    if (!online || !activityIds) return;
    const controller = new AbortController();
    void (async () => {
      for (const id of activityIds.split(',').map(Number)) {
        if (controller.signal.aborted) return;
        await fetchCalendarDay(id, today, controller.signal);
      }
    })();
    return () => controller.abort();
  }, [online, activityIds, today]);

  const fresh = online && server && server.date === today ? server.rows : null;
  return {
    rows: fresh ?? (online && !answered ? undefined : mirror?.rows),
    source: fresh ? 'server' : 'mirror',
    mirroredAt: mirror?.at ?? null,
    reload,
  };
}
