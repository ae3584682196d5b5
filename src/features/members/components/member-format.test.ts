import { describe, expect, it } from 'vitest';
import { creditsValidity, membershipValidity, packageBadge, visiblePackages } from './member-format';

describe('member display rules (spec 2 §2, §4)', () => {
  it('shows lifetime and dated validity', () => {
    expect(membershipValidity('9999-12-31', '2026-11-22')).toBe('Valid for lifetime');
    expect(creditsValidity('9999-12-31')).toBe('Lifetime');
    expect(creditsValidity(null)).toBe('Lifetime');
    expect(creditsValidity('2027-01-05')).toMatch(/^Till /);
  });
  it('puts a balance before Expired before Renew on', () => {
    expect(packageBadge({ balance: 10, renewalDate: '2020-01-01' }, '2026-11-22')).toEqual({ kind: 'balance' });
    expect(packageBadge({ balance: 0, renewalDate: '2026-11-21' }, '2026-11-22')).toEqual({ kind: 'expired' });
    expect(packageBadge({ balance: 0, renewalDate: '2026-11-22' }, '2026-11-22').kind).toBe('renew');
  });
  it('lists two packages then See All {n}', () => {
    expect(visiblePackages([1, 2])).toEqual({ shown: [1, 2], more: null });
    expect(visiblePackages([1, 2, 3])).toEqual({ shown: [1, 2], more: 'See All 3' });
  });
});
