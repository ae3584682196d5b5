import { useEffect } from 'react';
import { SESSION_EVENT } from '../../../contract/staff';
import { endpoints } from '../../../contract/endpoint-table';
import { presentOutcome } from '../../lib/api/present-outcome';
import { ReplyMessages } from '../../lib/api/outcome';
import { useSession } from '../../lib/session/session-store';
import { resync } from '../../offline/sync';

const refresh = () => void resync(['features', 'session']);

/**
 * Follows the session itself (GET /api/live/session): when an admin changes this person's
 * permissions the feature list is re-read (sections appear or go within 2 s, without a reload);
 * when the session stops counting (removed from the club, password changed elsewhere) the
 * console signs out like any 401. The browser reconnects by itself after a drop.
 *
 * Only a visible tab holds the stream: browsers allow 6 connections per origin over HTTP/1.1 and
 * several hidden tabs must not use them up. A tab coming back re-reads its access at once (a
 * 401 there signs it out), so nothing missed while hidden stays missed.
 */
export function useSessionLive(): void {
  const token = useSession()?.authToken;
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    const open = () => {
      if (source) return;
      // The session travels in its authToken cookie, never in the URL (GET /api/live/session).
      source = new EventSource(endpoints.staff.sessionStream.path);
      source.addEventListener(SESSION_EVENT.accessChanged, refresh);
      source.addEventListener(SESSION_EVENT.ended, () => {
        close();
        // The stream's session may be one Switch Club is replacing: presentOutcome knows.
        presentOutcome({ ok: false, kind: 'unauthorized', status: 401, message: ReplyMessages.signedOut }, undefined, token);
      });
    };
    const close = () => {
      source?.close();
      source = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') return close();
      open();
      refresh();
    };
    if (document.visibilityState !== 'hidden') open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      close();
    };
  }, [token]);
}
