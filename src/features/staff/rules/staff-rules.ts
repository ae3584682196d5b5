import { StaffMessages as M } from '../../../../contract/staff';
import { isEmail } from '../../../../contract/email';
import { isValidMobile } from '../../../../contract/mobile';
import { staffWords } from '../staff-words';

export interface DeskPersonFields {
  firstName: string;
  lastName: string;
  email: string;
  callingCode: string;
  mobile: string;
  username: string;
  password: string;
  confirmPassword: string;
}
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Checked on blur (spec 3 §5: optional, but checked when given). */
export function emailError(email: string): string | undefined {
  return email.trim() && !isEmail(email) ? staffWords(M.invalidEmail) : undefined;
}
export function mobileError(callingCode: string, mobile: string): string | undefined {
  return mobile.trim() && !isValidMobile(callingCode, mobile) ? staffWords(M.invalidMobile) : undefined;
}

/** Add Desk Person (spec 3 §5), in the order the form shows them. */
export function deskPersonErrors(f: DeskPersonFields): FieldErrors<DeskPersonFields> {
  const errors: FieldErrors<DeskPersonFields> = {};
  if (!f.firstName.trim()) errors.firstName = staffWords(M.firstNameRequired);
  const email = emailError(f.email);
  if (email) errors.email = email;
  const mobile = mobileError(f.callingCode, f.mobile);
  if (mobile) errors.mobile = mobile;
  if (!f.username.trim()) errors.username = staffWords(M.usernameRequired);
  if (!f.password) errors.password = staffWords(M.passwordRequired);
  if (!f.confirmPassword) errors.confirmPassword = staffWords(M.confirmRequired);
  else if (f.password && f.password !== f.confirmPassword) errors.confirmPassword = staffWords(M.passwordsDiffer);
  return errors;
}

export interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change Password (spec 3 §5): submit proceeds only when all are filled and new equals confirm. */
export function changePasswordErrors(f: PasswordFields): FieldErrors<PasswordFields> {
  const errors: FieldErrors<PasswordFields> = {};
  if (!f.oldPassword) errors.oldPassword = staffWords(M.oldRequired);
  if (!f.newPassword) errors.newPassword = staffWords(M.newRequired);
  if (!f.confirmPassword) errors.confirmPassword = staffWords(M.confirmRequired);
  else if (f.newPassword && f.newPassword !== f.confirmPassword) errors.confirmPassword = staffWords(M.passwordsDiffer);
  return errors;
}

export type Level = 'none' | 'read' | 'write';

/**
 * Manage Permission (spec 3 §4–5): choosing a level the feature does not offer gives the spec's
 * warning and keeps the current choice; None removes the feature from the saved set.
 */
export function levelProblem(level: Level, offers: { readAccess: boolean; writeAccess: boolean }): string | undefined {
  if (level === 'write' && !offers.writeAccess) return staffWords(M.writeUnavailable);
  if (level === 'read' && !offers.readAccess) return staffWords(M.readUnavailable);
  return undefined;
}

/** The save payload: entries without a feature id are dropped; None is left out. */
export function permissionPayload(levels: ReadonlyMap<number, Level>): { featureId: number; isReadOnly: boolean }[] {
  return [...levels]
    .filter(([featureId, level]) => Number.isInteger(featureId) && level !== 'none')
    .sort(([a], [b]) => a - b)
    .map(([featureId, level]) => ({ featureId, isReadOnly: level === 'read' }));
}
