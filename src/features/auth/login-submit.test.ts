import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session/session-store';
import { submitLogin } from './login-submit';
import { i18n } from '../../lib/i18n/i18n';

const userAuth = {
  authToken: 'tok-1',
  username: 'admin',
  clubName: 'Courtdesk Demo Arena',
  countryCode: '+91',
  clubCurrency: 'rs',
  clubId: 1,
  id: 11,
  userClubs: [{ clubId: 1, clubName: 'Courtdesk Demo Arena' }],
  config: { cartHoldMinutes: 10, emailRequired: false },
  handlers: ['admin'],
  role: 'admin',
  timeZone: 'Asia/Kolkata',
  language: 'en',
};

function serve(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const body = { username: 'admin', password: 'pw', captcha: 'payload' };

describe('submitLogin (spec 1 §4/§5/§8)', () => {
  const show = vi.spyOn(notifications, 'show');
  beforeEach(() => {
    show.mockClear();
    useSessionStore.getState().clearSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("'login successful' stores the session from userAuth", async () => {
    const fetchMock = serve(200, { requestStatus: 1, message: 'login successful', userAuth });
    expect(await submitLogin(body)).toEqual({ kind: 'signed-in' });
    expect(fetchMock).toHaveBeenCalledWith('/api/public/login', expect.objectContaining({ method: 'POST', body: JSON.stringify(body) }));
    expect(useSessionStore.getState().session).toMatchObject({ authToken: 'tok-1', userId: 11, clubName: 'Courtdesk Demo Arena' });
  });

  it('success without the message does not sign in', async () => {
    serve(200, { requestStatus: 1, message: 'welcome', userAuth });
    expect(await submitLogin(body)).toEqual({ kind: 'failed' });
    expect(useSessionStore.getState().session).toBeNull();
  });

  it("'invalid username' / 'invalid password' become the field markers", async () => {
    serve(200, { requestStatus: 0, message: 'invalid username' });
    expect(await submitLogin(body)).toEqual({ kind: 'field', field: 'username', text: 'Incorrect username' });
    serve(200, { requestStatus: 0, message: 'invalid password' });
    expect(await submitLogin(body)).toEqual({ kind: 'field', field: 'password', text: 'Incorrect password' });
    expect(show).not.toHaveBeenCalled();
  });

  it('any other failure is an error toast with the server message', async () => {
    serve(200, { requestStatus: 0, message: 'Captcha verification failed' });
    expect(await submitLogin(body)).toEqual({ kind: 'failed' });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Captcha verification failed' }));
    serve(429, { requestStatus: 0, message: 'Too many login attempts, try again in a few minutes' });
    await submitLogin(body);
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ color: 'red', message: 'Too many login attempts, try again in a few minutes' }),
    );
  });

  it("opens the console in the account's language (ADR 0085)", async () => {
    serve(200, { requestStatus: 1, message: 'login successful', userAuth: { ...userAuth, language: 'hi' } });
    expect(await submitLogin(body)).toEqual({ kind: 'signed-in' });
    expect(i18n.resolvedLanguage).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');
    await i18n.changeLanguage('en');
    localStorage.removeItem('language');
  });

  it('marks the field by the code, in the language on screen', async () => {
    await i18n.changeLanguage('hi');
    serve(200, { requestStatus: 0, message: 'invalid password', code: 'invalidPassword' });
    expect(await submitLogin(body)).toEqual({ kind: 'field', field: 'password', text: 'पासवर्ड ग़लत है' });
    serve(200, { requestStatus: 0, message: 'Captcha verification failed', code: 'captchaFailed' });
    await submitLogin(body);
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'कैप्चा की जाँच नहीं हो पाई' }));
    await i18n.changeLanguage('en');
  });
});
