import { afterEach, describe, expect, it } from 'vitest';
import { useSignedOutNotice } from './signed-out-notice';
import { useSessionStore } from './session-store';
import { clearStoredSession, type Session } from './session-storage';

const session: Session = {
  authToken: 'tok',
  username: 'desk',
  clubName: 'Courtdesk Demo Arena',
  countryCode: '+91',
  clubCurrency: 'rs',
  clubId: 1,
  userId: 2,
  role: 'desk',
  timeZone: 'Asia/Kolkata',
  userClubs: [],
  config: {},
  handlers: [],
};

describe('the signed-out notice (ADR 0069)', () => {
  afterEach(() => clearStoredSession());

  it('keeps the reason for this tab until the next sign-in', () => {
    useSignedOutNotice.getState().show('You were signed out because the console was not used for 12 hours.');
    expect(sessionStorage.getItem('signedOutReason')).toContain('12 hours');
    expect(useSignedOutNotice.getState().reason).toContain('12 hours');
    useSessionStore.getState().setSession(session);
    expect(useSignedOutNotice.getState().reason).toBeNull();
    expect(sessionStorage.getItem('signedOutReason')).toBeNull();
  });
});
