import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutMessages } from '../../contract/checkout';
import { StaffMessages } from '../../contract/staff';
import { setup, type Client } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

// The rules the console and the server share from contract/ (issue 25, ADR 0055): the server
// answers a typed mobile and an e-mail as the console's fields judge them.
let t: TestApp;
let admin: Client;

beforeAll(async () => {
  ({ t, admin } = await setup());
});
afterAll(async () => {
  await t?.close();
});

describe('one mobile rule', () => {
  it('reads a number written with brackets, dots or spaces as the same member', async () => {
    for (const mobile of ['(987) 654-3210', '987.654.3210', '98765 43210']) {
      expect((await admin.post('/api/customer/details', { mobile })).json()).toMatchObject({
        requestStatus: 1,
        isMember: true,
        customerDetails: { customerName: 'Priya Sharma' },
      });
    }
  });

  it('refuses letters in a mobile instead of dropping them', async () => {
    for (const mobile of ['98765abc43210', '98765/43210']) {
      expect((await admin.post('/api/customer/details', { mobile })).json()).toEqual({
        requestStatus: 0,
        message: CheckoutMessages.invalidMobile,
        code: 'invalidMobile',
      });
    }
  });
});

describe('one e-mail rule', () => {
  it('adds a desk person whose address the console accepted, and refuses the one it refused', async () => {
    const person = (username: string, email: string) => ({
      firstName: 'Desk',
      username,
      password: 'desk-pass-1',
      confirmPassword: 'desk-pass-1',
      email,
    });
    expect((await admin.post('/api/user/create', person('jose', 'josé@club.in'))).json()).toMatchObject({ requestStatus: 1 });
    const refused = await admin.post('/api/user/create', person('nomail', 'desk@club'));
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(StaffMessages.invalidEmail);
  });
});
