import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './display-date';

/* One way of writing a date for the console and the server's documents (ADR 0085, ADR 0087). */
describe('formatDisplayDate', () => {
  it('writes DD MMM YYYY with Latin digits: English months in en-IN, hi-IN’s written out in Hindi', () => {
    expect(formatDisplayDate('2026-11-21', 'en-IN')).toBe('21 Nov 2026');
    expect(formatDisplayDate('2026-11-21', 'hi-IN')).toBe('21 नव॰ 2026');
    expect(formatDisplayDate('2026-09-05', 'en-IN')).toBe('05 Sep 2026');
    expect(formatDisplayDate('2026-09-05', 'hi-IN')).toBe('05 सित॰ 2026');
  });

  it('returns text that is not a date as it is, and nothing as ""', () => {
    expect(formatDisplayDate('soon', 'hi-IN')).toBe('soon');
    expect(formatDisplayDate('2026-13-01', 'en-IN')).toBe('2026-13-01');
    expect(formatDisplayDate(null, 'en-IN')).toBe('');
  });
});
