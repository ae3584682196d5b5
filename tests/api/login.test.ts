import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  CAPTCHA_FAILED_MESSAGE,
  CAPTCHA_REQUIRED_MESSAGE,
  INVALID_PASSWORD_MESSAGE,
  INVALID_USERNAME_MESSAGE,
  LOGIN_SUCCESS_MESSAGE,
} from '../../contract/session';

let t: TestApp;
beforeAll(async () => {
  // The failures below would otherwise trip the rate limit (tested in login-rate-limit.test.ts).
  t = await createTestApp({ settings: { login: { maxFailures: 1000 } } });
});
afterAll(async () => {
  await t?.close();
});

async function login(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/public/login', payload });
}

describe('POST /api/public/login', () => {
  it('signs the admin in with the whole userAuth block', async () => {
    const res = await login({ username: 'admin', password: 'admin123', captcha: await t.solveCaptcha() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.requestStatus).toBe(1);
    expect(body.message).toBe('login successful');
    expect(LOGIN_SUCCESS_MESSAGE).toBe('login successful');
    expect(body.userAuth).toMatchObject({
      username: 'admin',
      clubName: 'Courtdesk Demo Arena',
      countryCode: '+91',
      clubCurrency: 'rs',
      role: 'admin',
      timeZone: 'Asia/Kolkata',
      userClubs: [{ clubName: 'Courtdesk Demo Arena' }],
      config: { cartHoldMinutes: 10, emailRequired: false },
    });
    expect(body.userAuth.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.userAuth.handlers).toEqual(expect.arrayContaining(['admin', 'desk', 'manager']));
    expect(typeof body.userAuth.id).toBe('number');
    expect(typeof body.userAuth.clubId).toBe('number');
  });

  it('accepts the username in any case', async () => {
    const auth = await t.loginAuth('ADMIN', 'admin123');
    expect(auth.username).toBe('admin');
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login('admin', 'admin123');
    const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE token_hash = $1', [token]);
    expect(rows[0].n).toBe(0);
  });

  it("answers 'invalid username' for an unknown user", async () => {
    const res = await login({ username: 'nobody', password: 'x', captcha: await t.solveCaptcha() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ requestStatus: 0, message: INVALID_USERNAME_MESSAGE, code: 'invalidUsername' });
    expect(INVALID_USERNAME_MESSAGE).toBe('invalid username');
  });

  it("answers 'invalid password' for a wrong password", async () => {
    const res = await login({ username: 'admin', password: 'wrong', captcha: await t.solveCaptcha() });
    expect(res.json()).toEqual({ requestStatus: 0, message: INVALID_PASSWORD_MESSAGE, code: 'invalidPassword' });
    expect(INVALID_PASSWORD_MESSAGE).toBe('invalid password');
  });

  it('refuses a login without a captcha', async () => {
    for (const captcha of [undefined, '']) {
      const res = await login({ username: 'admin', password: 'admin123', captcha });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ requestStatus: 0, message: CAPTCHA_REQUIRED_MESSAGE, code: 'captchaRequired' });
    }
  });

  it('refuses a wrong, forged or unsolved captcha', async () => {
    const good = JSON.parse(Buffer.from(await t.solveCaptcha(), 'base64').toString());
    const wrongCounter = { ...good, solution: { ...good.solution, counter: good.solution.counter + 1, derivedKey: '00'.repeat(32) } };
    const forged = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } } };
    const candidates = [
      'not-base64-json',
      Buffer.from('{"challenge":1}').toString('base64'),
      Buffer.from(JSON.stringify(wrongCounter)).toString('base64'),
      Buffer.from(JSON.stringify(forged)).toString('base64'),
    ];
    for (const captcha of candidates) {
      const res = await login({ username: 'admin', password: 'admin123', captcha });
      expect(res.json()).toEqual({ requestStatus: 0, message: CAPTCHA_FAILED_MESSAGE, code: 'captchaFailed' });
    }
  });

  it('refuses a captcha solution used twice', async () => {
    const captcha = await t.solveCaptcha();
    expect((await login({ username: 'admin', password: 'admin123', captcha })).json().requestStatus).toBe(1);
    const again = await login({ username: 'admin', password: 'admin123', captcha });
    expect(again.json()).toEqual({ requestStatus: 0, message: CAPTCHA_FAILED_MESSAGE, code: 'captchaFailed' });
  });

  it('refuses an expired captcha', async () => {
    const good = JSON.parse(Buffer.from(await t.solveCaptcha(), 'base64').toString());
    good.challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) - 5;
    const res = await login({ username: 'admin', password: 'admin123', captcha: Buffer.from(JSON.stringify(good)).toString('base64') });
    expect(res.json()).toEqual({ requestStatus: 0, message: CAPTCHA_FAILED_MESSAGE, code: 'captchaFailed' });
  });

  it('serves challenges the widget can read, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/captcha' });
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256' });
    expect(body.parameters.nonce).toMatch(/^[0-9a-f]+$/);
    expect(typeof body.signature).toBe('string');
  });
});
