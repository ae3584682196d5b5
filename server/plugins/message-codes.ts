import type { FastifyInstance } from 'fastify';
import {
  CAPTCHA_FAILED_MESSAGE,
  CAPTCHA_HARDER_MESSAGE,
  CAPTCHA_REQUIRED_MESSAGE,
  CLUB_NOT_FOUND_MESSAGE,
  INVALID_PASSWORD_MESSAGE,
  INVALID_USERNAME_MESSAGE,
  LOGIN_SUCCESS_MESSAGE,
  LOGOUT_MESSAGE,
  NO_CLUB_MESSAGE,
  TOO_MANY_LOGINS_MESSAGE,
} from '../../contract/session';
import { withFieldCodes } from '../../contract/field-codes';
import { COUNTED_MESSAGE_KEYS, MESSAGE_KEYS, readFilledMessage } from '../../contract/message-keys';
import { SESSION_EXPIRED_MESSAGE } from './auth';
import { BAD_VALUE_MESSAGE, GENERIC_ERROR_MESSAGE } from './errors';

/**
 * The code of each server message the console translates (ADR 0085). The English text stays the
 * reply's `message` (the spec's wording, what other clients read); `code` is the key of the
 * console's `server` catalogue. A message without a code is shown as the server wrote it.
 * Keyed by the text so that no route has to change: the one hook below adds the code to every reply.
 * Only the messages the console shows as the server wrote them need one: for -1, 404 and 503 the
 * console says its own words (src/lib/api/outcome.ts), which its catalogue translates.
 */
export const MESSAGE_CODES: Readonly<Record<string, string>> = {
  [LOGIN_SUCCESS_MESSAGE]: 'loginSuccessful',
  [INVALID_USERNAME_MESSAGE]: 'invalidUsername',
  [INVALID_PASSWORD_MESSAGE]: 'invalidPassword',
  [CAPTCHA_REQUIRED_MESSAGE]: 'captchaRequired',
  [CAPTCHA_FAILED_MESSAGE]: 'captchaFailed',
  [CAPTCHA_HARDER_MESSAGE]: 'captchaHarder',
  [TOO_MANY_LOGINS_MESSAGE]: 'tooManyLogins',
  [NO_CLUB_MESSAGE]: 'noClub',
  [CLUB_NOT_FOUND_MESSAGE]: 'clubNotFound',
  [LOGOUT_MESSAGE]: 'loggedOut',
  [SESSION_EXPIRED_MESSAGE]: 'sessionExpired',
  [GENERIC_ERROR_MESSAGE]: 'somethingWrong',
  [BAD_VALUE_MESSAGE]: 'badValue',
  // The areas' refusals and the members' messages: their keys sit beside their English in the contract.
  ...MESSAGE_KEYS,
};

/** Messages with a number in them: the code, and the number as `codeValues.count` for the console's plurals. */
export const COUNTED_MESSAGES: readonly { code: string; pattern: RegExp }[] = [
  { code: 'signedOutIdle', pattern: /^You were signed out because the console was not used for (\d+) hours?\. Please sign in again\.$/ },
  {
    code: 'signedOutLifetime',
    pattern: /^You were signed out because your sign-in is more than (\d+) days? old\. Please sign in again\.$/,
  },
  ...COUNTED_MESSAGE_KEYS.map(({ key, pattern }) => ({ code: key, pattern })),
];

/** The values of a coded message: `count` for plurals, or what a contract template was filled with. */
export type CodeValues = Record<string, string | number>;

/**
 * The code of a message (and its number, or the values filled into its template: the same the
 * server wrote into the English, read back), or null when the console shows it as written.
 */
export function messageCode(message: string): { code: string; codeValues?: CodeValues } | null {
  const code = MESSAGE_CODES[message];
  if (code) return { code };
  for (const counted of COUNTED_MESSAGES) {
    const m = counted.pattern.exec(message);
    if (m) return { code: counted.code, codeValues: { count: Number(m[1]) } };
  }
  const filled = readFilledMessage(message);
  return filled && { code: filled.key, codeValues: filled.values };
}

/** The reply with its message's code beside it, and each field refusal's in `errors[]` (contract/field-codes.ts); anything else as it was. */
export function withMessageCode(payload: unknown): unknown {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const body = payload as { message?: unknown; code?: unknown; errors?: unknown };
  const coded = typeof body.message === 'string' && body.code === undefined ? messageCode(body.message) : null;
  const errors = withFieldCodes(body.errors, messageCode);
  if (!coded && errors === body.errors) return payload;
  return { ...body, ...coded, ...(errors === body.errors ? {} : { errors }) };
}

/** Every reply of the app, envelopes from routes and from the error handler alike, passes here. */
export function addMessageCodes(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, _reply, payload) => withMessageCode(payload));
}
