import { describe, expect, it } from 'vitest';
import { MemberMessages } from '../../../contract/members';
import { NOT_A_DATE } from '../../lib/time/club-date';
import { i18n } from '../../lib/i18n/i18n';
import { memberFormErrors, moveFrom, moveTo, type MemberFormValues } from './member-form-rules';

const base: MemberFormValues = {
  callingCode: '+91',
  mobile: '9876543210',
  name: 'A',
  email: '',
  address: '',
  gender: '',
  fromDate: '2026-11-22',
  toDate: '2026-12-01',
  lifetime: false,
};

describe('member form rules', () => {
  it('flags each field with the spec message', () => {
    expect(memberFormErrors({ ...base, mobile: '' }, '2026-11-22').mobile).toBe(MemberMessages.mobileRequired);
    expect(memberFormErrors({ ...base, mobile: '12' }, '2026-11-22').mobile).toBe(MemberMessages.invalidMobile);
    expect(memberFormErrors({ ...base, name: ' ' }, '2026-11-22').name).toBe(MemberMessages.nameRequired);
    expect(memberFormErrors({ ...base, email: 'x@' }, '2026-11-22').email).toBe(MemberMessages.invalidEmail);
    expect(memberFormErrors({ ...base, address: 'a'.repeat(151) }, '2026-11-22').address).toBe(MemberMessages.addressTooLong);
    expect(memberFormErrors({ ...base, toDate: '2026-11-21' }, '2026-11-22').toDate).toBe(MemberMessages.pastExpiry);
    expect(memberFormErrors({ ...base, toDate: '2026-11-21', lifetime: true }, '2026-11-22')).toEqual({});
  });
  it('takes a mobile written with brackets as the server does, and refuses letters as the server does (ADR 0055)', () => {
    expect(memberFormErrors({ ...base, mobile: '(987) 654-3210' }, '2026-11-22').mobile).toBeUndefined();
    expect(memberFormErrors({ ...base, mobile: '987.654.3210' }, '2026-11-22').mobile).toBeUndefined();
    expect(memberFormErrors({ ...base, mobile: '98765abc43210' }, '2026-11-22').mobile).toBe(MemberMessages.invalidMobile);
  });
  it('keeps the registration range in order', () => {
    expect(moveFrom(base, '2026-12-05')).toMatchObject({ fromDate: '2026-12-05', toDate: '2026-12-05' });
    expect(moveTo(base, '2026-11-20')).toMatchObject({ fromDate: '2026-11-20', toDate: '2026-11-20' });
  });
  it('a date field holding refused text blocks Save, and moves no other date', () => {
    expect(memberFormErrors({ ...base, fromDate: NOT_A_DATE }, '2026-11-22').fromDate).toBe(
      'Member from is not a valid date. Use DD MMM YYYY, like 21 Nov 2026.',
    );
    expect(memberFormErrors({ ...base, toDate: NOT_A_DATE }, '2026-11-22').toDate).toBe(
      'Valid till is not a valid date. Use DD MMM YYYY, like 21 Nov 2026.',
    );
    expect(memberFormErrors({ ...base, toDate: NOT_A_DATE, lifetime: true }, '2026-11-22')).toEqual({});
    expect(memberFormErrors({ ...base, fromDate: '' }, '2026-11-22', true).fromDate).toBe(MemberMessages.invalidDate);
    expect(memberFormErrors({ ...base, fromDate: '' }, '2026-11-22').fromDate).toBeUndefined();
    expect(moveFrom(base, NOT_A_DATE)).toMatchObject({ fromDate: NOT_A_DATE, toDate: '2026-12-01' });
    expect(moveTo(base, NOT_A_DATE)).toMatchObject({ fromDate: '2026-11-22', toDate: NOT_A_DATE });
  });
});

describe('member form in Hindi (ADR 0085)', () => {
  it('names the refused date field in Hindi', async () => {
    await i18n.changeLanguage('hi');
    try {
      expect(memberFormErrors({ ...base, fromDate: NOT_A_DATE }, '2026-11-22').fromDate).toBe(
        'मेंबर कब से सही तारीख़ नहीं है। DD MMM YYYY में लिखें, जैसे 21 Nov 2026।',
      );
      expect(memberFormErrors({ ...base, toDate: NOT_A_DATE }, '2026-11-22').toDate).toMatch(/^कब तक मान्य /);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
