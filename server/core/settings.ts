import { SESSION_BOUNDS } from '../../contract/club-settings';
/** Tunables of one app instance; buildApp fills the defaults, tests lower the captcha cost. */
export interface AppSettings {
  captcha: {
    /** Key-derivation iterations per attempt (PBKDF2/SHA-256). */
    cost: number;
    /** The solution counter is drawn from [counterMin, counterMax]: expected work ≈ counter × cost. */
    counterMin: number;
    counterMax: number;
    expiresInSeconds: number;
    /** HMAC key; when absent one is generated once and kept in app_secrets. */
    hmacKey?: string;
  };
  /** docs/adr/0012-login-limit-per-pair.md */
  login: {
    /** Failed sign-ins allowed per username+IP pair inside the window; the next one gets 429. */
    maxFailures: number;
    /** Failed sign-ins allowed per IP across usernames (a venue's desks share one IP). */
    maxFailuresPerIp: number;
    windowMinutes: number;
    /** Per username from many IPs: the captcha cost doubles per maxFailures, up to this factor. */
    captchaMaxFactor: number;
  };
  /** Wrong member PINs (credit redemption) allowed per member inside the window. */
  memberPin: {
    maxFailures: number;
    windowMinutes: number;
  };
  /** The ceiling of any session; each club's own lifetime and idle time end it sooner (ADR 0069). */
  sessionTtlDays: number;
}

export const DEFAULT_SETTINGS: AppSettings = {
  captcha: { cost: 1_000, counterMin: 1_000, counterMax: 4_000, expiresInSeconds: 600 },
  login: { maxFailures: 10, maxFailuresPerIp: 50, windowMinutes: 15, captchaMaxFactor: 64 },
  memberPin: { maxFailures: 5, windowMinutes: 15 },
  sessionTtlDays: SESSION_BOUNDS.lifetimeDays.max,
};

export type SettingsOverrides = {
  captcha?: Partial<AppSettings['captcha']>;
  login?: Partial<AppSettings['login']>;
  memberPin?: Partial<AppSettings['memberPin']>;
  sessionTtlDays?: number;
};

export function resolveSettings(overrides: SettingsOverrides = {}): AppSettings {
  return {
    captcha: { ...DEFAULT_SETTINGS.captcha, ...overrides.captcha },
    login: { ...DEFAULT_SETTINGS.login, ...overrides.login },
    memberPin: { ...DEFAULT_SETTINGS.memberPin, ...overrides.memberPin },
    sessionTtlDays: overrides.sessionTtlDays ?? DEFAULT_SETTINGS.sessionTtlDays,
  };
}
