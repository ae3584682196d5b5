import { useOnlineStore } from './online-store';

export const HEALTH_URL = '/api/public/health';
export const HEARTBEAT_INTERVAL_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

/** One probe of the API; true only when it answers 2xx in time. */
export async function probeHealth(fetchImpl: typeof fetch = fetch, timeoutMs = HEARTBEAT_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetchImpl(HEALTH_URL, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return response.ok;
  } catch {
    return false;
  }
}

export async function checkNow(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const store = useOnlineStore.getState();
  store.setBrowserOnline(navigator.onLine);
  if (!navigator.onLine) {
    store.setServerReachable(false);
    return false;
  }
  const reachable = await probeHealth(fetchImpl);
  useOnlineStore.getState().setServerReachable(reachable);
  return reachable;
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
