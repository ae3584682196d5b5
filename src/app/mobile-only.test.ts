import { describe, expect, it } from 'vitest';
import { isMobileOnly } from './mobile-only';

const hints = (userAgent: string, touchOnlyNarrow = false) => ({ userAgent, touchOnlyNarrow });

describe('mobile-only detection (app-promotion page)', () => {
  it('phones get the promotion page', () => {
    expect(isMobileOnly(hints('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'))).toBe(true);
    expect(isMobileOnly(hints('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'))).toBe(true);
    expect(isMobileOnly(hints('SomeBrowser/1.0', true))).toBe(true);
  });
  it('desktops and tablets get the console', () => {
    expect(isMobileOnly(hints('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36'))).toBe(false);
    expect(isMobileOnly(hints('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/120 Safari/537.36'))).toBe(false);
    expect(isMobileOnly(hints('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', true))).toBe(false);
  });
});
