import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { renderWithMantine } from '../../lib/testing/render';
import { SummaryCards } from './summary-cards';

const summary = { totalTickets: 40, totalSoldTickets: 12, totalRegistrations: 10, paidRegistrations: 8, totalGross: 6000, totalPaid: 4800 };

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('Events & Passes in Hindi (ADR 0085)', () => {
  it('shows the six cards in English, as the spec words them', () => {
    renderWithMantine(<SummaryCards summary={summary} symbol="₹" onEditTickets={() => {}} />);
    expect(screen.getByText('Total Passes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Tickets' })).toBeTruthy();
  });

  it('shows the six cards in Hindi, with the money in lakhs', async () => {
    await i18n.changeLanguage('hi');
    renderWithMantine(<SummaryCards summary={summary} symbol="₹" onEditTickets={() => {}} />);
    expect(await screen.findByText('कुल पास')).toBeTruthy();
    expect(screen.getByText('बिके पास')).toBeTruthy();
    expect(screen.getByText('मिली राशि')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'टिकट बदलें' })).toBeTruthy();
    expect(screen.queryByText('Total Passes')).toBeNull();
  });
});
