import { describe, expect, it } from 'vitest';
import { CAPTCHA_URL, captchaUrlFor } from './captcha-handle';

describe('captchaUrlFor', () => {
  it('asks the challenge for the username being signed in, encoded', () => {
    expect(captchaUrlFor('')).toBe(CAPTCHA_URL);
    expect(captchaUrlFor('front desk&x')).toBe('/api/public/captcha?username=front%20desk%26x');
  });
});
