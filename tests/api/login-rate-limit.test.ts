import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TOO_MANY_LOGINS_MESSAGE } from '../../contract/session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function attempt(username: string, password: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/public/login',
    remoteAddress: ip,
    payload: { username, password, captcha: await t.solveCaptcha() },
  });
}

describe('login rate limit', () => {
  it('answers 429 to the 11th failed login for one username within the window, even with the right password', async () => {
    for (let i = 1; i <= 10; i++) {
      const res = await attempt('admin', `wrong-${i}`, `10.0.0.${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('invalid password');
    }
    const blocked = await attempt('admin', 'admin123', '10.0.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ requestStatus: 0, message: TOO_MANY_LOGINS_MESSAGE });
    expect(TOO_MANY_LOGINS_MESSAGE).toBe('Too many login attempts, try again in a few minutes');
    // Other users are not locked out by someone guessing admin's password.
    expect((await attempt('desk', 'desk123', '10.0.1.1')).json().requestStatus).toBe(1);
  });

  it('answers 429 after 10 failures from one IP across usernames', async () => {
    const ip = '192.0.2.7';
    for (let i = 1; i <= 10; i++) {
      const res = await attempt(`ghost${i}`, 'x', ip);
      expect(res.json().message).toBe('invalid username');
    }
    const blocked = await attempt('manager', 'manager123', ip);
    expect(blocked.statusCode).toBe(429);
    expect((await attempt('manager', 'manager123', '192.0.2.8')).json().requestStatus).toBe(1);
  });

  it('forgets failures older than the window', async () => {
    await t.db.query(`UPDATE login_attempts SET created_at = now() - interval '16 minutes' WHERE username = 'admin'`);
    const res = await attempt('admin', 'admin123', '10.0.0.100');
    expect(res.statusCode).toBe(200);
    expect(res.json().requestStatus).toBe(1);
  });
});
