import { describe, expect, it } from 'vitest';
import { changeSummary, kindLabel, whenLabel } from './audit-format';

describe('audit log wording', () => {
  it('names known kinds and falls back for others', () => {
    expect(kindLabel('session', 'login_failed')).toBe('Failed sign-in');
    expect(kindLabel('booking', 'cancel')).toBe('Booking cancel');
  });
  it('summarises what changed, before → after', () => {
    expect(changeSummary({ before: { cartHoldMinutes: 10 }, after: { cartHoldMinutes: 25 } })).toBe('cartHoldMinutes: 10 → 25');
    expect(changeSummary({ before: null, after: { ip: '1.2.3.4' } })).toBe('ip: 1.2.3.4');
    expect(
      changeSummary({ before: { username: 'a', permissions: { 3: 'read' } }, after: { username: 'a', permissions: { 3: 'write' } } }),
    ).toBe('permissions: {"3":"read"} → {"3":"write"}');
  });
  it('shows the club-local time', () => {
    expect(whenLabel('2026-11-22T04:30:00.000Z', 'Asia/Kolkata')).toBe('22 Nov 2026, 10:00:00');
  });
});
