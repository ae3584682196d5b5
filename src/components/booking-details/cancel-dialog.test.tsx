import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithMantine } from '../../lib/testing/render';

const fetchCancelPreview = vi.fn();
const bookingWrite = vi.fn();
vi.mock('./booking-api', () => ({
  fetchCancelPreview: (...args: unknown[]) => fetchCancelPreview(...args),
  bookingWrite: (...args: unknown[]) => bookingWrite(...args),
  newKey: () => 'key-1',
}));
vi.mock('../write-button', () => ({
  WriteButton: ({ children, onClick }: { children: React.ReactNode; onClick: () => void }) => <button onClick={onClick}>{children}</button>,
}));

const { CancelDialog } = await import('./cancel-dialog');

const preview = (creditsRefunds: { 0: number; 1: number; 2: number }) => ({
  ok: true,
  data: { requestStatus: 1, preview: { paid: 400, policyPercent: 100, hoursBefore: 80, refunds: { 0: 0, 1: 400, 2: 400 }, creditsRefunds } },
});

afterEach(() => {
  cleanup();
  fetchCancelPreview.mockReset();
  bookingWrite.mockReset();
});

describe('Cancel Booking with member credits (ADR 0042)', () => {
  it('says how much goes back as credits and asks a refund mode only for the money part', async () => {
    fetchCancelPreview.mockResolvedValue(preview({ 0: 0, 1: 100, 2: 100 }));
    bookingWrite.mockResolvedValue({ ok: true, data: { requestStatus: 1 } });
    renderWithMantine(<CancelDialog bookingId={7} opened onClose={() => {}} onDone={() => {}} />);
    expect((await screen.findByTestId('credits-back')).textContent).toContain('100.00');
    expect(screen.getByText('Refund mode')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel Booking' }).at(-1)!);
    await waitFor(() => expect(bookingWrite).toHaveBeenCalled());
    expect(bookingWrite.mock.calls[0][1]).toMatchObject({ bookingId: 7, refundType: 2, refundMode: 1 });
  });

  it('a refund wholly in credits needs no refund mode', async () => {
    fetchCancelPreview.mockResolvedValue(preview({ 0: 0, 1: 400, 2: 400 }));
    bookingWrite.mockResolvedValue({ ok: true, data: { requestStatus: 1 } });
    renderWithMantine(<CancelDialog bookingId={8} opened onClose={() => {}} onDone={() => {}} />);
    expect((await screen.findByTestId('credits-back')).textContent).toContain('400.00');
    expect(screen.queryByText('Refund mode')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel Booking' }).at(-1)!);
    await waitFor(() => expect(bookingWrite).toHaveBeenCalled());
    expect(bookingWrite.mock.calls[0][1]).toMatchObject({ bookingId: 8, refundMode: 0 });
  });
});
