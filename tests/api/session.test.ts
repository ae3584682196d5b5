import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { CLUB_NOT_FOUND_MESSAGE } from '../../contract/session';
import { FEATURE_NAMES } from '../../contract/features';
import { DESK_PROFILE } from '../../contract/desk-profile';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? t.authHeader(token) : {} });
const post = (url: string, token: string | undefined, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? t.authHeader(token) : {}, payload });

describe('session tokens', () => {
  it('answers 401 without a token, with an unknown token and with a malformed header', async () => {
    expect((await get('/api/activities')).statusCode).toBe(401);
    expect((await get('/api/activities', 'x'.repeat(43))).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/activities', headers: { authorization: 'Basic abc' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().requestStatus).toBe(0);
  });

  it('revokes the session on logout: the token then gets 401', async () => {
    const token = await t.login('admin', 'admin123');
    expect((await get('/api/activities', token)).statusCode).toBe(200);
    const out = await post('/api/public/logout', token);
    expect(out.statusCode).toBe(200);
    expect(out.json().requestStatus).toBe(1);
    expect((await get('/api/activities', token)).statusCode).toBe(401);
    expect((await post('/api/public/logout', token)).statusCode).toBe(401);
  });

  it('rejects an expired session with 401', async () => {
    const token = await t.login('admin', 'admin123');
    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE revoked_at IS NULL`);
    expect((await get('/api/activities', token)).statusCode).toBe(401);
  });

  it('keeps other sessions of the same user alive on logout', async () => {
    const a = await t.login('admin', 'admin123');
    const b = await t.login('admin', 'admin123');
    await post('/api/public/logout', a);
    expect((await get('/api/activities', b)).statusCode).toBe(200);
  });
});

describe('clubs and switching', () => {
  it("lists the session user's clubs", async () => {
    const token = await t.login('manager', 'manager123');
    const res = await post('/api/get/user/clubs', token, { username: 'someone-else' });
    expect(res.json()).toEqual({
      requestStatus: 1,
      userClubs: [
        { clubId: expect.any(Number), clubName: 'Courtdesk Demo Arena' },
        { clubId: expect.any(Number), clubName: 'Courtdesk Riverside' },
      ],
    });
  });

  it('switches club: a new session for the new club, the old one revoked', async () => {
    const auth = await t.loginAuth('manager', 'manager123');
    const riverside = auth.userClubs.find((c) => c.clubName === 'Courtdesk Riverside')!;
    const res = await post('/api/switch/account', auth.authToken, { clubId: riverside.clubId });
    const body = res.json();
    expect(body.requestStatus).toBe(1);
    expect(body.userAuth).toMatchObject({ clubId: riverside.clubId, clubName: 'Courtdesk Riverside', username: 'manager', role: 'admin' });
    expect(body.userAuth.authToken).not.toBe(auth.authToken);
    expect((await get('/api/activities', auth.authToken)).statusCode).toBe(401);
    const acts = (await get('/api/activities', body.userAuth.authToken))
      .json()
      .activities.map((a: { activityName: string }) => a.activityName);
    expect(acts).toEqual(['Tennis', 'Pickleball']);
  });

  it('10 concurrent switches with one token leave exactly one live session (no fork)', async () => {
    const auth = await t.loginAuth('manager', 'manager123');
    await t.db.query(`UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL AND token_hash <> $1`, [
      (await import('../../server/lib/tokens')).hashToken(auth.authToken),
    ]);
    const riverside = auth.userClubs.find((c) => c.clubName === 'Courtdesk Riverside')!;
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/switch/account', auth.authToken, { clubId: riverside.clubId })),
    );
    const won = replies.filter((r) => r.statusCode === 200 && r.json().requestStatus === 1);
    expect(won).toHaveLength(1);
    for (const r of replies.filter((x) => !won.includes(x))) expect(r.statusCode).toBe(401);
    const live = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sessions WHERE revoked_at IS NULL`);
    expect(live[0].n).toBe(1);
    expect((await get('/api/activities', won[0].json().userAuth.authToken)).statusCode).toBe(200);
  });

  it("refuses a club the user does not belong to with 'Club not found'", async () => {
    const admin = await t.loginAuth('admin', 'admin123');
    const manager = await t.loginAuth('manager', 'manager123');
    const riverside = manager.userClubs.find((c) => c.clubName === 'Courtdesk Riverside')!;
    const res = await post('/api/switch/account', admin.authToken, { clubId: riverside.clubId });
    expect(res.json()).toEqual({ requestStatus: 0, message: CLUB_NOT_FOUND_MESSAGE, code: 'clubNotFound' });
    expect(CLUB_NOT_FOUND_MESSAGE).toBe('Club not found');
    // The failed switch leaves the session as it was.
    expect((await get('/api/activities', admin.authToken)).statusCode).toBe(200);
  });
});

describe('GET /api/features', () => {
  it('gives an admin every feature, read and write', async () => {
    const token = await t.login('admin', 'admin123');
    const { features } = (await get('/api/features?premiumAccess=0', token)).json();
    expect(features).toHaveLength(18);
    expect(features[0]).toEqual({ featureId: 2, featureName: FEATURE_NAMES[2], readAccess: true, writeAccess: true });
    expect(features.every((f: { readAccess: boolean; writeAccess: boolean }) => f.readAccess && f.writeAccess)).toBe(true);
  });

  it('gives the demo desk person exactly the desk profile (ADR 0050)', async () => {
    const token = await t.login('desk', 'desk123');
    const { features } = (await get('/api/features?premiumAccess=0', token)).json();
    const levels = Object.fromEntries(
      features.map((f: { featureId: number; readAccess: boolean; writeAccess: boolean }) => [
        f.featureId,
        f.writeAccess ? 'write' : f.readAccess ? 'read' : 'none',
      ]),
    );
    expect(levels).toEqual(DESK_PROFILE);
  });
});

describe('revoking all sessions of a user', () => {
  it('ends every session but the kept one', async () => {
    const { revokeUserSessions } = await import('../../server/modules/session/service');
    const { hashToken } = await import('../../server/lib/tokens');
    const keep = await t.loginAuth('desk', 'desk123');
    const other = await t.login('desk', 'desk123');
    const [{ id }] = await t.db.query<{ id: number }>('SELECT id FROM sessions WHERE token_hash = $1', [hashToken(keep.authToken)]);
    await revokeUserSessions(t.db.db, keep.id, Number(id));
    expect((await get('/api/activities', keep.authToken)).statusCode).toBe(200);
    expect((await get('/api/activities', other)).statusCode).toBe(401);
  });
});
