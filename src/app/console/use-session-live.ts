import { useEffect } from 'react';
import { SESSION_EVENT } from '../../../contract/staff';
import { presentOutcome } from '../../lib/api/present-outcome';
import { ReplyMessages } from '../../lib/api/outcome';
import { useSession } from '../../lib/session/session-store';
import { resync } from '../../offline/sync';

/**
 * Follows the session itself (GET /api/live/session): when an admin changes this person's
 * permissions the feature list is re-read (sections appear or go within 2 s, without a reload);
 * when the session stops counting (removed from the club, password changed elsewhere) the
 * console signs out like any 401. The browser reconnects by itself after a drop.
 */
export function useSessionLive(): void {
  const token = useSession()?.authToken;
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/live/session?token=${encodeURIComponent(token)}`);
    source.addEventListener(SESSION_EVENT.accessChanged, () => void resync(['features', 'session']));
    source.addEventListener(SESSION_EVENT.ended, () => {
      source.close();
      presentOutcome({ ok: false, kind: 'unauthorized', status: 401, message: ReplyMessages.signedOut });
    });
    return () => source.close();
  }, [token]);
}
