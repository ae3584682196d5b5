import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../lib/testing/deferred';
import { renderWithMantine } from '../../lib/testing/render';
import { BookingDrawer } from './booking-drawer';
import { eventsApi } from './events-api';

vi.mock('./events-api', () => ({ eventsApi: { details: vi.fn() } }));

type Outcome = Awaited<ReturnType<typeof eventsApi.details>>;
const detailsOf = (bookingId: number, customerName: string): Outcome =>
  ({
    ok: true,
    kind: 'success',
    data: {
      requestStatus: 1,
      booking: {
        bookingId,
        dateBooked: '2026-01-01',
        customerDetails: { customerName, customerMobile: '9121234567', customerEmail: null },
        slotCount: 1,
        source: 'desk',
        summary: { gross: 100, advance: 100 },
        subCategory: null,
        categoryName: 'Adults',
        eventName: 'Open Day',
        handler: 'desk',
        transactions: [],
      },
    },
  }) as Outcome;

afterEach(cleanup);

describe('Events booking drawer', () => {
  it("shows B's details under Booking B when A's reply comes last", async () => {
    const a = deferred<Outcome>();
    const b = deferred<Outcome>();
    vi.mocked(eventsApi.details).mockReturnValueOnce(a.promise).mockReturnValueOnce(b.promise);
    const { rerender } = renderWithMantine(<BookingDrawer bookingId={1} symbol="₹" onClose={() => {}} />);
    rerender(<BookingDrawer bookingId={2} symbol="₹" onClose={() => {}} />);
    await act(async () => {
      b.resolve(detailsOf(2, 'Bea Second'));
      await b.promise;
    });
    await act(async () => {
      a.resolve(detailsOf(1, 'Ann First'));
      await a.promise;
    });
    expect(screen.getByText(/Bea Second/)).toBeTruthy();
    expect(screen.queryByText(/Ann First/)).toBeNull();
  });
});
