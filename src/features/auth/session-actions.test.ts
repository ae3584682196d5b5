import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api/client';
import { presentOutcome, setSignOutHandler } from '../../lib/api/present-outcome';
import { useOnlineStore } from '../../lib/online/online-store';
import { speaksForCurrentSession, useSessionStore } from '../../lib/session/session-store';
import { arenaSession } from '../../lib/testing/arena-session';
import { endpoints } from '../../../contract/endpoint-table';
import { switchClub } from './session-actions';

const annexe = {
  authToken: 'tok-annexe',
  username: 'admin',
  clubName: 'Annexe',
  countryCode: '+91',
  clubCurrency: 'rs',
  clubId: 2,
  id: 1,
  userClubs: [
    { clubId: 1, clubName: 'Arena' },
    { clubId: 2, clubName: 'Annexe' },
  ],
  config: { cartHoldMinutes: 10, emailRequired: false },
  handlers: ['admin'],
  role: 'admin',
  timeZone: 'Asia/Kolkata',
  language: 'en',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ended = { requestStatus: 0, message: 'Your session has ended, please sign in again' };

describe('Switch Club (spec 3 §4)', () => {
  const signOut = vi.fn();
  let answerSwitch: (response: Response) => void = () => {};
  beforeEach(() => {
    signOut.mockClear();
    setSignOutHandler(signOut);
    useSessionStore.setState({ session: arenaSession() });
    useOnlineStore.setState({ browserOnline: true, serverReachable: true });
    // The switch is answered when the test says; every other call meets the retired session.
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === endpoints.session.switchAccount.path
          ? new Promise<Response>((resolve) => (answerSwitch = resolve))
          : Promise.resolve(json(401, ended)),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("while the switch is out, the old session's refusals and its stream's end do not sign the desk out", async () => {
    const switching = switchClub(2);
    // The server has retired the old session; a mirror read with it is refused...
    const read = await api.call(endpoints.catalog.activities, undefined, { present: false });
    expect(read.kind).toBe('unauthorized');
    // ...and the session stream of the old session asks whether it still speaks for the desk.
    expect(speaksForCurrentSession('tok')).toBe(false);
    answerSwitch(json(200, { requestStatus: 1, message: 'Switched to Annexe', userAuth: annexe }));
    expect(await switching).toBe(true);
    expect(signOut).not.toHaveBeenCalled();
    expect(useSessionStore.getState().session).toMatchObject({ clubId: 2, authToken: 'tok-annexe' });
    expect(speaksForCurrentSession('tok-annexe')).toBe(true);
  });

  it('a switch the server refuses because the session had ended signs out', async () => {
    const switching = switchClub(2);
    answerSwitch(json(401, ended));
    expect(await switching).toBe(false);
    expect(signOut).toHaveBeenCalledWith(ended.message);
    // Nothing is left marked as being replaced: a later refusal of this session signs out as usual.
    expect(speaksForCurrentSession('tok')).toBe(true);
    presentOutcome({ ok: false, kind: 'unauthorized', status: 401, message: ended.message });
    expect(signOut).toHaveBeenCalledTimes(2);
  });

  it('a switch that gets no answer keeps the old session, which still speaks for the desk', async () => {
    const switching = switchClub(2);
    answerSwitch(json(200, { requestStatus: 0, message: 'Club not found' }));
    expect(await switching).toBe(false);
    expect(useSessionStore.getState().session).toMatchObject({ clubId: 1 });
    expect(speaksForCurrentSession('tok')).toBe(true);
    expect(signOut).not.toHaveBeenCalled();
  });
});
