import { DEFAULT_COUNTRY_CODE } from '../../../contract/codes';
import { AUTH_TOKEN_COOKIE } from '../../../contract/session-cookie';
import { deleteCookie, readCookie, writeCookie } from './cookies';

export interface UserClub {
  clubId: number;
  clubName: string;
}

/** The signed-in session, as the console keeps it (spec 1 §3, spec 3 §3). */
export interface Session {
  authToken: string;
  username: string;
  clubName: string;
  /** Club calling code, e.g. '+91'. */
  countryCode: string;
  clubCurrency: string;
  clubId: number;
  userId: number;
  role: string;
  /** IANA time zone of the club; wire dates and times are in it. */
  timeZone: string;
  userClubs: UserClub[];
  config: Record<string, unknown>;
  handlers: unknown[];
}

/**
 * Spec 1 §3 kept the auth token, user name and club name cookies a year; they now live as long
 * as the club lets a session live (ADR 0069: a token kept past its session's end only leaks).
 */
export const DEFAULT_SESSION_LIFETIME_DAYS = 30;

/** The long-lived cookies' max-age: the club's session lifetime, read from its config. */
export function sessionCookieSeconds(config: Record<string, unknown>): number {
  const days = config.sessionLifetimeDays;
  return (typeof days === 'number' && Number.isInteger(days) && days > 0 ? days : DEFAULT_SESSION_LIFETIME_DAYS) * 86_400;
}

export const Cookie = {
  authToken: AUTH_TOKEN_COOKIE,
  userName: 'userName',
  clubName: 'clubName',
  countryCode: 'countryCode',
  currency: 'currency',
  clubId: 'clubId',
  userId: 'userId',
  userClubs: 'userClubs',
} as const;

export const LocalKey = {
  userClubs: 'userClubs',
  clubConfig: 'clubConfig',
  handlers: 'handlers',
  /** The shorter-lived cookie values, so a browser restart keeps a usable session. */
  profile: 'sessionProfile',
} as const;

/** The session values that are not long-lived cookies (spec 1 §3), kept locally. */
type Profile = Pick<Session, 'countryCode' | 'clubCurrency' | 'clubId' | 'userId' | 'role' | 'timeZone'>;

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function saveSession(session: Session): void {
  const lifetime = sessionCookieSeconds(session.config);
  writeCookie(Cookie.authToken, session.authToken, lifetime);
  writeCookie(Cookie.userName, session.username, lifetime);
  writeCookie(Cookie.clubName, session.clubName, lifetime);
  writeCookie(Cookie.countryCode, session.countryCode);
  writeCookie(Cookie.currency, session.clubCurrency);
  writeCookie(Cookie.clubId, String(session.clubId));
  writeCookie(Cookie.userId, String(session.userId));
  writeCookie(Cookie.userClubs, JSON.stringify(session.userClubs));
  localStorage.setItem(LocalKey.userClubs, JSON.stringify(session.userClubs));
  localStorage.setItem(LocalKey.clubConfig, JSON.stringify(session.config));
  localStorage.setItem(LocalKey.handlers, JSON.stringify(session.handlers));
  const profile: Profile = {
    countryCode: session.countryCode,
    clubCurrency: session.clubCurrency,
    clubId: session.clubId,
    userId: session.userId,
    role: session.role,
    timeZone: session.timeZone,
  };
  localStorage.setItem(LocalKey.profile, JSON.stringify(profile));
}

/** Reads the session back; null when there is no token or the values are incomplete. */
export function loadSession(): Session | null {
  const authToken = readCookie(Cookie.authToken);
  if (!authToken) return null;
  const profile = readJson<Partial<Profile>>(LocalKey.profile, {});
  const clubId = Number(readCookie(Cookie.clubId) ?? profile.clubId);
  const userId = Number(readCookie(Cookie.userId) ?? profile.userId);
  if (!Number.isInteger(clubId) || clubId <= 0 || !Number.isInteger(userId)) return null;
  const cookieClubs = readCookie(Cookie.userClubs);
  let userClubs = readJson<UserClub[]>(LocalKey.userClubs, []);
  if (cookieClubs) {
    try {
      userClubs = JSON.parse(cookieClubs) as UserClub[];
    } catch {
      // A damaged cookie falls back to the local copy.
    }
  }
  return {
    authToken,
    username: readCookie(Cookie.userName) ?? '',
    clubName: readCookie(Cookie.clubName) ?? '',
    countryCode: readCookie(Cookie.countryCode) ?? profile.countryCode ?? DEFAULT_COUNTRY_CODE,
    clubCurrency: readCookie(Cookie.currency) ?? profile.clubCurrency ?? '',
    clubId,
    userId,
    role: profile.role ?? '',
    timeZone: profile.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    userClubs,
    config: readJson<Record<string, unknown>>(LocalKey.clubConfig, {}),
    handlers: readJson<unknown[]>(LocalKey.handlers, []),
  };
}

export function clearStoredSession(): void {
  for (const name of Object.values(Cookie)) deleteCookie(name);
  for (const key of Object.values(LocalKey)) localStorage.removeItem(key);
}
