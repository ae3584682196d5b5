import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSignOutHandler } from '../../lib/api/present-outcome';
import { useSessionStore } from '../../lib/session/session-store';
import * as sync from '../../offline/sync';
import { useSessionLive } from './use-session-live';

class FakeSource {
  static all: FakeSource[] = [];
  listeners = new Map<string, () => void>();
  closed = false;
  constructor(public url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(name: string, fn: () => void) {
    this.listeners.set(name, fn);
  }
  close() {
    this.closed = true;
  }
  emit(name: string) {
    this.listeners.get(name)?.();
  }
}

const session = {
  authToken: 'tok en',
  username: 'u',
  clubName: 'c',
  countryCode: '+91',
  clubCurrency: 'rs',
  clubId: 1,
  userId: 1,
  role: 'desk',
  timeZone: 'UTC',
  userClubs: [],
  config: {},
  handlers: [],
};

describe('the console follows its session (GET /api/live/session)', () => {
  beforeEach(() => {
    FakeSource.all = [];
    vi.stubGlobal('EventSource', FakeSource);
    useSessionStore.setState({ session });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('re-reads features on access-changed and signs out on session-ended', () => {
    const resync = vi.spyOn(sync, 'resync').mockResolvedValue({});
    const signOut = vi.fn();
    setSignOutHandler(signOut);
    renderHook(() => useSessionLive());
    const [source] = FakeSource.all;
    // The session travels in its cookie, never in the URL.
    expect(source.url).toBe('/api/live/session');
    source.emit('access-changed');
    expect(resync).toHaveBeenCalledWith(['features', 'session']);
    source.emit('session-ended');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(source.closed).toBe(true);
  });

  it("the old session's end after a club switch does not sign out the session that replaced it", () => {
    vi.spyOn(sync, 'resync').mockResolvedValue({});
    const signOut = vi.fn();
    setSignOutHandler(signOut);
    renderHook(() => useSessionLive());
    const [old] = FakeSource.all;
    // The server retires the old session before the console has stored the new one.
    useSessionStore.setState({ session: { ...session, authToken: 'the new club', clubId: 2 } });
    old.emit('session-ended');
    expect(signOut).not.toHaveBeenCalled();
    expect(old.closed).toBe(true);
  });

  it('a hidden tab lets go of the stream and re-reads its access when shown again', () => {
    const resync = vi.spyOn(sync, 'resync').mockResolvedValue({});
    let state: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    renderHook(() => useSessionLive());
    state = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSource.all[0].closed).toBe(true);
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSource.all).toHaveLength(2);
    expect(resync).toHaveBeenCalledWith(['features', 'session']);
  });
});
