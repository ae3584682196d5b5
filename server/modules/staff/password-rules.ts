import { PASSWORD_MIN_LENGTH, StaffMessages as M } from '../../../contract/staff';

/** The server's password rules (a minimum length, not the username); null when acceptable. */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return M.passwordTooShort;
  if (password.trim().toLowerCase() === username.trim().toLowerCase()) return M.passwordIsUsername;
  return null;
}
