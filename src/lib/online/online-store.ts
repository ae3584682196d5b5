import { create } from 'zustand';

interface OnlineState {
  /** What the browser says (navigator.onLine and its events). */
  browserOnline: boolean;
  /** Whether the API answered the last heartbeat or call. */
  serverReachable: boolean;
  lastCheckedAt: number | null;
  setBrowserOnline(value: boolean): void;
  setServerReachable(value: boolean, at?: number): void;
}

export const useOnlineStore = create<OnlineState>()((set) => ({
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  // Optimistic until the first heartbeat: a cold start online should not flash the offline banner.
  serverReachable: true,
  lastCheckedAt: null,
  setBrowserOnline: (value) => set({ browserOnline: value }),
  setServerReachable: (value, at = Date.now()) => set({ serverReachable: value, lastCheckedAt: at }),
}));

/** Online = the browser has a network AND our API answers. */
export function isOnline(state: Pick<OnlineState, 'browserOnline' | 'serverReachable'> = useOnlineStore.getState()): boolean {
  return state.browserOnline && state.serverReachable;
}

export function useOnline(): boolean {
  return useOnlineStore((state) => state.browserOnline && state.serverReachable);
}

/** Called by the API client: any answer proves reachability, a network failure disproves it. */
export function reportNetworkResult(reachable: boolean): void {
  const state = useOnlineStore.getState();
  if (state.serverReachable !== reachable) state.setServerReachable(reachable);
}
