import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createTestApp, type TestApp } from './helpers/test-app';
import { CAPTCHA_HARDER_MESSAGE, TOO_MANY_LOGINS_MESSAGE } from '../../contract/session';

// The login limit of docs/adr/0012-login-limit-per-pair.md.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM login_attempts');
});

/** A solved captcha; with a username the server prices the challenge for that username. */
async function captchaFor(username?: string) {
  const url = `/api/public/captcha${username ? `?username=${encodeURIComponent(username)}` : ''}`;
  const { parameters, signature } = (await t.app.inject({ method: 'GET', url })).json() as Challenge;
  const challenge = { parameters, signature } as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return { payload: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'), cost: parameters.cost };
}

async function attempt(username: string, password: string, ip: string, captcha?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/public/login',
    remoteAddress: ip,
    payload: { username, password, captcha: captcha ?? (await captchaFor()).payload },
  });
}

describe('login rate limit', () => {
  it('counts and checks in one step: of 30 simultaneous wrong passwords only 10 are tried, 20 get 429', async () => {
    const captchas = await Promise.all(Array.from({ length: 30 }, () => captchaFor()));
    const replies = await Promise.all(captchas.map((c, i) => attempt('admin', `wrong-${i}`, '10.1.1.1', c.payload)));
    const tried = replies.filter((r) => r.statusCode === 200);
    expect(tried).toHaveLength(10);
    for (const r of tried) expect(r.json().message).toBe('invalid password');
    for (const r of replies.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(429);
      expect(r.json()).toEqual({ requestStatus: 0, message: TOO_MANY_LOGINS_MESSAGE, code: 'tooManyLogins' });
    }
    expect(TOO_MANY_LOGINS_MESSAGE).toBe('Too many login attempts, try again in a few minutes');
  });

  it('locks the username+IP pair, not the colleagues behind the same IP', async () => {
    const ip = '10.2.2.2';
    for (let i = 1; i <= 10; i++) expect((await attempt('desk', `typo-${i}`, ip)).json().message).toBe('invalid password');
    const blocked = await attempt('desk', 'desk123', ip);
    expect(blocked.statusCode).toBe(429);
    // A colleague at the same desk (same public IP) signs in as usual.
    expect((await attempt('manager', 'manager123', ip)).json().requestStatus).toBe(1);
  });

  it('answers 429 after 50 failures from one IP across usernames; other IPs are not affected', async () => {
    const ip = '192.0.2.7';
    for (let i = 1; i <= 50; i++) expect((await attempt(`ghost${i}`, 'x', ip)).statusCode).toBe(200);
    const blocked = await attempt('manager', 'manager123', ip);
    expect(blocked.statusCode).toBe(429);
    expect((await attempt('manager', 'manager123', '192.0.2.8')).json().requestStatus).toBe(1);
  });

  it('never locks a username out from outside: failures from many IPs raise the captcha cost instead', async () => {
    const base = (await captchaFor('admin')).cost;
    for (let i = 1; i <= 40; i++) expect((await attempt('admin', `guess-${i}`, `203.0.113.${i}`)).statusCode).toBe(200);
    const harder = await captchaFor('admin');
    expect(harder.cost).toBe(base * 16);
    // Another username is priced as usual.
    expect((await captchaFor('desk')).cost).toBe(base);
    // A cheap captcha is refused with a message asking for it again; the harder one signs in.
    const cheap = await attempt('admin', 'admin123', '198.51.100.1');
    expect(cheap.json()).toEqual({ requestStatus: 0, message: CAPTCHA_HARDER_MESSAGE, code: 'captchaHarder' });
    const ok = await attempt('admin', 'admin123', '198.51.100.1', harder.payload);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().requestStatus).toBe(1);
  });

  it('forgets failures older than the window', async () => {
    for (let i = 1; i <= 10; i++) await attempt('admin', `wrong-${i}`, '10.0.0.5');
    expect((await attempt('admin', 'admin123', '10.0.0.5')).statusCode).toBe(429);
    await t.db.query(`UPDATE login_attempts SET created_at = now() - interval '16 minutes' WHERE username = 'admin'`);
    const res = await attempt('admin', 'admin123', '10.0.0.5');
    expect(res.statusCode).toBe(200);
    expect(res.json().requestStatus).toBe(1);
  });
});
