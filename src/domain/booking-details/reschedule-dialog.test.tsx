import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../lib/testing/deferred';
import { renderWithMantine } from '../../lib/testing/render';
import { priceReschedule, verifyReschedule, type FullBookingDetails } from './booking-api';
import { RescheduleDialog } from './reschedule-dialog';

vi.mock('./booking-api', () => ({ verifyReschedule: vi.fn(), priceReschedule: vi.fn(), bookingWrite: vi.fn() }));
vi.mock('../../components/write-button', () => ({
  WriteButton: ({ children, onClick }: { children: React.ReactNode; onClick: () => void }) => <button onClick={onClick}>{children}</button>,
}));

type Priced = Awaited<ReturnType<typeof priceReschedule>>;
const priced = (available: boolean, price: number): Priced =>
  ({
    ok: true,
    kind: 'success',
    message: available ? 'Available' : 'Not available',
    data: { requestStatus: 1, available, reschedulePrice: price },
  }) as Priced;
const details = {
  bookingId: 7,
  dateBooked: '2026-05-04',
  startTime: '10:00:00',
  courtSummary: { gross: 400 },
  rescheduleHistory: [],
} as unknown as FullBookingDetails;

afterEach(cleanup);

describe('Reschedule Booking', () => {
  it("prices the court picked last when the earlier court's reply comes last", async () => {
    vi.mocked(verifyReschedule).mockResolvedValue({
      ok: true,
      kind: 'success',
      data: {
        requestStatus: 1,
        courts: [
          { courtId: 1, courtName: 'Court 1', available: true },
          { courtId: 2, courtName: 'Court 2', available: true },
        ],
      },
    } as Awaited<ReturnType<typeof verifyReschedule>>);
    const first = deferred<Priced>();
    const second = deferred<Priced>();
    vi.mocked(priceReschedule).mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    renderWithMantine(<RescheduleDialog details={details} opened onClose={() => {}} onDone={() => {}} />);

    fireEvent.click(screen.getByRole('button', { name: 'Check Availability' }));
    fireEvent.click(await screen.findByLabelText('Court 1'));
    fireEvent.click(screen.getByLabelText('Court 2'));
    await act(async () => {
      second.resolve(priced(false, 900));
      await second.promise;
    });
    // Court 1 answers last: its price and "available" must not show (nor enable Confirm) for Court 2.
    await act(async () => {
      first.resolve(priced(true, 500));
      await first.promise;
    });
    expect(screen.getByText('Not available')).toBeTruthy();
    expect(screen.queryByText(/New price/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });
});
