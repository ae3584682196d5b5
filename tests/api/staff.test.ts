import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addStaff } from './helpers/staff';
import { Feature } from '../../contract/features';
import { StaffMessages as M } from '../../contract/staff';
import { DESK_PROFILE } from '../../contract/desk-profile';
import { SESSION_EXPIRED_MESSAGE } from '../../server/plugins/auth';
import { fieldRefusal } from './helpers/field-refusal';
import { messageCode } from '../../server/plugins/message-codes';

let t: TestApp;
let admin: { authorization: string };
const CLUB = 'Courtdesk Demo Arena';

beforeAll(async () => {
  t = await createTestApp();
  admin = t.authHeader(await t.login('admin', 'admin123'));
});
afterAll(() => t.close());

const post = (url: string, headers: object, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...headers }, payload: payload as object });
const get = (url: string, headers: object) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { ...headers } });
const person = (over: Record<string, unknown> = {}) => ({
  firstName: 'Asha',
  lastName: 'Rao',
  email: '',
  phone: '',
  username: 'asha',
  password: 'asha-pass-1',
  ...over,
});
async function staffId(username: string): Promise<number> {
  const list = (await get('/club/users', admin)).json().users as { userId: number; username: string }[];
  return list.find((u) => u.username === username)!.userId;
}

describe('staff list and Add Desk Person (spec 3 §5)', () => {
  it('lists the team with a count; admins first', async () => {
    const body = (await get('/club/users', admin)).json();
    expect(body.requestStatus).toBe(1);
    expect(body.teamMembers).toBe(body.users.length);
    expect(body.users[0].role).toBe('admin');
  });

  it('names each missing required field', async () => {
    for (const [field, message] of [
      ['firstName', M.firstNameRequired],
      ['username', M.usernameRequired],
      ['password', M.passwordRequired],
    ] as const) {
      const res = await post('/user/create', admin, person({ [field]: '' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(fieldRefusal(field, message));
    }
    const email = await post('/user/create', admin, person({ email: 'not-an-email' }));
    expect(email.json().errors).toContainEqual(fieldRefusal('email', M.invalidEmail));
  });

  it('creates a desk person with the desk profile (ADR 0050) and refuses a taken username', async () => {
    const res = await post('/user/create', admin, person());
    expect(res.json()).toEqual({ requestStatus: 1, message: M.userCreated, ...messageCode(M.userCreated) });
    const id = await staffId('asha');
    const perms = (await get(`/user/permissions?userId=${id}`, admin)).json().permissions as {
      featureId: number;
      read: boolean;
      write: boolean;
    }[];
    expect(perms.map((p) => p.featureId)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(Object.fromEntries(perms.map((p) => [p.featureId, p.write ? 'write' : p.read ? 'read' : 'none']))).toEqual(DESK_PROFILE);
    expect((await post('/user/create', admin, person({ firstName: 'Other' }))).json()).toEqual({
      requestStatus: 0,
      message: M.usernameTaken,
      ...messageCode(M.usernameTaken),
    });
    expect((await post('/user/create', admin, person({ username: 'ASHA' }))).json().message).toBe(M.usernameTaken);
  });

  it('refuses a short password and one equal to the username', async () => {
    expect((await post('/user/create', admin, person({ username: 'kiran', password: 'short' }))).json().message).toBe(M.passwordTooShort);
    expect((await post('/user/create', admin, person({ username: 'kirankumar', password: 'KiranKumar' }))).json().message).toBe(
      M.passwordIsUsername,
    );
  });

  it('a desk person with Staff write cannot give more than they hold', async () => {
    await addStaff(t.db, {
      username: 'lead',
      password: 'lead12345',
      club: CLUB,
      permissions: [
        [Feature.staff, 'write'],
        [Feature.bookingCalendar, 'read'],
        [Feature.pricing, 'write'],
      ],
    });
    const lead = t.authHeader(await t.login('lead', 'lead12345'));
    // Pricing is the lead's but not the profile's; Calendar is the profile's write but only the lead's read.
    expect((await post('/user/create', lead, person({ username: 'newbie', features: [3, 13] }))).json().requestStatus).toBe(1);
    const perms = (await get(`/user/permissions?userId=${await staffId('newbie')}`, admin)).json().permissions as {
      featureId: number;
      read: boolean;
      write: boolean;
    }[];
    expect(perms.filter((p) => p.read)).toEqual([expect.objectContaining({ featureId: 3, read: true, write: false })]);
  });
});

describe('Manage Permission (admin only)', () => {
  it('non-admins get "You dont have permission" for reading and saving, even with Staff write', async () => {
    const lead = t.authHeader(await t.login('lead', 'lead12345'));
    const target = await staffId('asha');
    expect((await get(`/user/permissions?userId=${target}`, lead)).json()).toEqual({
      requestStatus: 0,
      message: M.noPermission,
      ...messageCode(M.noPermission),
    });
    expect((await post('/user/permissions/update', lead, { userId: target, features: [] })).json()).toEqual({
      requestStatus: 0,
      message: M.noPermission,
      ...messageCode(M.noPermission),
    });
  });

  it('a desk person can never raise their own permissions or touch an admin', async () => {
    const lead = t.authHeader(await t.login('lead', 'lead12345'));
    const self = await staffId('lead');
    const raise = await post('/user/permissions/update', lead, { userId: self, features: [{ featureId: 13, isReadOnly: false }] });
    expect(raise.json()).toEqual({ requestStatus: 0, message: M.noPermission, ...messageCode(M.noPermission) });
    const adminId = await staffId('admin');
    expect((await post('/user/permissions/update', lead, { userId: adminId, features: [] })).json().message).toBe(M.noPermission);
    expect((await post('/user/remove', lead, { userId: adminId })).json()).toEqual({
      requestStatus: 0,
      message: M.noPermission,
      ...messageCode(M.noPermission),
    });
    // Their own set is unchanged.
    const perms = (await get(`/user/permissions?userId=${self}`, admin)).json().permissions as { featureId: number; read: boolean }[];
    expect(perms.filter((p) => p.read).map((p) => p.featureId)).toEqual([3, 13, 18]);
  });

  it('saves the set: entries without a feature id are dropped, None removes; admins stay untouched', async () => {
    const target = await staffId('asha');
    const res = await post('/user/permissions/update', admin, {
      userId: target,
      features: [{ featureId: 6, isReadOnly: true }, { isReadOnly: false }, { featureId: 3, isReadOnly: false }],
    });
    expect(res.json()).toEqual({ requestStatus: 1, message: M.permissionsUpdated, ...messageCode(M.permissionsUpdated) });
    const perms = (await get(`/user/permissions?userId=${target}`, admin)).json().permissions as {
      featureId: number;
      read: boolean;
      write: boolean;
    }[];
    expect(perms.filter((p) => p.read).map(({ featureId, write }) => ({ featureId, write }))).toEqual([
      { featureId: 3, write: true },
      { featureId: 6, write: false },
    ]);
    expect((await post('/user/permissions/update', admin, { userId: await staffId('admin'), features: [] })).json().message).toBe(
      M.adminNotEditable,
    );
  });

  it('refuses write on a feature that only offers View with the spec warning', async () => {
    const target = await staffId('asha');
    const res = await post('/user/permissions/update', admin, {
      userId: target,
      features: [{ featureId: Feature.dashboard, isReadOnly: false }],
    });
    expect(res.json()).toEqual({ requestStatus: 0, message: M.writeUnavailable, ...messageCode(M.writeUnavailable) });
  });

  it('a permission change takes effect on the next request', async () => {
    const target = await staffId('asha');
    const asha = t.authHeader(await t.login('asha', 'asha-pass-1'));
    expect((await get('/club/users', asha)).json().requestStatus).toBe(-1);
    await post('/user/permissions/update', admin, { userId: target, features: [{ featureId: Feature.staff, isReadOnly: true }] });
    expect((await get('/club/users', asha)).json().requestStatus).toBe(1);
  });

  it("another club's user is not found", async () => {
    const manager = await staffId('manager');
    const res = await t.app.inject({ method: 'GET', url: '/api/club/users', headers: admin });
    expect(res.json().users.some((u: { userId: number }) => u.userId === manager)).toBe(true);
    await addStaff(t.db, { username: 'elsewhere', password: 'elsewhere1', club: 'Courtdesk Riverside', permissions: [] });
    const other = (await t.loginAuth('elsewhere', 'elsewhere1')).id;
    expect((await get(`/user/permissions?userId=${other}`, admin)).json()).toEqual({
      requestStatus: 0,
      message: M.userNotFound,
      ...messageCode(M.userNotFound),
    });
    expect((await post('/user/remove', admin, { userId: other })).json()).toEqual({
      requestStatus: 0,
      message: M.userNotFound,
      ...messageCode(M.userNotFound),
    });
  });
});

describe('Remove user', () => {
  it('shows "User Removed", and the removed person\'s token is refused at once', async () => {
    await post('/user/create', admin, person({ username: 'temp', password: 'temp-pass-1' }));
    const temp = t.authHeader(await t.login('temp', 'temp-pass-1'));
    expect((await get('/features', temp)).statusCode).toBe(200);
    expect((await post('/user/remove', admin, { userId: await staffId('temp') })).json()).toEqual({
      requestStatus: 1,
      message: M.userRemoved,
      ...messageCode(M.userRemoved),
    });
    const after = await get('/features', temp);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it('admins cannot be removed, nor can anyone remove themselves', async () => {
    const adminId = await staffId('admin');
    expect((await post('/user/remove', admin, { userId: adminId })).json().message).toBe(M.cannotRemoveSelf);
    expect((await post('/user/remove', admin, { userId: await staffId('manager') })).json().message).toBe(M.adminNotRemovable);
  });
});

describe('Change Password (spec 3 §5)', () => {
  it('names missing fields', async () => {
    const res = await post('/password/update', admin, { old_password: '', new_password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([fieldRefusal('old_password', M.oldRequired), fieldRefusal('new_password', M.newRequired)]),
    );
  });

  it('answers "Old password does not match", then the length and username rules', async () => {
    await post('/user/create', admin, person({ username: 'ravi', password: 'ravi-pass-1' }));
    const ravi = t.authHeader(await t.login('ravi', 'ravi-pass-1'));
    expect((await post('/password/update', ravi, { old_password: 'wrong-one', new_password: 'ravi-pass-2' })).json()).toEqual({
      requestStatus: 0,
      message: M.oldMismatch,
      ...messageCode(M.oldMismatch),
    });
    expect((await post('/password/update', ravi, { old_password: 'ravi-pass-1', new_password: 'short' })).json().message).toBe(
      M.passwordTooShort,
    );
    await post('/user/create', admin, person({ username: 'longname1', password: 'long-pass-1' }));
    const long = t.authHeader(await t.login('longname1', 'long-pass-1'));
    expect((await post('/password/update', long, { old_password: 'long-pass-1', new_password: 'LongName1' })).json().message).toBe(
      M.passwordIsUsername,
    );
    expect((await post('/password/update', ravi, { old_password: 'ravi-pass-1', new_password: 'ravi-pass-1' })).json().message).toBe(
      M.passwordSameAsOld,
    );
  });

  it('changes it: other sessions end, this one stays, the new password signs in', async () => {
    const first = t.authHeader(await t.login('ravi', 'ravi-pass-1'));
    const second = t.authHeader(await t.login('ravi', 'ravi-pass-1'));
    expect((await post('/password/update', first, { old_password: 'ravi-pass-1', new_password: 'ravi-pass-2' })).json()).toEqual({
      requestStatus: 1,
      message: M.passwordUpdated,
      ...messageCode(M.passwordUpdated),
    });
    expect((await get('/features', first)).statusCode).toBe(200);
    expect((await get('/features', second)).statusCode).toBe(401);
    await expect(t.login('ravi', 'ravi-pass-1')).rejects.toThrow(/invalid password/);
    expect(await t.login('ravi', 'ravi-pass-2')).toBeTruthy();
  });
});
