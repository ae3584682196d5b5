import { describe, expect, it } from 'vitest';
import { cellText } from './cell-text';

describe('report cells (issue 27 item 13: one date and time format)', () => {
  it('shows dates, stamps and times as the rest of the console does', () => {
    expect(cellText('date', '2026-09-05', '₹')).toBe('05 Sep 2026');
    expect(cellText('datetime', '2026-09-05 18:07:44', '₹')).toBe('05 Sep 2026, 18:07');
    expect(cellText('time', '06:30:00', '₹')).toBe('06:30');
  });
  it("shows a date held in a text column (Credits Expiry) as a date, and 'Lifetime' as written", () => {
    expect(cellText('text', '2026-12-31', '₹')).toBe('31 Dec 2026');
    expect(cellText('text', 'Lifetime', '₹')).toBe('Lifetime');
  });
  it('keeps the currency sign with its amount', () => {
    expect(cellText('money', 100000, '₹')).toBe('₹\u00a01,00,000.00');
  });
});
