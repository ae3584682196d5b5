import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartMessages } from '../../contract/cart';
import { AvailabilityMessages } from '../../contract/availability';
import { BookingMessages } from '../../contract/booking';
import { DATE_MISSING_MESSAGE, DATE_RANGE_MESSAGE } from '../../contract/wire-checks';
import { UNKNOWN_CALLING_CODE_MESSAGE } from '../../contract/calling-codes';
import { NUL_MESSAGE } from '../../server/plugins/input-guard';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { parserRefusal } from './helpers/client-error';

// Issue 7 item 3: bad input answers 400 naming the field, or "not found" — never a 500.
let t: TestApp;
let admin: Client;
let ids: Ids;
const date = plainMonday(63);

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

const fieldError = (res: { statusCode: number; json(): unknown }, path: string, message: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ requestStatus: 0, errors: [{ path, message }] });
};

describe('ids beyond int4 are not found', () => {
  it.each([2 ** 31, 2 ** 40, Number.MAX_SAFE_INTEGER])('id %d', async (big) => {
    expect((await admin.get(`/api/booking/details?bookingId=${big}`)).json()).toEqual({
      requestStatus: 0,
      message: BookingMessages.notFound,
      code: 'bookingNotFound',
    });
    expect((await admin.post('/api/availability', { activityId: big, date })).json()).toMatchObject({
      requestStatus: 0,
      message: AvailabilityMessages.activityNotFound,
    });
    expect((await admin.post(`/api/carting/slot/remove?cartedSlotId=${big}`)).json()).toEqual({
      requestStatus: 0,
      message: CartMessages.cartItemNotFound,
      code: 'cartItemNotFound',
    });
    const add = await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: big, date, time: '10:00:00' });
    expect(add.json()).toEqual({ requestStatus: 0, message: AvailabilityMessages.slotNotFound, code: 'slotNotFound' });
  });
});

describe('dates', () => {
  it('refuses days that do not exist, naming the field', async () => {
    fieldError(await admin.post('/api/availability', { activityId: ids.badminton, date: '2026-02-30' }), 'date', DATE_MISSING_MESSAGE);
    fieldError(await admin.post('/api/availability', { activityId: ids.badminton, date: '0000-00-00' }), 'date', DATE_MISSING_MESSAGE);
    fieldError(
      await admin.get(`/api/slot/locked/status?activityId=${ids.badminton}&courtId=1&slot=10:00:00&date=2027-02-29`),
      'date',
      DATE_MISSING_MESSAGE,
    );
  });
  it('refuses days the product cannot serve, for reading and for booking', async () => {
    fieldError(await admin.post('/api/availability', { activityId: ids.badminton, date: '9999-12-31' }), 'date', DATE_RANGE_MESSAGE);
    const add = await admin.post('/api/carting/slot/add', {
      activityId: ids.badminton,
      courtId: ids.courts['Court 1'],
      date: '1900-01-01',
      time: '10:00:00',
    });
    fieldError(add, 'date', DATE_RANGE_MESSAGE);
    expect(DATE_RANGE_MESSAGE).toBe('Date must be between 2000-01-01 and 2099-12-31');
  });
});

describe('calling codes', () => {
  it('refuses unknown calling codes with 400 naming the field', async () => {
    for (const code of ['+999', '+0', '999999']) {
      fieldError(
        await admin.post('/api/customer/details', { mobile: '9876543210', countryCode: code }),
        'countryCode',
        UNKNOWN_CALLING_CODE_MESSAGE,
      );
    }
    await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 1'], date, time: '10:00:00' });
    fieldError(
      await admin.post('/api/booking', checkout({}, { countryCode: '+999' })),
      'customerDetails.countryCode',
      UNKNOWN_CALLING_CODE_MESSAGE,
    );
    // Known codes still work.
    expect((await admin.post('/api/customer/details', { mobile: '2025550123', countryCode: '+1' })).json().requestStatus).toBe(1);
    await admin.post('/api/carting/clear');
  });
});

describe('NUL characters', () => {
  it('are refused everywhere, the login username included (no session needed)', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/public/login',
      payload: { username: 'ad\u0000min', password: 'x', captcha: 'y' },
    });
    fieldError(login, 'username', NUL_MESSAGE);
    fieldError(await admin.post('/api/customer/details', { mobile: '98765\u000043210' }), 'mobile', NUL_MESSAGE);
    await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 2'], date, time: '11:00:00' });
    fieldError(await admin.post('/api/booking', checkout({ bookingRemarks: 'hi\u0000' })), 'bookingRemarks', NUL_MESSAGE);
    fieldError(await admin.post('/api/booking', checkout({}, { name: 'A\u0000' })), 'customerDetails.name', NUL_MESSAGE);
    fieldError(await t.app.inject({ method: 'GET', url: '/api/public/captcha?username=a%00b' }), 'username', NUL_MESSAGE);
    await admin.post('/api/carting/clear');
  });
});

describe('parser-level 400s', () => {
  it('answer with the envelope (duplicate Content-Length)', async () => {
    const written = await parserRefusal(t.app);
    expect(written).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(written).toContain('Content-Type: application/json');
    const body = JSON.parse(written.slice(written.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({
      requestStatus: 0,
      message: 'The request could not be read',
      errors: [{ path: 'request', message: 'The request could not be read' }],
    });
  });
});
