import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionRow } from '../../../contract/packages';
import { classifyResult } from '../../lib/api/reply-handler';
import { contractError } from '../../lib/i18n/contract-words';
import { i18n } from '../../lib/i18n/i18n';
import { renderWithMantine } from '../../lib/testing/render';

vi.mock('../../components/write-button', () => ({
  WriteButton: ({ children, onClick }: { children: React.ReactNode; onClick: () => void }) => <button onClick={onClick}>{children}</button>,
}));

const { PackageDetailsModal } = await import('./members-list/package-details-modal');
const { expiryStatus, monthLabel } = await import('./dashboard/dashboard-rules');
const { renewalText } = await import('./members-list/members-list-rules');
const { statusMessage } = await import('./api/packages-api');
const { emptyPackageForm, packageFormErrors } = await import('./form/package-form-rules');
const { discountError } = await import('./checkout/checkout-rules');

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

  it("shows the form's and the server's refusals in Hindi, the fields named in Hindi too", async () => {
    const typed = { ...emptyPackageForm('2026-11-27'), price: '100', memberLimit: '2.5', period: '-1', remarks: 'r'.repeat(101) };
    const english = packageFormErrors(typed, '2026-11-27');
    expect(english).toMatchObject({
      memberLimit: 'Member limit must be a whole number',
      period: 'Renewal period must be at least 1',
      remarks: 'Remarks cannot be longer than 100 characters',
    });
    expect(contractError(english.remarks)).toBe('Remarks cannot be longer than 100 characters');
    await i18n.changeLanguage('hi');
    const errors = packageFormErrors(typed, '2026-11-27');
    expect(contractError(errors.memberLimit)).toBe('मेंबर की सीमा में पूरी संख्या लिखें');
    expect(contractError(errors.period)).toBe('रिन्यूअल अवधि में कम से कम 1 लिखें');
    expect(contractError(errors.remarks)).toBe('रिमार्क 100 अक्षरों से लंबा नहीं हो सकता');
    // The checkout's discount refusal (the amount field shows it through contractError).
    expect(contractError(discountError('900', 500, ''))).toBe('डिस्काउंट ग्रॉस रक़म से ज़्यादा नहीं हो सकता');
    // A server refusal by its code (packages.test.ts checks what the server sends).
    const soldOut = { requestStatus: 0, message: 'No places left in this package', code: 'packageSoldOut' };
    expect(classifyResult({ kind: 'response', status: 200, body: soldOut }).message).toBe('इस पैकेज में कोई जगह नहीं बची');
  });
});
