import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../contract/endpoint-table';
import { CAPTCHA_URL, captchaUrlFor } from './captcha-handle';

describe('captchaUrlFor', () => {
  it('asks the challenge for the username being signed in, encoded', () => {
    expect(captchaUrlFor('')).toBe(CAPTCHA_URL);
    expect(captchaUrlFor('front desk&x')).toBe('/api/public/captcha?username=front%20desk%26x');
  });
});

describe('CAPTCHA_URL', () => {
  it('is the captcha route of the endpoint table', () => {
    expect(CAPTCHA_URL).toBe(endpoints.session.captcha.path);
  });
});
