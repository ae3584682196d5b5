/** What the login form needs from a captcha widget. */
export interface CaptchaHandle {
  /** The payload to send; solves the challenge first if the person has not. null if it cannot. */
  solve(): Promise<string | null>;
  /** Challenges are single-use: a fresh one after every attempt. */
  reset(): void;
}

export const CAPTCHA_URL = '/api/public/captcha';
