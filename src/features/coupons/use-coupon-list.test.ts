import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { couponDetailsReply } from '../../../contract/coupons';
import { api } from '../../lib/api/client';
import type { ApiOutcome } from '../../lib/api/outcome';
import { deferred } from '../../lib/testing/deferred';
import { useCouponList } from './use-coupon-list';

vi.mock('../../lib/api/client', () => ({ api: { call: vi.fn() } }));

type Outcome = ApiOutcome<z.infer<typeof couponDetailsReply>>;
const couponsOf = (remarks: string, total: number): Outcome =>
  ({
    ok: true,
    kind: 'success',
    data: {
      requestStatus: 1,
      couponDetails: [
        {
          couponDetailId: total,
          handler: 'desk',
          timestamp: '2026-01-01T10:00:00Z',
          activities: [],
          startDate: '2026-01-01',
          endDate: '2026-12-31',
          days: [],
          startTime: null,
          endTime: null,
          amount: 50,
          percent: null,
          upperLimit: null,
          remarks,
          isPermanent: false,
          maxUsage: 1,
          isMultipleSlot: false,
          codeCount: 1,
        },
      ],
      paginationData: { next: -1, total },
    },
  }) as Outcome;
const notFound: Outcome = { ok: false, kind: 'not-found', message: 'Please try again later', status: 404 };

/** Asks for `first`, then for `second`; the second's reply arrives, then the first's. */
async function answerOutOfOrder(
  first: { page: number; searched: string; reply: Outcome },
  second: { page: number; searched: string; reply: Outcome },
) {
  const older = deferred<Outcome>();
  const newer = deferred<Outcome>();
  vi.mocked(api.call)
    .mockReturnValueOnce(older.promise as never)
    .mockReturnValueOnce(newer.promise as never);
  const hook = renderHook(({ page, searched }) => useCouponList(page, searched), { initialProps: first });
  hook.rerender(second);
  await act(async () => {
    newer.resolve(second.reply);
    await newer.promise;
  });
  await act(async () => {
    older.resolve(first.reply);
    await older.promise;
  });
  return hook.result;
}

describe('Coupons list', () => {
  it("keeps the newer page's coupons when the older page's reply comes last", async () => {
    const result = await answerOutOfOrder(
      { page: 1, searched: '', reply: couponsOf('Page one', 3) },
      { page: 2, searched: '', reply: couponsOf('Page two', 4) },
    );
    expect(result.current.list.map((c) => c.remarks)).toEqual(['Page two']);
    expect(result.current.pages).toBe(4);
  });

  it("an older search's late 404 does not lock Search", async () => {
    const result = await answerOutOfOrder(
      { page: 1, searched: 'GONE', reply: notFound },
      { page: 1, searched: 'SUMMER', reply: couponsOf('Summer', 1) },
    );
    expect(result.current.list.map((c) => c.remarks)).toEqual(['Summer']);
    expect(result.current.locked).toBe(false);
  });
});
