import { create } from 'zustand';
import { useSignedOutNotice } from './signed-out-notice';
import { clearStoredSession, loadSession, LocalKey, saveSession, type Session } from './session-storage';

interface SessionState {
  session: Session | null;
  /** Login or switch club: stores the new session (cookies + local storage). */
  setSession(session: Session): void;
  /** Logout, 401/403: forgets the session everywhere. */
  clearSession(): void;
}

type ResetListener = () => void;
const resetListeners = new Set<ResetListener>();

/**
 * Feature stores (cart, calendar…) register here to return to their initial state when the
 * session ends or the club changes (spec 1 §4: switching club resets the console state).
 * Returns an unsubscribe function.
 */
export function onSessionReset(listener: ResetListener): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

function notifyReset(): void {
  for (const listener of resetListeners) listener();
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  session: typeof document === 'undefined' ? null : loadSession(),
  setSession: (session) => {
    const previous = get().session;
    saveSession(session);
    useSignedOutNotice.getState().dismiss();
    if (previous && (previous.clubId !== session.clubId || previous.userId !== session.userId)) notifyReset();
    set({ session });
  },
  clearSession: () => {
    clearStoredSession();
    notifyReset();
    set({ session: null });
  },
}));

export function useSession(): Session | null {
  return useSessionStore((state) => state.session);
}

/** For code outside React (API client). */
export function currentSession(): Session | null {
  return useSessionStore.getState().session;
}

/**
 * Tokens of sessions this console is replacing (Switch Club). The server retires the old session
 * before its answer arrives, so calls and the session stream still out with the old token hear
 * "ended" while the switch is under way; that is not this desk signing out.
 */
const replacing = new Set<string>();

/** Marks `token` as being replaced until the returned function is called. */
export function replacingSession(token: string): () => void {
  replacing.add(token);
  return () => replacing.delete(token);
}

/** Whether a refusal of `token` speaks for the session this console holds: it is that session and is not being replaced. */
export function speaksForCurrentSession(token: string | undefined): boolean {
  return token !== undefined && token === currentSession()?.authToken && !replacing.has(token);
}

/**
 * Another tab signed out or switched club: follow it, so two tabs never act for different
 * sessions (the mirrors in IndexedDB are shared between them).
 */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LocalKey.profile && event.key !== null) return;
    const next = loadSession();
    const current = useSessionStore.getState().session;
    if (next?.authToken === current?.authToken && next?.clubId === current?.clubId) return;
    if (!next || !current || next.clubId !== current.clubId || next.userId !== current.userId) notifyReset();
    useSessionStore.setState({ session: next });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
