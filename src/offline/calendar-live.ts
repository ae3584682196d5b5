import { LIVE_EVENT_NAME, liveChangeEvent, type LiveChangeEvent } from '../../contract/booking';
import { endpoints } from '../../contract/endpoint-table';

type Listener = (change: LiveChangeEvent) => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let sourceToken: string | null = null;

function open(token: string): void {
  source?.close();
  sourceToken = token;
  // EventSource cannot send headers: the session travels in its same-origin authToken cookie,
  // never in the URL (a proxy's access log keeps URLs).
  source = new EventSource(endpoints.live.calendarStream.path);
  source.addEventListener(LIVE_EVENT_NAME, (event) => {
    let payload: unknown;
    try {
      payload = JSON.parse((event as MessageEvent<string>).data);
    } catch {
      return;
    }
    const parsed = liveChangeEvent.safeParse(payload);
    if (!parsed.success) return;
    for (const listener of listeners) listener(parsed.data);
  });
}

function close(): void {
  source?.close();
  source = null;
  sourceToken = null;
}

/**
 * Server-sent changes (bookings, holds, releases) of the club; one connection shared by every
 * subscriber. The browser reconnects by itself after a drop. Returns an unsubscribe function.
 */
export function subscribeLive(token: string, listener: Listener): () => void {
  listeners.add(listener);
  if (!source || sourceToken !== token) open(token);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) close();
  };
}
