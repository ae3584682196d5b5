import { endpoints } from '../../../contract/endpoint-table';
import { api } from '../../lib/api/client';
import { useHiddenSections } from '../../lib/permissions/hidden-sections';
import { sessionFromUserAuth } from '../../lib/session/from-user-auth';
import { followAccountLanguage } from '../../lib/i18n/language-choice';
import { currentSession, replacingSession, useSessionStore } from '../../lib/session/session-store';
import { presentOutcome } from '../../lib/api/present-outcome';
import { resetMirrors } from '../../offline/sync';

/** Forgets everything of this session on this device: cookies, local values, mirrors. */
export async function forgetSession(): Promise<void> {
  await resetMirrors();
  useHiddenSections.getState().reset();
  useSessionStore.getState().clearSession();
}

/**
 * Log Out: revokes the session on the server, then forgets it here. Offline the server call
 * fails, but the desk is still signed out locally (a shared desk must be able to leave).
 */
export async function logOut(): Promise<void> {
  if (currentSession()) await api.call(endpoints.session.logout, {}, { present: false });
  await forgetSession();
}

/**
 * Switch Club (spec 3 §4): a new session for the other club replaces the stored values, the
 * old club's mirrors and console state are dropped, and the console reloads its data.
 * Returns true when switched.
 */
export async function switchClub(clubId: number): Promise<boolean> {
  const old = currentSession()?.authToken;
  if (!old) return false;
  // From the request on, the server may retire the old session while its other calls and the
  // session stream are still out: their "ended" must not sign out the switch under way.
  const replaced = replacingSession(old);
  try {
    const outcome = await api.call(endpoints.session.switchAccount, { clubId }, { present: { failure: 'error' } });
    if (outcome.kind === 'unauthorized') {
      // The switch itself was refused: the old session had already ended. That is a sign-out.
      replaced();
      presentOutcome(outcome);
    }
    if (!outcome.ok || outcome.data.requestStatus !== 1) return false;
    const next = sessionFromUserAuth(outcome.data.userAuth);
    await followAccountLanguage(outcome.data.userAuth.language);
    await resetMirrors();
    useHiddenSections.getState().reset();
    useSessionStore.getState().setSession(next);
    return true;
  } finally {
    replaced();
  }
}
