import { z } from 'zod';
import { baseReply } from './envelope';
import { INT4_MAX, NO_SUCH_ID } from './wire-checks';
import { languageField } from './language';

/** A success reply: requestStatus 1 plus the call's data. */
export function okReply<T extends z.ZodRawShape>(shape: T) {
  return baseReply.extend({ requestStatus: z.literal(1), ...shape });
}

/** requestStatus 0 (business failure, message) or -1 (not permitted). */
export const failureReply = baseReply.extend({ requestStatus: z.union([z.literal(0), z.literal(-1)]) });

/**
 * Response schema of a call that can fail in business terms: the success shape or the bare
 * envelope. requestStatus is a literal in each, so a malformed success never passes as a failure.
 */
export function orFailure<T extends z.ZodType>(success: T) {
  return z.union([success, failureReply]);
}

/** A positive database id (int4) from a body or query string, with field-named messages. */
export function idField(name: string) {
  return (
    z.coerce
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .positive(`${name} must be positive`)
      .max(Number.MAX_SAFE_INTEGER, `${name} is too large`)
      // Beyond int4 no row has the id: it is looked up as one that does not exist ("not found").
      .transform((id) => (id > INT4_MAX ? NO_SUCH_ID : id))
  );
}

export const LOGIN_SUCCESS_MESSAGE = 'login successful';
export const INVALID_USERNAME_MESSAGE = 'invalid username';
export const INVALID_PASSWORD_MESSAGE = 'invalid password';
export const CAPTCHA_REQUIRED_MESSAGE = 'Please complete the captcha';
export const CAPTCHA_FAILED_MESSAGE = 'Captcha verification failed';
/** The username has many recent failures: the captcha must be solved again, at a higher cost. */
export const CAPTCHA_HARDER_MESSAGE = 'Please complete the captcha again';
export const TOO_MANY_LOGINS_MESSAGE = 'Too many login attempts, try again in a few minutes';
export const NO_CLUB_MESSAGE = 'This account is not linked to any club';
export const CLUB_NOT_FOUND_MESSAGE = 'Club not found';
export const LOGOUT_MESSAGE = 'Logged out';

/** Why the server ended a session (ADR 0069); the 401 says it in its message. */
export const SessionEndMessages = {
  idle: (hours: number) =>
    `You were signed out because the console was not used for ${hours} ${hours === 1 ? 'hour' : 'hours'}. Please sign in again.`,
  lifetime: (days: number) =>
    `You were signed out because your sign-in is more than ${days} ${days === 1 ? 'day' : 'days'} old. Please sign in again.`,
} as const;

/** Field markers the login page shows for the two server messages (spec 1 §8). */
export const LOGIN_FIELD_MARKERS = {
  [INVALID_USERNAME_MESSAGE]: { field: 'username', text: 'Incorrect username' },
  [INVALID_PASSWORD_MESSAGE]: { field: 'password', text: 'Incorrect password' },
} as const;

export const loginBody = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  /** Base64 ALTCHA payload from the widget; missing or empty is refused with requestStatus 0. */
  captcha: z.string().max(10_000).optional(),
  /** Picked on the login page: saved as the person's language when the sign-in succeeds (ADR 0085). */
  language: languageField.optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const clubRef = z.object({ clubId: z.number().int(), clubName: z.string() });
export type ClubRef = z.infer<typeof clubRef>;

export const clubConfig = z.object({ cartHoldMinutes: z.number(), emailRequired: z.boolean() }).catchall(z.unknown());
export type ClubConfigWire = z.infer<typeof clubConfig>;

export const role = z.enum(['admin', 'desk']);

export const userAuth = z.object({
  authToken: z.string(),
  username: z.string(),
  clubName: z.string(),
  /** Club calling code, e.g. "+91". */
  countryCode: z.string(),
  /** Currency code; "rs" shows a rupee sign. */
  clubCurrency: z.string(),
  clubId: z.number().int(),
  /** User id. */
  id: z.number().int(),
  userClubs: z.array(clubRef),
  config: clubConfig,
  /** Usernames of the club's staff (report filters). */
  handlers: z.array(z.string()),
  role,
  /** IANA time zone of the club; dates and times on the wire are in it. */
  timeZone: z.string(),
  /** The person's language (ADR 0085); the console shows itself in it. */
  language: languageField,
});
export type UserAuth = z.infer<typeof userAuth>;

export const loginReply = orFailure(okReply({ message: z.string(), userAuth }));
export const logoutReply = okReply({ message: z.string() });

/** ALTCHA challenge as the widget expects it (fields at top level), inside our envelope. */
/** GET /api/public/captcha?username= — the username lets the server price the challenge. */
export const captchaQuery = z.object({ username: z.string().trim().max(100).optional() });

export const captchaReply = okReply({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});

export const healthReply = okReply({ time: z.string() });
/** GET /api/public/ready: ready for traffic — the database answers and every migration is applied. */
export const readyReply = okReply({ migrations: z.number().int() });

export { AUTH_TOKEN_COOKIE } from './session-cookie';

/**
 * GET /api/live and /api/live/session: EventSource sends no headers. The console's stream carries
 * the session in its same-origin `authToken` cookie, so the token stays out of URLs (a proxy's
 * access log keeps them); a client without that cookie may still pass it as `?token=`.
 */
export const streamTokenQuery = z.object({ token: z.string().max(200).optional() });

export const userClubsBody = z.object({ username: z.string().optional() }).optional();
export const userClubsReply = okReply({ userClubs: z.array(clubRef) });

export const switchAccountBody = z.object({
  clubId: idField('clubId'),
});
export const switchAccountReply = orFailure(okReply({ message: z.string().optional(), userAuth }));

/** POST /api/user/language: the signed-in person's language, remembered on their account (ADR 0085). */
export const setLanguageBody = z.object({ language: languageField });
export const setLanguageReply = okReply({ language: languageField });

export const featuresQuery = z.object({ premiumAccess: z.enum(['0', '1']).optional() });
export const featureAccess = z.object({
  featureId: z.number().int(),
  featureName: z.string(),
  readAccess: z.boolean(),
  writeAccess: z.boolean(),
});
export type FeatureAccess = z.infer<typeof featureAccess>;
export const featuresReply = okReply({ features: z.array(featureAccess) });
