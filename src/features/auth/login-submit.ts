import { LOGIN_FIELD_MARKERS, LOGIN_SUCCESS_MESSAGE } from '../../../contract/session';
import { i18n } from '../../lib/i18n/i18n';
import { followAccountLanguage } from '../../lib/i18n/language-choice';
import { endpoints } from '../../../contract/endpoint-table';
import { api } from '../../lib/api/client';
import { presentOutcome } from '../../lib/api/present-outcome';
import { sessionFromUserAuth } from '../../lib/session/from-user-auth';
import { useSessionStore } from '../../lib/session/session-store';
import type { LoginResult, SubmitLogin } from './login-validation';

/** The field each refusal marks (spec 1 §8: the markers of contract LOGIN_FIELD_MARKERS), by the server's code. */
const LOGIN_FIELD_BY_CODE: Record<string, { field: 'username' | 'password'; text: 'auth:incorrectUsername' | 'auth:incorrectPassword' }> = {
  invalidUsername: { field: 'username', text: 'auth:incorrectUsername' },
  invalidPassword: { field: 'password', text: 'auth:incorrectPassword' },
};

/**
 * POST /public/login (spec 1 §5/§8). Loaded only when the person signs in, so zod and the
 * contract are not part of the login screen's first download.
 */
export const submitLogin: SubmitLogin = async (body): Promise<LoginResult> => {
  const outcome = await api.call(endpoints.session.login, body, { present: false });
  if (outcome.ok && outcome.data.requestStatus === 1 && outcome.data.message === LOGIN_SUCCESS_MESSAGE) {
    // The account's language first, so the console opens in it (ADR 0085).
    await followAccountLanguage(outcome.data.userAuth.language);
    useSessionStore.getState().setSession(sessionFromUserAuth(outcome.data.userAuth));
    return { kind: 'signed-in' };
  }
  if (outcome.kind === 'failure') {
    // By the code: the message may be in Hindi by now (ADR 0085).
    const field = outcome.code ? LOGIN_FIELD_BY_CODE[outcome.code] : undefined;
    if (field) return { kind: 'field', field: field.field, text: i18n.t(field.text) };
    // A reply without a code (an older server) is read by its English text.
    const marker = LOGIN_FIELD_MARKERS[outcome.message as keyof typeof LOGIN_FIELD_MARKERS];
    if (marker) return { kind: 'field', field: marker.field, text: marker.text };
  }
  // Anything else (captcha refused, too many attempts, no connection…) is an error toast.
  presentOutcome(
    outcome.ok ? { ok: false, kind: 'failure', status: 200, message: outcome.data.message ?? i18n.t('auth:loginFailed') } : outcome,
  );
  return { kind: 'failed' };
};
