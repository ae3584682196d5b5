import { HEALTH_PATH } from '../../../contract/endpoints/prefixes';
import { useOnlineStore } from './online-store';

// The table's own constant, not the table: the heartbeat starts with the login screen, and
// importing the endpoint table would put zod and every contract schema in its first download.
export const HEALTH_URL = HEALTH_PATH;
export const HEARTBEAT_INTERVAL_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

/** What one probe found: answered 2xx, refused or failed, or no answer in time. */
export type ProbeVerdict = 'up' | 'down' | 'slow';

/** One probe of the API. */
export async function probeHealth(fetchImpl: typeof fetch = fetch, timeoutMs = HEARTBEAT_TIMEOUT_MS): Promise<ProbeVerdict> {
  try {
    const response = await fetchImpl(HEALTH_URL, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return response.ok ? 'up' : 'down';
  } catch (error) {
    return error instanceof DOMException && error.name === 'TimeoutError' ? 'slow' : 'down';
  }
}

// A busy venue server can miss one 5 s probe while it answers every write; disabling the
// desk's writes for that is worse than the 10 s it takes to be sure (issue 24 CI flake).
let slowInARow = 0;

export async function checkNow(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const store = useOnlineStore.getState();
  store.setBrowserOnline(navigator.onLine);
  if (!navigator.onLine) {
    slowInARow = 0;
    store.setServerReachable(false);
    return false;
  }
  const verdict = await probeHealth(fetchImpl);
  slowInARow = verdict === 'slow' ? slowInARow + 1 : 0;
  const current = useOnlineStore.getState();
  if (verdict === 'slow' && slowInARow < 2) return current.serverReachable;
  current.setServerReachable(verdict === 'up');
  return verdict === 'up';
}

/**
 * navigator.onLine alone lies (captive portals, API down), so it is confirmed by a
 * heartbeat every 10 s and at once on the browser's online/offline events.
 * Returns a stop function.
 */
export function startHeartbeat(fetchImpl: typeof fetch = fetch, intervalMs = HEARTBEAT_INTERVAL_MS): () => void {
  const onChange = () => void checkNow(fetchImpl);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const timer = window.setInterval(onChange, intervalMs);
  onChange();
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    window.clearInterval(timer);
  };
}
