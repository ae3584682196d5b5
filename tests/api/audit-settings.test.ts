import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, plainMonday, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { addStaff } from './helpers/staff';
import { Feature } from '../../contract/features';
import { StaffMessages } from '../../contract/staff';
import { DEFAULT_CLUB_SETTINGS } from '../../contract/club-settings';
import { SupportMessages } from '../../contract/support';
import { messageCode } from '../../server/plugins/message-codes';

let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
});
afterAll(() => t.close());

interface Entry {
  actor: string;
  entity: string;
  action: string;
  entityId: number | null;
  before: unknown;
  after: unknown;
}
const audit = async (query = '') =>
  (await admin.get(`/api/audit-log${query}`)).json() as { requestStatus: number; entries: Entry[]; total: number; message?: string };

describe('club settings (feature 19)', () => {
  it('reads the written-down defaults and the club profile', async () => {
    const body = (await admin.get('/api/club/settings')).json();
    // The demo arena is GST-registered (issue 29, ADR 0082); every other setting is the default.
    const { tax, ...rest } = body.settings;
    expect({ ...rest, tax: DEFAULT_CLUB_SETTINGS.tax }).toEqual(DEFAULT_CLUB_SETTINGS);
    expect(tax).toMatchObject({ registered: true, gstin: '32AAACD1234F1ZG' });
    expect(body.profile).toEqual({ currency: 'rs', callingCode: '+91', timeZone: 'Asia/Kolkata' });
  });

  it('saves a patch and the profile, names bad fields, and the console config follows', async () => {
    const res = await admin.post('/api/club/settings/update', {
      settings: { cartHoldMinutes: 25, emailRequired: true },
      profile: { currency: 'AED' },
    });
    expect(res.json()).toMatchObject({
      requestStatus: 1,
      message: 'Settings saved',
      settings: { cartHoldMinutes: 25, emailRequired: true },
      profile: { currency: 'aed' },
    });
    const config = (await desk.get('/api/club/config')).json();
    expect(config).toMatchObject({ config: { cartHoldMinutes: 25, emailRequired: true }, currency: 'aed', countryCode: '+91' });
    const bad = await admin.post('/api/club/settings/update', { settings: { cartHoldMinutes: 0 }, profile: { timeZone: 'Mars/Olympus' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['settings.cartHoldMinutes', 'profile.timeZone']),
    );
    await admin.post('/api/club/settings/update', { profile: { currency: 'rs' } });
  });

  it('saving the page unchanged records nothing; a change records only what changed', async () => {
    const count = async () => (await audit('?kind=settings')).total;
    const before = await count();
    const current = (await admin.get('/api/club/settings')).json();
    await admin.post('/api/club/settings/update', { settings: current.settings, profile: current.profile });
    expect(await count()).toBe(before);
    await admin.post('/api/club/settings/update', { settings: { ...current.settings, renewalReminderDays: 3 }, profile: current.profile });
    const [latest] = (await audit('?kind=settings')).entries;
    expect(latest).toMatchObject({ action: 'update', before: { renewalReminderDays: 7 }, after: { renewalReminderDays: 3 } });
    expect(await count()).toBe(before + 1);
  });

  it('hold minutes set the cart hold; email required refuses a checkout without email', async () => {
    const date = plainMonday(35);
    const before = Date.now();
    const added = await admin.post('/api/carting/slot/add', {
      activityId: ids.badminton,
      courtId: ids.courts['Court 1'],
      date,
      time: '07:00:00',
    });
    expect(added.json().requestStatus).toBe(1);
    const slot = (await admin.get('/api/carting/details')).json().cart.slots[0];
    const heldMinutes = (Date.parse(slot.holdExpiresAt) - before) / 60_000;
    expect(heldMinutes).toBeGreaterThan(24);
    expect(heldMinutes).toBeLessThan(26);
    const booking = await admin.post('/api/booking', {
      customerDetails: { name: 'No Mail', countryCode: '+91', mobile: '9123456780', email: '' },
      paymentMode: 0,
      totalPaidAmount: 0,
    });
    expect(booking.json()).toMatchObject({ requestStatus: 0, message: 'Email is required' });
    await admin.post('/api/club/settings/update', { settings: { emailRequired: false, cartHoldMinutes: 10 } });
  });

  it('a desk person without feature 19 gets -1; read-only cannot save', async () => {
    expect((await desk.get('/api/club/settings')).json().requestStatus).toBe(-1);
    await addStaff(t.db, {
      username: 'setreader',
      password: 'setreader1',
      club: 'Courtdesk Demo Arena',
      permissions: [[Feature.clubSettings, 'read']],
    });
    const token = await t.login('setreader', 'setreader1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/club/settings/update',
      headers: t.authHeader(token),
      payload: { settings: { premium: true } },
    });
    expect(res.json().requestStatus).toBe(-1);
  });

  it('the escalation matrix comes from settings: levels 1–3 and the optional email block', async () => {
    expect((await desk.get('/api/escalation-matrix')).json()).toMatchObject({ requestStatus: 1, level1: null, email: null });
    const level = {
      level: 1,
      message: 'First call',
      name: 'Meera',
      designation: 'Desk lead',
      phone: '+91 98450 00001',
      email: 'meera@club.example',
      chatUrl: '919845000001',
      formUrl: 'https://help.example/form',
    };
    await admin.post('/api/club/settings/update', {
      settings: { escalation: [level], escalationEmail: { message: 'Write to us', email: 'owner@club.example' } },
    });
    const body = (await desk.get('/api/escalation-matrix')).json();
    expect(body.level1).toEqual({
      message: 'First call',
      name: 'Meera',
      designation: 'Desk lead',
      mobile: '+91 98450 00001',
      whatsAppNumber: '919845000001',
      email: 'meera@club.example',
      webForm: 'https://help.example/form',
    });
    expect(body.level2).toBeNull();
    expect(body.email).toEqual({ message: 'Write to us', email: 'owner@club.example' });
  });
});

describe('Get in touch (public)', () => {
  it('keeps the enquiry, queues a mail to support, and refuses floods', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/get-in-touch',
        payload: { name: 'Venue Owner', phone: '+91 98450 12345', message: 'We have 4 courts' },
      });
    expect((await send()).json()).toEqual({ requestStatus: 1, message: SupportMessages.received });
    const bad = await t.app.inject({ method: 'POST', url: '/api/public/get-in-touch', payload: { name: '', phone: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['name', 'phone']));
    for (let i = 0; i < 4; i++) await send();
    expect((await send()).json()).toEqual({ requestStatus: 0, message: SupportMessages.tooMany });
  });
});

describe('audit log', () => {
  it('records sign-ins, failed sign-ins, staff, permission, password and settings changes', async () => {
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/public/login',
      payload: { username: 'desk', password: 'wrong', captcha: await t.solveCaptcha() },
    });
    expect(failed.json().message).toBe('invalid password');
    await admin.post('/api/user/create', { firstName: 'Log', username: 'logged', password: 'logged-pass' });
    const users = (await admin.get('/api/club/users')).json().users as { userId: number; username: string }[];
    const logged = users.find((u) => u.username === 'logged')!.userId;
    await admin.post('/api/user/permissions/update', { userId: logged, features: [{ featureId: 3, isReadOnly: true }] });
    const token = await t.login('logged', 'logged-pass');
    await t.app.inject({
      method: 'POST',
      url: '/api/password/update',
      headers: t.authHeader(token),
      payload: { old_password: 'logged-pass', new_password: 'logged-pass-2' },
    });
    await admin.post('/api/user/remove', { userId: logged });

    const { entries } = await audit();
    const kinds = new Set(entries.map((e) => `${e.entity}:${e.action}`));
    for (const kind of [
      'session:login',
      'session:login_failed',
      'staff:create',
      'staff:permissions',
      'staff:password',
      'staff:remove',
      'settings:update',
      'settings:profile',
    ])
      expect(kinds, kind).toContain(kind);
    const change = entries.find((e) => e.action === 'permissions')!;
    expect(change).toMatchObject({ actor: 'admin', entityId: logged, after: { username: 'logged', permissions: { '3': 'read' } } });
    expect(entries.find((e) => e.action === 'login_failed')).toMatchObject({ actor: 'desk', after: { reason: 'invalid password' } });
  });

  it('filters by person, kind and period; newest first', async () => {
    const byDesk = await audit('?actor=desk');
    expect(byDesk.entries.length).toBeGreaterThan(0);
    expect(byDesk.entries.every((e) => e.actor === 'desk')).toBe(true);
    const failures = await audit('?kind=session:login_failed');
    expect(failures.entries.every((e) => e.action === 'login_failed')).toBe(true);
    const staff = await audit('?kind=staff');
    expect(new Set(staff.entries.map((e) => e.entity))).toEqual(new Set(['staff']));
    expect((await audit('?from=2000-01-01&to=2000-01-31')).total).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect((await audit(`?from=${today}&to=${today}`)).total).toBe((await audit()).total);
    expect(await audit('?from=2026-02-01&to=2026-01-01')).toEqual({
      requestStatus: 0,
      message: 'Invalid date range selected',
      code: 'invalidDateRange',
    });
    const facets = (await admin.get('/api/audit-log/facets')).json();
    expect(facets.actors).toEqual(expect.arrayContaining(['admin', 'desk']));
  });

  it('is for admins only and cannot be edited or deleted through the API', async () => {
    await addStaff(t.db, {
      username: 'staffer',
      password: 'staffer12',
      club: 'Courtdesk Demo Arena',
      permissions: [[Feature.staff, 'write']],
    });
    const staffer = t.authHeader(await t.login('staffer', 'staffer12'));
    for (const url of ['/api/audit-log', '/api/audit-log/facets', '/api/audit-log/download']) {
      expect((await t.app.inject({ method: 'GET', url, headers: staffer })).json(), url).toEqual({
        requestStatus: 0,
        message: StaffMessages.noPermission,
        ...messageCode(StaffMessages.noPermission),
      });
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const auditPaths = Object.entries(doc.paths).filter(([url]) => url.startsWith('/api/audit') || url.startsWith('/api/history'));
    expect(auditPaths.flatMap(([, methods]) => Object.keys(methods))).toEqual(['get', 'get', 'get']);
  });

  it('refuses an impossible day before any file starts, in the list and the download alike', async () => {
    for (const url of [
      '/api/audit-log?from=2026-02-30',
      '/api/audit-log/download?from=2026-02-30',
      '/api/audit-log/download?to=2026-13-01',
    ]) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().requestStatus, url).toBe(0);
      expect(res.json().message, url).toMatch(/^(from|to): /);
    }
  });

  it('exports the filtered log as xlsx, with formula-looking text made safe', async () => {
    await addStaff(t.db, { username: '=cmd', password: 'formula-1', club: 'Courtdesk Demo Arena', permissions: [] });
    await t.login('=cmd', 'formula-1');
    const res = await admin.get('/api/audit-log/download?kind=session');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'When', 'Who', 'What', 'Id', 'Change', 'Before', 'After']);
    const whos: string[] = [];
    sheet.eachRow((row, n) => n > 1 && whos.push(String(row.getCell(2).value)));
    expect(whos).toContain("'=cmd");
    expect(whos).not.toContain('=cmd');
    expect(sheet.rowCount - 1).toBe((await audit('?kind=session')).total);
  });
});
