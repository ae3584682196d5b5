import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addStaff } from './helpers/staff';
import { Feature } from '../../contract/features';
import { NO_PERMISSION_MESSAGE } from '../../contract/envelope';
import { buildApp } from '../../server/app';
import { requires } from '../../server/plugins/auth';

let t: TestApp;
let badmintonId: number;
beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t.db, {
    username: 'nocal',
    password: 'nocal123',
    club: 'Courtdesk Demo Arena',
    permissions: [[Feature.members, 'write']],
  });
  await addStaff(t.db, {
    username: 'calread',
    password: 'calread123',
    club: 'Courtdesk Demo Arena',
    permissions: [[Feature.bookingCalendar, 'read']],
  });
  const token = await t.login('admin', 'admin123');
  const res = await t.app.inject({ method: 'GET', url: '/api/activities', headers: t.authHeader(token) });
  badmintonId = res.json().activities.find((a: { activityName: string }) => a.activityName === 'Badminton').activityId;
});
afterAll(async () => {
  await t?.close();
});

const courts = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/court/details?activityId=${badmintonId}`, headers: t.authHeader(token) });

describe('feature permissions', () => {
  it('answers -1 with the no-permission message to a desk person without the feature', async () => {
    const res = await courts(await t.login('nocal', 'nocal123'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ requestStatus: -1, message: NO_PERMISSION_MESSAGE });
    expect(NO_PERMISSION_MESSAGE).toBe("Sorry, you don't have permission to do that");
  });

  it('lets read access satisfy a read route, and write access too', async () => {
    expect((await courts(await t.login('calread', 'calread123'))).json().requestStatus).toBe(1);
    expect((await courts(await t.login('desk', 'desk123'))).json().requestStatus).toBe(1);
  });

  it('lets admins pass without permission rows', async () => {
    expect((await courts(await t.login('admin', 'admin123'))).json().requestStatus).toBe(1);
  });

  it('lets any signed-in user reach the feature-less routes', async () => {
    const token = await t.login('nocal', 'nocal123');
    for (const url of ['/api/activities', '/api/transaction/codes', '/api/features']) {
      const res = await t.app.inject({ method: 'GET', url, headers: t.authHeader(token) });
      expect(res.json().requestStatus).toBe(1);
    }
  });

  it('refuses to start when a controller route declares no feature', async () => {
    const app = await buildApp({ db: t.db });
    await expect(
      app.register(async (api) => {
        api.get('/api/undeclared', async () => ({ requestStatus: 1 }));
      }),
    ).rejects.toThrow(/declares no feature/);
    await app.close();
  });

  it('checks write access on write routes', async () => {
    const app = await buildApp({ db: t.db });
    app.post('/api/test/write', { ...requires(Feature.bookingCalendar, 'write') }, async () => ({ requestStatus: 1 }));
    await app.ready();
    const run = async (u: string, p: string) =>
      (await app.inject({ method: 'POST', url: '/api/test/write', headers: t.authHeader(await t.login(u, p)) })).json().requestStatus;
    expect(await run('calread', 'calread123')).toBe(-1);
    expect(await run('desk', 'desk123')).toBe(1);
    await app.close();
  });
});
