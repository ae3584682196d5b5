import { describe, expect, it } from 'vitest';
import { changePasswordErrors, deskPersonErrors, levelProblem, permissionPayload, type Level } from './staff-rules';

const person = {
  firstName: 'Asha',
  lastName: '',
  email: '',
  callingCode: '+91',
  mobile: '',
  username: 'asha',
  password: 'secret123',
  confirmPassword: 'secret123',
};

describe('Add Desk Person rules (spec 3 §5)', () => {
  it('accepts the required fields alone (last name, email and mobile are optional)', () => {
    expect(deskPersonErrors(person)).toEqual({});
  });
  it('gives each message of the spec', () => {
    expect(deskPersonErrors({ ...person, firstName: ' ', username: '', password: '', confirmPassword: '' })).toEqual({
      firstName: 'First name is required',
      username: 'Username is required',
      password: 'Password is required',
      confirmPassword: 'Please enter password again',
    });
    expect(deskPersonErrors({ ...person, confirmPassword: 'other' }).confirmPassword).toBe('Passwords do not match');
    expect(deskPersonErrors({ ...person, email: 'a@b' }).email).toBe('Invalid email');
    expect(deskPersonErrors({ ...person, mobile: '12345' }).mobile).toBe('Invalid mobile number');
    expect(deskPersonErrors({ ...person, mobile: '98450 12345', email: 'a@b.in' })).toEqual({});
  });
});

describe('Change Password rules (spec 3 §5)', () => {
  it('needs all three, and new equal to confirm', () => {
    expect(changePasswordErrors({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: 'Old password is required',
      newPassword: 'New Password is required',
      confirmPassword: 'Please enter password again',
    });
    expect(changePasswordErrors({ oldPassword: 'a', newPassword: 'b', confirmPassword: 'c' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(changePasswordErrors({ oldPassword: 'a', newPassword: 'b', confirmPassword: 'b' })).toEqual({});
  });
});

describe('Manage Permission rules', () => {
  it('warns when a level is not offered', () => {
    expect(levelProblem('write', { readAccess: true, writeAccess: false })).toBe(
      'Write access are not available for the selected permission',
    );
    expect(levelProblem('read', { readAccess: false, writeAccess: false })).toBe(
      'Read access are not available for the selected permission',
    );
    expect(levelProblem('none', { readAccess: false, writeAccess: false })).toBeUndefined();
    expect(levelProblem('write', { readAccess: true, writeAccess: true })).toBeUndefined();
  });
  it('saves only chosen features, None left out, without bad ids', () => {
    const levels = new Map<number, Level>([
      [6, 'read'],
      [3, 'write'],
      [9, 'none'],
      [Number.NaN, 'read'],
    ]);
    expect(permissionPayload(levels)).toEqual([
      { featureId: 3, isReadOnly: false },
      { featureId: 6, isReadOnly: true },
    ]);
  });
});
