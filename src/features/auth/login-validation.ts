import type { Language } from '../../../contract/languages';

export interface LoginValues {
  username: string;
  password: string;
}

export type LoginField = keyof LoginValues;

/** Spec 1 §5: both fields must be non-empty; empty ones are flagged (no text) and nothing is sent. */
export function emptyLoginFields(values: LoginValues): LoginField[] {
  const empty: LoginField[] = [];
  if (values.username.trim() === '') empty.push('username');
  if (values.password === '') empty.push('password');
  return empty;
}

/** What one sign-in attempt ended in, as the form needs it. */
export type LoginResult = { kind: 'signed-in' } | { kind: 'field'; field: LoginField; text: string } | { kind: 'failed' };

export type SubmitLogin = (body: LoginValues & { captcha: string; language?: Language }) => Promise<LoginResult>;
