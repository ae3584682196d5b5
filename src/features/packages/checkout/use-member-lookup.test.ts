import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../lib/testing/deferred';
import { lookupMember } from '../api/packages-api';
import { useMemberLookup } from './use-member-lookup';

vi.mock('../api/packages-api', () => ({ lookupMember: vi.fn() }));

type Outcome = Awaited<ReturnType<typeof lookupMember>>;
const memberOf = (memberId: number, memberName: string): Outcome =>
  ({
    ok: true,
    kind: 'success',
    data: { requestStatus: 1, result: 'member', member: { memberId, memberName, memberEmail: null } },
  }) as Outcome;

describe('Package checkout member lookup', () => {
  it('keeps the member of the number blurred last when the earlier number answers after it', async () => {
    const first = deferred<Outcome>();
    const second = deferred<Outcome>();
    vi.mocked(lookupMember).mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useMemberLookup());

    let lookFirst: Promise<void> = Promise.resolve();
    let lookSecond: Promise<void> = Promise.resolve();
    act(() => {
      lookFirst = result.current.look('+91', '9876543210');
      lookSecond = result.current.look('+91', '9123456789');
    });
    await act(async () => {
      second.resolve(memberOf(2, 'Second Member'));
      await lookSecond;
    });
    // The first number answers last: its member must not take this subscription.
    await act(async () => {
      first.resolve(memberOf(1, 'First Member'));
      await lookFirst;
    });
    expect(result.current.member?.memberId).toBe(2);
    expect(result.current.busy).toBe(false);
  });
});
