import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnlineStore } from '../../../lib/online/online-store';
import { useDayWaitlist } from './use-day-waitlist';
import { waitlistApi } from './waitlist-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useOnlineStore.setState({ browserOnline: true, serverReachable: true });
});

function listed() {
  return vi
    .spyOn(waitlistApi, 'list')
    .mockResolvedValue({ ok: true, data: { requestStatus: 1, entries: [] } } as unknown as Awaited<ReturnType<typeof waitlistApi.list>>);
}

describe('useDayWaitlist', () => {
  it('is not asked for before the day is there, then once with it, and again with each new version of it', async () => {
    useOnlineStore.setState({ browserOnline: true, serverReachable: true });
    const list = listed();
    const { result, rerender } = renderHook(({ version }) => useDayWaitlist(3, '2026-11-21', version), {
      initialProps: { version: undefined as number | undefined },
    });
    expect(list).not.toHaveBeenCalled();
    expect(result.current.loaded).toBe(false);
    rerender({ version: 1000 });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(list).toHaveBeenCalledTimes(1);
    expect(list.mock.calls[0].slice(0, 2)).toEqual([3, '2026-11-21']);
    rerender({ version: 2000 });
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });
});
