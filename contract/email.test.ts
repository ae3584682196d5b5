import { describe, expect, it } from 'vitest';
import { isBlankOrEmail, isEmail, optionalEmailField } from './email';
import { createUserBody } from './staff';
import { getInTouchBody } from './support';

describe('e-mail rule', () => {
  it('takes an address with a name, an @ and a dotted domain', () => {
    for (const e of ['a@b.co', 'A.B+desk@club.co.in', ' pat@venue.in ', 'a@b.c', 'josé@x.com', "o'brien@x.in"])
      expect(isEmail(e)).toBe(true);
  });

  it('refuses a name, a missing part or a space', () => {
    for (const e of ['', 'pat', 'pat@', '@venue.in', 'pat@venue', 'pat @venue.in', 'pat@ven ue.in', 'a@b@c.in'])
      expect(isEmail(e)).toBe(false);
  });

  it('lets an optional field be blank, and no longer than 200 characters', () => {
    expect(isBlankOrEmail('  ')).toBe(true);
    expect(isBlankOrEmail(`${'a'.repeat(191)}@venue.in`)).toBe(true);
    expect(isBlankOrEmail(`${'a'.repeat(192)}@venue.in`)).toBe(false);
    expect(optionalEmailField('Invalid email').safeParse('nope').error?.issues[0].message).toBe('Invalid email');
  });

  it('is the same on the staff and support wire as on the console (they disagreed on josé@x.com)', () => {
    const staff = { firstName: 'Pat', username: 'pat', password: 'secret1' };
    expect(createUserBody.safeParse({ ...staff, email: 'josé@x.com' }).success).toBe(true);
    expect(createUserBody.safeParse({ ...staff, email: 'a@b.c' }).success).toBe(true);
    expect(createUserBody.safeParse({ ...staff, email: 'pat@venue' }).error?.issues[0].message).toBe('Invalid email');
    const enquiry = { name: 'Pat', phone: '9876543210' };
    expect(getInTouchBody.safeParse({ ...enquiry, email: 'josé@x.com' }).success).toBe(true);
    expect(getInTouchBody.safeParse({ ...enquiry, email: 'pat' }).error?.issues[0].message).toBe('Invalid email');
  });
});
