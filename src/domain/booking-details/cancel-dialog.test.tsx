import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithMantine } from '../../lib/testing/render';

const fetchCancelPreview = vi.fn();
const bookingWrite = vi.fn();
vi.mock('../../../contract/idempotency-key', () => ({ newIdempotencyKey: () => 'key-1' }));
vi.mock('./booking-api', () => ({
  fetchCancelPreview: (...args: unknown[]) => fetchCancelPreview(...args),
  bookingWrite: (...args: unknown[]) => bookingWrite(...args),
}));
vi.mock('../../components/write-button', () => ({
  WriteButton: ({ children, onClick }: { children: React.ReactNode; onClick: () => void }) => <button onClick={onClick}>{children}</button>,
}));

const { CancelDialog } = await import('./cancel-dialog');

const preview = (creditsRefunds: { 0: number; 1: number; 2: number }) => ({
  ok: true,
  data: {
    requestStatus: 1,
    preview: { paid: 400, policyPercent: 100, hoursBefore: 80, refunds: { 0: 0, 1: 400, 2: 400 }, creditsRefunds },
  },
});

afterEach(() => {
  cleanup();
  fetchCancelPreview.mockReset();
  bookingWrite.mockReset();
});

/** Opens the dialog on a preview whose refunds go back partly as credits; the credits line's text. */
async function open(bookingId: number, creditsRefunds: { 0: number; 1: number; 2: number }): Promise<string | null> {
  fetchCancelPreview.mockResolvedValue(preview(creditsRefunds));
  bookingWrite.mockResolvedValue({ ok: true, data: { requestStatus: 1 } });
  renderWithMantine(<CancelDialog bookingId={bookingId} opened onClose={() => {}} onDone={() => {}} />);
  return (await screen.findByTestId('credits-back')).textContent;
}

/** Presses the dialog's Cancel Booking; the body it sent. */
async function submit(): Promise<unknown> {
  fireEvent.click(screen.getAllByRole('button', { name: 'Cancel Booking' }).at(-1)!);
  await waitFor(() => expect(bookingWrite).toHaveBeenCalled());
  return bookingWrite.mock.calls[0][1];
}

describe('Cancel Booking with member credits (ADR 0042)', () => {
  it('says how much goes back as credits and asks a refund mode only for the money part', async () => {
    expect(await open(7, { 0: 0, 1: 100, 2: 100 })).toContain('100.00');
    expect(screen.getByText(/^Paid: .*400\.00 \(.*100\.00 of it with credits\)$/)).toBeTruthy();
    expect(screen.getByText('Refund mode')).toBeTruthy();
    expect(await submit()).toMatchObject({ bookingId: 7, refundType: 2, refundMode: 1 });
  });

  it('a refund wholly in credits needs no refund mode', async () => {
    expect(await open(8, { 0: 0, 1: 400, 2: 400 })).toContain('400.00');
    expect(screen.queryByText('Refund mode')).toBeNull();
    expect(await submit()).toMatchObject({ bookingId: 8, refundMode: 0 });
  });
});
