import { describe, expect, it } from 'vitest';
import type { SubscriptionRow } from '../../../../contract/packages';
import { canCancel, canRenew, filterRows, renewalText } from './members-list-rules';

const row = (over: Partial<SubscriptionRow>) =>
  ({
    memberName: 'Asha Rao',
    memberMobile: '9000000001',
    memberCountryCode: '+91',
    packageName: 'Gold',
    renewalDate: '2026-12-01',
    renewed: false,
    ...over,
  }) as SubscriptionRow;

describe('All Members List', () => {
  it('searches by name, phone and package', () => {
    const rows = [row({}), row({ memberName: 'Vikram', memberMobile: '9111111111', packageName: 'Silver Season' })];
    expect(filterRows(rows, 'asha')).toHaveLength(1);
    expect(filterRows(rows, '91111')).toHaveLength(1);
    expect(filterRows(rows, 'season')).toHaveLength(1);
    expect(filterRows(rows, ' ')).toHaveLength(2);
  });
  it('offers Cancel Membership only before expiry', () => {
    expect(canCancel(row({ renewalDate: '2026-11-22' }), '2026-11-22')).toBe(true);
    expect(canCancel(row({ renewalDate: '2026-11-21' }), '2026-11-22')).toBe(false);
    expect(renewalText(row({ renewalDate: '2026-11-21' }), '2026-11-22', (d) => d)).toBe('Expired');
    expect(renewalText(row({}), '2026-11-22', (d) => d)).toBe('Renew on 2026-12-01');
  });
  it('lists a renewed term that still owes as renewed, without a second Renew', () => {
    const renewed = row({ renewed: true, renewalDate: '2026-11-21' });
    expect(renewalText(renewed, '2026-11-22', (d) => d)).toBe('Renewed from 2026-11-21');
    expect(canRenew(renewed)).toBe(false);
    expect(canRenew(row({}))).toBe(true);
  });
});
