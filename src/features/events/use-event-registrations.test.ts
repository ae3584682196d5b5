import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../lib/testing/deferred';
import { eventsApi } from './events-api';
import { useEventRegistrations, type EventFilter, type EventSort } from './use-event-registrations';

vi.mock('./events-api', () => ({ eventsApi: { summary: vi.fn(), bookings: vi.fn() } }));

type Summary = Awaited<ReturnType<typeof eventsApi.summary>>;
type Bookings = Awaited<ReturnType<typeof eventsApi.bookings>>;
const summaryOf = (sold: number): Summary =>
  ({
    ok: true,
    kind: 'success',
    data: {
      requestStatus: 1,
      summaryDetails: {
        totalTickets: 100,
        totalSoldTickets: sold,
        totalRegistrations: sold,
        paidRegistrations: sold,
        totalGross: 0,
        totalPaid: 0,
      },
    },
  }) as Summary;
const bookingsOf = (name: string, records: number): Bookings =>
  ({
    ok: true,
    kind: 'success',
    data: {
      requestStatus: 1,
      bookingDetails: [
        {
          bookingId: records,
          dateBooked: '2026-01-01',
          customerDetails: { customerName: name, customerMobile: '9121234567', customerEmail: null },
          slotCount: 1,
          source: 'desk',
          summary: { gross: 100, advance: 100 },
          subCategory: null,
          categoryName: 'Adults',
          eventName: 'Open Day',
        },
      ],
      paginationData: { next: -1, total: 1, records },
    },
  }) as Bookings;

const sort: EventSort = { key: 'id', order: 'desc' };
const allEvents: EventFilter = { eventId: undefined, categoryId: undefined, subCategory: -1 };

describe('Events registrations', () => {
  it("keeps the newer filter's cards and rows when the older filter's reply comes last", async () => {
    const old = { summary: deferred<Summary>(), bookings: deferred<Bookings>() };
    vi.mocked(eventsApi.summary).mockReturnValueOnce(old.summary.promise).mockResolvedValueOnce(summaryOf(7));
    vi.mocked(eventsApi.bookings).mockReturnValueOnce(old.bookings.promise).mockResolvedValueOnce(bookingsOf('Newer', 7));
    const { result, rerender } = renderHook(({ filter }) => useEventRegistrations(filter, 1, sort), {
      initialProps: { filter: allEvents },
    });

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.reload();
    });
    rerender({ filter: { ...allEvents, eventId: 2 } });
    await act(() => result.current.reload());
    expect(result.current.rows.map((r) => r.customerDetails.customerName)).toEqual(['Newer']);
    await act(async () => {
      old.summary.resolve(summaryOf(40));
      old.bookings.resolve(bookingsOf('Older', 40));
      await first;
    });
    expect(result.current.rows.map((r) => r.customerDetails.customerName)).toEqual(['Newer']);
    expect(result.current.summary?.totalSoldTickets).toBe(7);
    expect(result.current.total).toBe(7);
    expect(result.current.loading).toBe(false);
  });
});
