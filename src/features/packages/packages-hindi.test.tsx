import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionRow } from '../../../contract/packages';
import { i18n } from '../../lib/i18n/i18n';
import { renderWithMantine } from '../../lib/testing/render';

vi.mock('../../components/write-button', () => ({
  WriteButton: ({ children, onClick }: { children: React.ReactNode; onClick: () => void }) => <button onClick={onClick}>{children}</button>,
}));

const { PackageDetailsModal } = await import('./members-list/package-details-modal');
const { expiryStatus, monthLabel } = await import('./dashboard/dashboard-rules');
const { renewalText } = await import('./members-list/members-list-rules');
const { statusMessage } = await import('./api/packages-api');

const row = {
  subscriptionId: 7,
  memberName: 'Asha Rao',
  memberMobile: '9000000001',
  memberCountryCode: '+91',
  memberEmail: null,
  packageName: 'Gold',
  packageDescription: '',
  membershipStartDate: '2026-11-01',
  startDate: '2026-11-01',
  renewalDate: '2026-12-01',
  grossAmount: 1000,
  discount: 0,
  advance: 400,
  balance: 600,
  renewed: false,
} as unknown as SubscriptionRow;

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('Membership Packages in Hindi (ADR 0085)', () => {
  it('keeps the English words in English', () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(statusMessage('Gold', false)).toBe('Gold deactivated');
    expect(renewalText({ ...row, renewed: true }, '2026-11-22', (d) => d)).toBe('Renewed from 2026-12-01');
  });

  it('shows Package Details, its dates and its messages in Hindi; names stay as typed', async () => {
    await i18n.changeLanguage('hi');
    renderWithMantine(<PackageDetailsModal row={row} onClose={() => {}} onPay={() => {}} />);
    expect(await screen.findByText('पैकेज की जानकारी')).toBeTruthy();
    expect(screen.getByText('मेंबर की जानकारी')).toBeTruthy();
    expect(screen.getByText('कोई विवरण नहीं')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अभी पेमेंट करें' })).toBeTruthy();
    expect(screen.getByText('Asha Rao')).toBeTruthy();
    expect(screen.getByText('01 दिस॰ 2026')).toBeTruthy();
    expect(monthLabel('2026-11')).toBe('नव॰ 2026');
    expect(expiryStatus('2026-11-21', '2026-11-22', (d) => d)).toBe('समाप्त');
    expect(renewalText(row, '2026-11-22', (d) => d)).toBe('2026-12-01 को रिन्यू करें');
    expect(statusMessage('Gold', true)).toBe('Gold फिर से चालू किया गया');
  });
});
