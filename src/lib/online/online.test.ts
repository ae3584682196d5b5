import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkNow, probeHealth, startHeartbeat } from './heartbeat';
import { isOnline, reportNetworkResult, useOnlineStore } from './online-store';

/** A fetch that gives up as AbortSignal.timeout does. */
const slow = (async () => Promise.reject(new DOMException('timed out', 'TimeoutError'))) as unknown as typeof fetch;

function setNavigatorOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

describe('online status', () => {
  beforeEach(() => {
    setNavigatorOnline(true);
    useOnlineStore.setState({ browserOnline: true, serverReachable: true, lastCheckedAt: null });
  });
  afterEach(() => vi.useRealTimers());

  it('is online only when the browser has a network and the API answers', () => {
    expect(isOnline({ browserOnline: true, serverReachable: true })).toBe(true);
    expect(isOnline({ browserOnline: false, serverReachable: true })).toBe(false);
    expect(isOnline({ browserOnline: true, serverReachable: false })).toBe(false);
  });

  it('probes /api/public/health: 2xx is up; errors and other statuses are down', async () => {
    const up = vi.fn(async () => new Response('{}', { status: 200 }));
    expect(await probeHealth(up as unknown as typeof fetch)).toBe('up');
    expect(up).toHaveBeenCalledWith('/api/public/health', expect.objectContaining({ cache: 'no-store' }));
    expect(await probeHealth((async () => new Response('', { status: 503 })) as unknown as typeof fetch)).toBe('down');
    expect(await probeHealth((async () => Promise.reject(new TypeError('x'))) as unknown as typeof fetch)).toBe('down');
    expect(await probeHealth(slow)).toBe('slow');
  });

  it('one probe with no answer in time keeps the desk online; a second in a row, or a refusal, takes it offline', async () => {
    expect(await checkNow(slow)).toBe(true);
    expect(isOnline()).toBe(true);
    expect(await checkNow(slow)).toBe(false);
    expect(isOnline()).toBe(false);
    expect(await checkNow((async () => new Response('{}', { status: 200 })) as unknown as typeof fetch)).toBe(true);
    // The count starts again after an answer: one slow probe does not undo it.
    expect(await checkNow(slow)).toBe(true);
    expect(await checkNow((async () => Promise.reject(new TypeError('refused'))) as unknown as typeof fetch)).toBe(false);
    expect(isOnline()).toBe(false);
  });

  it('navigator.onLine false means offline without asking the server', async () => {
    setNavigatorOnline(false);
    const probe = vi.fn();
    expect(await checkNow(probe as unknown as typeof fetch)).toBe(false);
    expect(probe).not.toHaveBeenCalled();
    expect(isOnline()).toBe(false);
  });

  it('navigator.onLine true is confirmed by the heartbeat (API down → offline)', async () => {
    expect(await checkNow((async () => new Response('', { status: 502 })) as unknown as typeof fetch)).toBe(false);
    expect(useOnlineStore.getState()).toMatchObject({ browserOnline: true, serverReachable: false });
    expect(await checkNow((async () => new Response('{}', { status: 200 })) as unknown as typeof fetch)).toBe(true);
    expect(isOnline()).toBe(true);
  });

  it('checks every interval and at once on online/offline events; stops cleanly', async () => {
    vi.useFakeTimers();
    const probe = vi.fn(async () => new Response('{}', { status: 200 }));
    const stop = startHeartbeat(probe as unknown as typeof fetch, 10_000);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('online'));
    expect(probe).toHaveBeenCalledTimes(3);
    setNavigatorOnline(false);
    window.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(isOnline()).toBe(false);
    stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(probe).toHaveBeenCalledTimes(3);
  });

  it('API calls report reachability as they go', () => {
    reportNetworkResult(false);
    expect(isOnline()).toBe(false);
    reportNetworkResult(true);
    expect(isOnline()).toBe(true);
  });
});
