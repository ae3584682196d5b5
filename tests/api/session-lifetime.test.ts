import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { hashToken } from '../../server/lib/tokens';
import { resolvedSessions, SESSION_EXPIRED_MESSAGE } from '../../server/plugins/auth';
import { SessionEndMessages } from '../../contract/session';
import { DEFAULT_CLUB_SETTINGS } from '../../contract/club-settings';
import { fieldRefusal } from './helpers/field-refusal';

/**
 * Issue 26 item 2 (ADR 0069): a session ends after the club's idle hours and its lifetime in
 * days, checked by the server on every request; the 401 says why. The clock is moved by moving
 * the session's own timestamps back, as the server reads them against its now.
 */
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = t.authHeader(await t.login('admin', 'admin123'));
});
afterAll(() => t.close());

const features = (headers: object) => t.app.inject({ method: 'GET', url: '/api/features', headers: { ...headers } });
const saveSettings = (settings: object) =>
  t.app.inject({ method: 'POST', url: '/api/club/settings/update', headers: admin, payload: { settings } });

/** Moves a session's last use and sign-in back by the given hours. */
async function ageSession(token: string, { idleHours = 0, signedInHoursAgo = 0 }) {
  await t.db.query(
    `UPDATE sessions SET last_used_at = now() - $2::float8 * interval '1 hour', created_at = now() - $3::float8 * interval '1 hour'
      WHERE token_hash = $1`,
    [hashToken(token), idleHours, signedInHoursAgo],
  );
  // The one-second memory of resolved sessions would answer before the database is read.
  resolvedSessions.clear();
}

async function lastUsed(token: string): Promise<number> {
  const [row] = await t.db.query<{ at: string | Date }>(`SELECT last_used_at AS at FROM sessions WHERE token_hash = $1`, [
    hashToken(token),
  ]);
  return new Date(row.at).getTime();
}

describe('session lifetimes (issue 26 item 2)', () => {
  it('the defaults are 12 idle hours and 30 days, saved and read as club settings', async () => {
    expect(DEFAULT_CLUB_SETTINGS.sessionIdleHours).toBe(12);
    expect(DEFAULT_CLUB_SETTINGS.sessionLifetimeDays).toBe(30);
    const body = (await t.app.inject({ method: 'GET', url: '/api/club/settings', headers: admin })).json();
    expect(body.settings).toMatchObject({ sessionIdleHours: 12, sessionLifetimeDays: 30 });
  });

  it('refuses settings that are not whole hours / days within bounds, by field, and stores nothing', async () => {
    for (const [settings, path, message] of [
      [{ sessionIdleHours: 2.5 }, 'settings.sessionIdleHours', 'Idle sign-out hours must be a whole number'],
      [{ sessionIdleHours: 0 }, 'settings.sessionIdleHours', 'Idle sign-out hours must be at least 1'],
      [{ sessionIdleHours: 169 }, 'settings.sessionIdleHours', 'Idle sign-out hours cannot be more than 168'],
      [{ sessionLifetimeDays: 91 }, 'settings.sessionLifetimeDays', 'Session lifetime days cannot be more than 90'],
      [{ sessionLifetimeDays: -1 }, 'settings.sessionLifetimeDays', 'Session lifetime days must be at least 1'],
    ] as const) {
      const res = await saveSettings(settings);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(fieldRefusal(path, message));
    }
    const body = (await t.app.inject({ method: 'GET', url: '/api/club/settings', headers: admin })).json();
    expect(body.settings).toMatchObject({ sessionIdleHours: 12, sessionLifetimeDays: 30 });
  });

  it('a session idle longer than the club allows gets a 401 saying so, and stays ended', async () => {
    const token = await t.login('desk', 'desk123');
    await ageSession(token, { idleHours: 11.9, signedInHoursAgo: 11.9 });
    expect((await features(t.authHeader(token))).statusCode).toBe(200);
    await ageSession(token, { idleHours: 12, signedInHoursAgo: 20 });
    const res = await features(t.authHeader(token));
    expect(res.statusCode).toBe(401);
    // JSON, so the console reads the reason and shows it on the sign-in screen.
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      requestStatus: 0,
      message: SessionEndMessages.idle(12),
      code: 'signedOutIdle',
      codeValues: { count: 12 },
    });
    // Moving it back (or raising the limit) does not revive it: it ended.
    await ageSession(token, {});
    const again = await features(t.authHeader(token));
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(SessionEndMessages.idle(12));
  });

  it('a busy session still ends at the club lifetime', async () => {
    const token = await t.login('desk', 'desk123');
    await ageSession(token, { idleHours: 0, signedInHoursAgo: 30 * 24 - 1 });
    expect((await features(t.authHeader(token))).statusCode).toBe(200);
    await ageSession(token, { idleHours: 0, signedInHoursAgo: 30 * 24 });
    const res = await features(t.authHeader(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      requestStatus: 0,
      message: SessionEndMessages.lifetime(30),
      code: 'signedOutLifetime',
      codeValues: { count: 30 },
    });
  });

  it("a change of the club's limits reaches sessions already open", async () => {
    const token = await t.login('desk', 'desk123');
    await ageSession(token, { idleHours: 3, signedInHoursAgo: 3 });
    expect((await features(t.authHeader(token))).statusCode).toBe(200);
    expect((await saveSettings({ sessionIdleHours: 2 })).json().requestStatus).toBe(1);
    await ageSession(token, { idleHours: 3, signedInHoursAgo: 3 });
    const idle = await features(t.authHeader(token));
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe(SessionEndMessages.idle(2));

    const busy = await t.login('desk', 'desk123');
    await ageSession(busy, { signedInHoursAgo: 47 });
    expect((await features(t.authHeader(busy))).statusCode).toBe(200);
    expect((await saveSettings({ sessionIdleHours: 12, sessionLifetimeDays: 2 })).json().requestStatus).toBe(1);
    await ageSession(busy, { signedInHoursAgo: 48 });
    expect((await features(t.authHeader(busy))).json().message).toBe(SessionEndMessages.lifetime(2));
    expect((await saveSettings({ sessionLifetimeDays: 30 })).json().requestStatus).toBe(1);
  });

  it('use is recorded at most once a minute, so reads do not each write', async () => {
    const token = await t.login('desk', 'desk123');
    await ageSession(token, { idleHours: 1, signedInHoursAgo: 1 });
    const before = await lastUsed(token);
    await features(t.authHeader(token));
    const touched = await lastUsed(token);
    expect(touched - before).toBeGreaterThan(3_000_000);
    resolvedSessions.clear();
    await features(t.authHeader(token));
    expect(await lastUsed(token)).toBe(touched);
  });

  it('Switch Club keeps the time of sign-in: switching never extends the lifetime', async () => {
    const manager = await t.loginAuth('manager', 'manager123');
    await ageSession(manager.authToken, { signedInHoursAgo: 30 * 24 - 1 });
    const other = manager.userClubs.find((c) => c.clubId !== manager.clubId)!;
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/switch/account',
      headers: t.authHeader(manager.authToken),
      payload: { clubId: other.clubId },
    });
    const token = switched.json().userAuth.authToken as string;
    const [row] = await t.db.query<{ hours: number }>(
      `SELECT extract(epoch FROM now() - created_at) / 3600 AS hours FROM sessions WHERE token_hash = $1`,
      [hashToken(token)],
    );
    expect(Number(row.hours)).toBeGreaterThan(30 * 24 - 1.1);
  });

  it('logout ends the session on the server', async () => {
    const token = await t.login('desk', 'desk123');
    expect((await features(t.authHeader(token))).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/public/logout', headers: t.authHeader(token) });
    expect(out.json().requestStatus).toBe(1);
    const after = await features(t.authHeader(token));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ requestStatus: 0, message: SESSION_EXPIRED_MESSAGE, code: 'sessionExpired' });
  });
});
