import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../lib/testing/render';
import { EditTicketsDialog } from './edit-tickets-dialog';
import { eventsApi } from './events-api';

vi.mock('./events-api', () => ({ eventsApi: { setTickets: vi.fn() } }));
vi.mock('../../components/write-button', () => ({
  WriteButton: ({ children, onClick }: { children: React.ReactNode; onClick: () => void }) => <button onClick={onClick}>{children}</button>,
}));

const setTickets = vi.mocked(eventsApi.setTickets);
const field = () => screen.getByRole('textbox', { name: /Total Tickets/ }) as HTMLInputElement;
const typeAndSave = (text: string) => {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
};

afterEach(() => {
  cleanup();
  setTickets.mockReset();
});

describe('Edit Tickets keeps what was typed (issue 24 item 6)', () => {
  it('"2.5", "-1" and a blank stay with the message naming the field, and nothing is saved', () => {
    renderWithMantine(<EditTicketsDialog categoryId={4} total={50} sold={10} onClose={() => {}} onSaved={() => {}} />);
    typeAndSave('2.5');
    expect(field().value).toBe('2.5');
    expect(screen.getByText('Total Tickets must be a whole number')).toBeTruthy();
    typeAndSave('-1');
    expect(field().value).toBe('-1');
    expect(screen.getByText(/^Total Tickets /)).toBeTruthy();
    typeAndSave('');
    expect(screen.getByText('Total Tickets is required')).toBeTruthy();
    expect(setTickets).not.toHaveBeenCalled();
  });

  it('a whole number is saved as typed', async () => {
    setTickets.mockResolvedValue({ ok: true } as never);
    const saved = vi.fn();
    renderWithMantine(<EditTicketsDialog categoryId={4} total={50} sold={10} onClose={() => {}} onSaved={saved} />);
    typeAndSave('60');
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(setTickets).toHaveBeenCalledWith(4, 60);
  });
});
