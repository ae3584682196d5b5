import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardDetails } from '../../../contract/analytics';
import { i18n } from '../../lib/i18n/i18n';
import { renderWithMantine } from '../../lib/testing/render';
import { DashboardView } from './components/dashboard-view';

const split = { title: '', sum: 1000, online: 400, offline: 600 };
const details: DashboardDetails = {
  fromDate: '2026-11-01',
  toDate: '2026-11-27',
  previousFromDate: '2026-10-01',
  previousToDate: '2026-10-27',
  bookingGtv: split,
  bookingCount: split,
  cancellationCount: split,
  gtvPerDay: [],
  gtvByMode: { cash: 500, card: 300, other: 0, upi: 200 },
  uniqueUsers: { uniqueUserCount: 3, previousUniqueUserCount: 2, uniqueUserPerc: 50 },
  slotsUtilisation: null,
};

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('the dashboard in Hindi (ADR 0085)', () => {
  it('names the payment modes of "GTV by payment mode" in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderWithMantine(<DashboardView d={details} symbol="₹" />);
    const split = await screen.findByLabelText('पेमेंट के तरीक़े से GTV');
    expect(split.textContent).toContain('कैश');
    expect(split.textContent).toContain('कार्ड');
    expect(split.textContent).toContain('अन्य');
    expect(split.textContent).not.toMatch(/Cash|Card|Other/);
  });
});
