import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../lib/testing/deferred';
import { eventsApi } from './events-api';
import { useEventCategories } from './use-event-categories';

vi.mock('./events-api', () => ({ eventsApi: { categories: vi.fn() } }));

type Outcome = Awaited<ReturnType<typeof eventsApi.categories>>;
const categoriesOf = (eventId: number): Outcome =>
  ({
    ok: true,
    kind: 'success',
    data: {
      requestStatus: 1,
      categoryList: [
        {
          id: eventId * 10,
          eventId,
          name: `Category of ${eventId}`,
          active: true,
          price: 100,
          totalTickets: 50,
          soldTickets: 0,
          startDate: '2026-01-01',
          endDate: '2026-01-02',
        },
      ],
      subCategoryList: [{ id: eventId * 100, categoryId: eventId * 10, name: `Sub of ${eventId}` }],
    },
  }) as Outcome;

describe('Events categories', () => {
  it("keeps the newer event's categories when the earlier event's reply comes last", async () => {
    const a = deferred<Outcome>();
    const b = deferred<Outcome>();
    vi.mocked(eventsApi.categories).mockReturnValueOnce(a.promise).mockReturnValueOnce(b.promise);
    const { result } = renderHook(() => useEventCategories());

    let loadA: Promise<void> = Promise.resolve();
    let loadB: Promise<void> = Promise.resolve();
    act(() => {
      loadA = result.current.load(1);
      loadB = result.current.load(2);
    });
    await act(async () => {
      b.resolve(categoriesOf(2));
      await loadB;
    });
    await act(async () => {
      a.resolve(categoriesOf(1));
      await loadA;
    });
    expect(result.current.cats.map((c) => c.name)).toEqual(['Category of 2']);
    expect(result.current.subs.map((s) => s.name)).toEqual(['Sub of 2']);
  });
});
