import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { INVALID_PASSWORD_MESSAGE, INVALID_USERNAME_MESSAGE, SessionEndMessages } from '../../contract/session';
import { messageCode } from '../../server/plugins/message-codes';
import { NO_PERMISSION_MESSAGE } from '../../contract/envelope';

/** A person's language (issue 32 §2, ADR 0085): remembered on their account, and codes beside server messages. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const setLanguage = (token: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/language', headers: token ? t.authHeader(token) : {}, payload: payload as object });

const login = async (username: string, password: string, extra: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/public/login', payload: { username, password, captcha: await t.solveCaptcha(), ...extra } });

describe('the person’s language', () => {
  it('is English until the person picks another, and the login reply carries it', async () => {
    expect((await t.loginAuth('desk', 'desk123')).language).toBe('en');
  });

  it('is saved by POST /api/user/language and comes back with the next sign-in, in every club', async () => {
    const token = await t.login('manager', 'manager123');
    const res = await setLanguage(token, { language: 'hi' });
    expect(res.json()).toMatchObject({ requestStatus: 1, language: 'hi' });
    expect((await t.loginAuth('manager', 'manager123')).language).toBe('hi');
    const clubs = (await t.loginAuth('manager', 'manager123')).userClubs;
    const other = clubs.find((c) => c.clubName === 'Courtdesk Riverside')!;
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/switch/account',
      headers: t.authHeader(token),
      payload: { clubId: other.clubId },
    });
    expect(switched.json().userAuth.language).toBe('hi');
    // Another person's language is their own.
    expect((await t.loginAuth('admin', 'admin123')).language).toBe('en');
    await setLanguage(token, { language: 'en' });
  });

  it('refuses a language it does not have, naming the field, and changes nothing', async () => {
    const token = await t.login('desk', 'desk123');
    for (const payload of [{ language: 'fr' }, { language: '' }, { language: 7 }, {}]) {
      const res = await setLanguage(token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().requestStatus).toBe(0);
      expect(res.json().errors[0].path).toBe('language');
      expect(res.json().message).toMatch(/^language: /);
    }
    expect((await t.loginAuth('desk', 'desk123')).language).toBe('en');
  });

  it('needs a session', async () => {
    expect((await setLanguage(undefined, { language: 'hi' })).statusCode).toBe(401);
  });

  it('saves a language picked on the login page when the sign-in succeeds, and only then', async () => {
    const wrong = await login('desk', 'wrong-password', { language: 'hi' });
    expect(wrong.json().requestStatus).toBe(0);
    expect((await t.loginAuth('desk', 'desk123')).language).toBe('en');
    const right = await login('desk', 'desk123', { language: 'hi' });
    expect(right.json().userAuth.language).toBe('hi');
    expect((await t.loginAuth('desk', 'desk123')).language).toBe('hi');
    const bad = await login('desk', 'desk123', { language: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('language');
    await login('desk', 'desk123', { language: 'en' });
  });
});

describe('codes beside server messages', () => {
  it('gives login refusals a code and keeps the English text', async () => {
    const user = await login('nobody', 'x');
    expect(user.json()).toMatchObject({ requestStatus: 0, message: INVALID_USERNAME_MESSAGE, code: 'invalidUsername' });
    const pass = await login('desk', 'x');
    expect(pass.json()).toMatchObject({ requestStatus: 0, message: INVALID_PASSWORD_MESSAGE, code: 'invalidPassword' });
    const captcha = await t.app.inject({ method: 'POST', url: '/api/public/login', payload: { username: 'desk', password: 'x' } });
    expect(captcha.json().code).toBe('captchaRequired');
  });

  it('gives the session refusals a code', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/activities' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('sessionExpired');
  });

  it('codes the messages with a number and carries the number', () => {
    expect(messageCode(SessionEndMessages.idle(1))).toEqual({ code: 'signedOutIdle', codeValues: { count: 1 } });
    expect(messageCode(SessionEndMessages.lifetime(30))).toEqual({ code: 'signedOutLifetime', codeValues: { count: 30 } });
    expect(messageCode('A message the table does not know')).toBeNull();
  });

  it('leaves -1 without a code: the console says its own words for it', async () => {
    const desk = await t.login('desk', 'desk123');
    const staff = await t.app.inject({ method: 'GET', url: '/api/club/users', headers: t.authHeader(desk) });
    expect(staff.json()).toEqual({ requestStatus: -1, message: NO_PERMISSION_MESSAGE });
  });

  it('gives each field refusal of a 400 its code beside the unchanged English (errors[])', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/public/login', payload: { username: 12, password: ['x'] } });
    expect(res.statusCode).toBe(400);
    // Byte for byte: the English as before, the code and its values added after it.
    expect(res.body).toBe(
      JSON.stringify({
        requestStatus: 0,
        message: 'username: Username is required',
        errors: [
          { path: 'username', message: 'Username is required', code: 'field.required', codeValues: { field: 'Username' } },
          { path: 'password', message: 'Password is required', code: 'field.required', codeValues: { field: 'Password' } },
        ],
      }),
    );
    // A text no table knows keeps no code and is shown as written.
    const token = await t.login('desk', 'desk123');
    const language = await setLanguage(token, { language: 7 });
    expect(language.json().errors).toEqual([{ path: 'language', message: 'language must be one of en, hi' }]);
  });

  it('leaves a message without a code as it was', async () => {
    const token = await t.login('desk', 'desk123');
    const res = await setLanguage(token, { language: 'fr' });
    expect(res.json().code).toBeUndefined();
  });
});
