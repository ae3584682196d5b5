import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventCategory } from '../../../contract/events';
import { classifyResult } from '../../lib/api/reply-handler';
import { contractError } from '../../lib/i18n/contract-words';
import { i18n } from '../../lib/i18n/i18n';
import { initialPaid } from '../../lib/payment-mode';
import { renderWithMantine } from '../../lib/testing/render';

vi.mock('../../components/write-button', () => ({
  WriteButton: ({ children, onClick }: { children: React.ReactNode; onClick: () => void }) => <button onClick={onClick}>{children}</button>,
}));

const { SummaryCards } = await import('./summary-cards');
const { EventDialog } = await import('./manage/event-dialog');
const { registrationErrors } = await import('./manage/registration-form');

const summary = { totalTickets: 40, totalSoldTickets: 12, totalRegistrations: 10, paidRegistrations: 8, totalGross: 6000, totalPaid: 4800 };
const category: EventCategory = {
  id: 4,
  eventId: 2,
  name: 'Open',
  active: true,
  price: 500,
  totalTickets: 10,
  soldTickets: 7,
  startDate: '2026-12-01',
  endDate: '2026-12-02',
};
const registration = {
  categoryId: 4,
  subCategoryId: null,
  tickets: 5,
  callingCode: '+91',
  mobile: '98765 43210',
  name: 'Asha',
  email: '',
  paid: initialPaid,
};

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

  it("keeps the refusals' English in English, the tickets left filled in", () => {
    expect(contractError(registrationErrors(registration, category, false).tickets)).toBe('Only 3 ticket(s) left in this category');
  });

  it('shows the refusals in Hindi: the event form, a registration and the server’s', async () => {
    await i18n.changeLanguage('hi');
    renderWithMantine(<EventDialog event={null} onClose={() => {}} onSaved={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'इवेंट बनाएँ' }));
    expect(await screen.findByText('नाम ज़रूरी है')).toBeTruthy();
    // The registration's tickets left, with the number the desk's rule filled in.
    expect(contractError(registrationErrors(registration, category, false).tickets)).toBe('इस कैटेगरी में सिर्फ़ 3 टिकट बचे हैं');
    expect(contractError(registrationErrors({ ...registration, tickets: '' }, category, false).tickets)).toBe(
      'टिकट 1 या उससे ज़्यादा की पूरी संख्या होनी चाहिए',
    );
    // A server refusal with its code, and one with a value (events.test.ts checks what the server sends).
    const closed = { requestStatus: 0, message: 'Registrations for this category are closed', code: 'eventRegistrationsClosed' };
    expect(classifyResult({ kind: 'response', status: 200, body: closed }).message).toBe('इस कैटेगरी के रजिस्ट्रेशन बंद हैं');
    const below = {
      requestStatus: 0,
      message: 'Total tickets cannot be less than sold tickets (7)',
      code: 'eventTicketsBelowSold',
      codeValues: { sold: '7' },
    };
    expect(classifyResult({ kind: 'response', status: 200, body: below }).message).toBe('कुल टिकट बिक चुके टिकटों (7) से कम नहीं हो सकते');
  });
});
