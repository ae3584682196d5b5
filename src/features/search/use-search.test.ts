import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSearch } from './use-search';
import { searchBookings } from './api/search-api';

vi.mock('./api/search-api', () => ({ searchBookings: vi.fn(), fetchBlocks: vi.fn() }));

const found = (name: string) => ({
  ok: true as const,
  kind: 'ok' as const,
  data: {
    requestStatus: 1,
    bookingDetails: [{ bookingId: 1, customerDetails: { customerName: name } }],
    paginationData: { total: 10, count: 1 },
  },
});

describe('Find Bookings search', () => {
  it('shows the newest search even when an earlier one answers after it', async () => {
    type Outcome = Awaited<ReturnType<typeof searchBookings>>;
    let answerDefault: (v: Outcome) => void = () => undefined;
    vi.mocked(searchBookings)
      .mockImplementationOnce(() => new Promise<Outcome>((resolve) => (answerDefault = resolve)))
      .mockImplementationOnce(async () => found('Walk In') as unknown as Outcome);
    const { result } = renderHook(() => useSearch());

    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.run('regular', null, 1, null);
    });
    await act(() => result.current.run('regular', '9121234567', 1, null));
    expect(result.current.results?.input).toBe('9121234567');
    // The default list arrives last: it must not replace the phone search.
    await act(async () => {
      answerDefault(found('Someone Else') as unknown as Outcome);
      await first;
    });
    expect(result.current.results?.input).toBe('9121234567');
    expect(result.current.results?.regular.map((r) => r.customerDetails.customerName)).toEqual(['Walk In']);
    expect(result.current.loading).toBe(false);
  });
});
