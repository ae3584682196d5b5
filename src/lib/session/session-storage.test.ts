import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from './cookies';
import { clearStoredSession, Cookie, LocalKey, loadSession, saveSession, type Session } from './session-storage';
import { onSessionReset, useSessionStore } from './session-store';

const session: Session = {
  authToken: 'tok-abc',
  username: 'manager',
  clubName: 'Courtdesk Demo Arena',
  countryCode: '+91',
  clubCurrency: 'rs',
  clubId: 1,
  userId: 7,
  role: 'admin',
  timeZone: 'Asia/Kolkata',
  userClubs: [
    { clubId: 1, clubName: 'Courtdesk Demo Arena' },
    { clubId: 2, clubName: 'Second Club' },
  ],
  config: { cartHoldMinutes: 10, emailRequired: false },
  handlers: ['manager', 'desk'],
};

describe('session storage (spec 1 §3)', () => {
  afterEach(() => clearStoredSession());

  it('keeps the session in cookies and local storage and reads it back', () => {
    saveSession(session);
    expect(readCookie(Cookie.authToken)).toBe('tok-abc');
    expect(readCookie(Cookie.userName)).toBe('manager');
    expect(readCookie(Cookie.clubName)).toBe('Courtdesk Demo Arena');
    expect(readCookie(Cookie.countryCode)).toBe('+91');
    expect(readCookie(Cookie.currency)).toBe('rs');
    expect(readCookie(Cookie.clubId)).toBe('1');
    expect(readCookie(Cookie.userId)).toBe('7');
    expect(JSON.parse(readCookie(Cookie.userClubs)!)).toEqual(session.userClubs);
    expect(JSON.parse(localStorage.getItem(LocalKey.userClubs)!)).toEqual(session.userClubs);
    expect(JSON.parse(localStorage.getItem(LocalKey.clubConfig)!)).toEqual(session.config);
    expect(JSON.parse(localStorage.getItem(LocalKey.handlers)!)).toEqual(session.handlers);
    expect(loadSession()).toEqual(session);
  });

  it("auth token, user name and club name cookies live as long as the club's sessions, Strict; the others are session cookies", () => {
    const written: string[] = [];
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object | null;
    const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    saveSession(session);
    saveSession({ ...session, authToken: 'tok-week', config: { ...session.config, sessionLifetimeDays: 7 } });
    spy.mockRestore();
    const byName = (name: string) => written.find((line) => line.startsWith(`${name}=`))!;
    // No lifetime in the config: the default 30 days; never the spec's old year.
    for (const name of [Cookie.authToken, Cookie.userName, Cookie.clubName]) {
      expect(byName(name)).toContain('max-age=2592000');
      expect(byName(name)).toContain('SameSite=Strict');
    }
    expect(written.find((line) => line.startsWith(`${Cookie.authToken}=tok-week`))).toContain('max-age=604800');
    expect(written.join('\n')).not.toContain('max-age=31536000');
    for (const name of [Cookie.countryCode, Cookie.currency, Cookie.clubId, Cookie.userId, Cookie.userClubs])
      expect(byName(name)).not.toContain('max-age');
  });

  it('without a token there is no session; clearing forgets everything', () => {
    expect(loadSession()).toBeNull();
    saveSession(session);
    clearStoredSession();
    expect(loadSession()).toBeNull();
    expect(readCookie(Cookie.clubId)).toBeUndefined();
    expect(localStorage.getItem(LocalKey.clubConfig)).toBeNull();
  });

  it('after a browser restart (session cookies gone) the local copy completes the session', () => {
    saveSession(session);
    for (const name of [Cookie.countryCode, Cookie.currency, Cookie.clubId, Cookie.userId, Cookie.userClubs])
      document.cookie = `${name}=; path=/; max-age=0`;
    expect(loadSession()).toEqual(session);
  });

  it('the store resets feature state when the club changes or the session ends, not on a refresh', () => {
    const reset = vi.fn();
    const stop = onSessionReset(reset);
    useSessionStore.getState().setSession(session);
    useSessionStore.getState().setSession({ ...session, userClubs: [] });
    expect(reset).not.toHaveBeenCalled();
    useSessionStore.getState().setSession({ ...session, clubId: 2, clubName: 'Second Club' });
    expect(reset).toHaveBeenCalledTimes(1);
    useSessionStore.getState().clearSession();
    expect(reset).toHaveBeenCalledTimes(2);
    expect(useSessionStore.getState().session).toBeNull();
    stop();
  });
});

describe('following other tabs', () => {
  afterEach(() => clearStoredSession());

  it('a sign-out or club switch in another tab reaches this one', async () => {
    const { followOtherTabs } = await import('./session-store');
    const stop = followOtherTabs();
    const reset = vi.fn();
    const unsubscribe = onSessionReset(reset);
    useSessionStore.getState().setSession(session);
    // The other tab writes the shared storage; this tab only hears the event.
    saveSession({ ...session, authToken: 'tok-other', clubId: 2, clubName: 'Second Club' });
    window.dispatchEvent(new StorageEvent('storage', { key: LocalKey.profile }));
    expect(useSessionStore.getState().session).toMatchObject({ clubId: 2, authToken: 'tok-other' });
    expect(reset).toHaveBeenCalledTimes(1);
    clearStoredSession();
    window.dispatchEvent(new StorageEvent('storage', { key: LocalKey.profile }));
    expect(useSessionStore.getState().session).toBeNull();
    unsubscribe();
    stop();
  });
});
