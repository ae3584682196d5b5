import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCustomerLookup } from './use-customer-lookup';

const fetchMock = vi.fn(
  async () =>
    new Response(JSON.stringify({ requestStatus: 1, toBeRegistered: true, isMember: false, isNonMember: false, customerDetails: null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('customer lookup on mobile blur (spec 1 §4)', () => {
  it('looks up only when the number changed, and a changed number resets credits and discount', async () => {
    const onFound = vi.fn();
    const onChanged = vi.fn();
    const { result } = renderHook(() => useCustomerLookup(onFound, onChanged));

    await act(() => result.current.lookupOnBlur('+91', '9876543210'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onFound).toHaveBeenCalledWith(expect.objectContaining({ toBeRegistered: true }));
    expect(result.current.lookup?.toBeRegistered).toBe(true);
    expect(onChanged).not.toHaveBeenCalled();

    await act(() => result.current.lookupOnBlur('+91', '98765 43210'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The same number as people write it (ADR 0055): not a change, no second lookup.
    await act(() => result.current.lookupOnBlur('+91', '(987) 654-3210'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onChanged).not.toHaveBeenCalled();

    await act(() => result.current.lookupOnBlur('+91', '9812345678'));
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not ask the server about an invalid number', async () => {
    const { result } = renderHook(() => useCustomerLookup(vi.fn(), vi.fn()));
    await act(() => result.current.lookupOnBlur('+91', '12345'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.lookup).toBeNull();
  });
});
