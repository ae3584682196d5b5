import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../lib/testing/deferred';
import { lookupCheckinCode } from '../api/courtside-api';
import { useCodeLookup } from './use-code-lookup';

vi.mock('../api/courtside-api', () => ({ lookupCheckinCode: vi.fn() }));

type Outcome = Awaited<ReturnType<typeof lookupCheckinCode>>;
const bookingOf = (bookingId: number): Outcome => ({ ok: true, kind: 'success', data: { requestStatus: 1, bookingId } }) as Outcome;

describe('Courtside check-in code', () => {
  it('opens only the code entered last when the earlier code answers after it', async () => {
    const first = deferred<Outcome>();
    const second = deferred<Outcome>();
    vi.mocked(lookupCheckinCode).mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useCodeLookup());

    let lookFirst: Promise<number | null> = Promise.resolve(null);
    let lookSecond: Promise<number | null> = Promise.resolve(null);
    act(() => {
      lookFirst = result.current.look('1041-AAAAAA');
      lookSecond = result.current.look('1042-BBBBBB');
    });
    await act(async () => {
      second.resolve(bookingOf(1042));
      await lookSecond;
    });
    await act(async () => {
      first.resolve(bookingOf(1041));
      await lookFirst;
    });
    expect(await lookSecond).toBe(1042);
    // The earlier code must not open its booking over the one scanned after it.
    expect(await lookFirst).toBeNull();
    expect(result.current.looking).toBe(false);
  });
});
