import { CAPTCHA_PATH } from '../../../contract/endpoints/prefixes';

/** What the login form needs from a captcha widget. */
export interface CaptchaHandle {
  /**
   * The payload to send; solves the challenge first if the person has not. null if it cannot.
   * The username lets the server price a fresh challenge (a username with many failed sign-ins
   * costs more work, docs/adr/0012-login-limit-per-pair.md).
   */
  solve(username: string): Promise<string | null>;
  /** Challenges are single-use: a fresh one after every attempt. */
  reset(): void;
}

// The table's own constant, not the table: the login screen's first download carries no zod nor
// the endpoint table (see login-submit.ts).
export const CAPTCHA_URL = CAPTCHA_PATH;

export function captchaUrlFor(username: string): string {
  return username ? `${CAPTCHA_URL}?username=${encodeURIComponent(username)}` : CAPTCHA_URL;
}
