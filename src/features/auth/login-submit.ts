import { LOGIN_FIELD_MARKERS, LOGIN_SUCCESS_MESSAGE } from '../../../contract/session';
import { endpoints } from '../../../contract/endpoint-table';
import { api } from '../../lib/api/client';
import { presentOutcome } from '../../lib/api/present-outcome';
import { sessionFromUserAuth } from '../../lib/session/from-user-auth';
import { useSessionStore } from '../../lib/session/session-store';
import type { LoginResult, SubmitLogin } from './login-validation';

/**
 * POST /public/login (spec 1 §5/§8). Loaded only when the person signs in, so zod and the
 * contract are not part of the login screen's first download.
 */
export const submitLogin: SubmitLogin = async (body): Promise<LoginResult> => {
  const outcome = await api.call(endpoints.session.login, body, { present: false });
  if (outcome.ok && outcome.data.requestStatus === 1 && outcome.data.message === LOGIN_SUCCESS_MESSAGE) {
    useSessionStore.getState().setSession(sessionFromUserAuth(outcome.data.userAuth));
    return { kind: 'signed-in' };
  }
  if (outcome.kind === 'failure') {
    const marker = LOGIN_FIELD_MARKERS[outcome.message as keyof typeof LOGIN_FIELD_MARKERS];
    if (marker) return { kind: 'field', field: marker.field, text: marker.text };
  }
  // Anything else (captcha refused, too many attempts, no connection…) is an error toast.
  presentOutcome(outcome.ok ? { ok: false, kind: 'failure', status: 200, message: outcome.data.message ?? 'Login failed' } : outcome);
  return { kind: 'failed' };
};
