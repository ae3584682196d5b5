import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatest } from './use-latest';

describe('useLatest', () => {
  it('keeps only the newest request current', () => {
    const { result } = renderHook(() => useLatest());
    const first = result.current();
    expect(first()).toBe(true);
    const second = result.current();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
  });

  it('is the same function across renders, so callbacks that use it stay stable', () => {
    const { result, rerender } = renderHook(() => useLatest());
    const before = result.current;
    const first = before();
    rerender();
    expect(result.current).toBe(before);
    expect(first()).toBe(true);
  });
});
