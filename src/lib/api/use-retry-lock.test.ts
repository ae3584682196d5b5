import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRetryLock } from './use-retry-lock';

describe('useRetryLock', () => {
  afterEach(() => vi.useRealTimers());

  it('locks for 3 seconds after a 404, then unlocks by itself', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useRetryLock());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(false);
  });
});
