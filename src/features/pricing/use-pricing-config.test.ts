import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PriceClass } from '../../../contract/pricing';
import { deferred } from '../../lib/testing/deferred';
import { pricingApi } from './pricing-api';
import { usePricingConfig } from './use-pricing-config';

vi.mock('./pricing-api', () => ({ pricingApi: { config: vi.fn() } }));

type Outcome = Awaited<ReturnType<typeof pricingApi.config>>;
const priceClass = (priceClassId: number): PriceClass => ({
  priceClassId,
  pricingClassName: `Class ${priceClassId}`,
  activityId: 1,
  activityName: 'Tennis',
  courts: [],
  openCloseHours: '06:00:00 - 22:00:00',
  slotDuration: 60,
});
const pricesOf = (price: string): Outcome =>
  ({
    ok: true,
    kind: 'success',
    data: {
      requestStatus: 1,
      pricing: {
        regular: [
          {
            startDay: 0,
            endDay: 6,
            pricingVersion: 1,
            priceSlots: [{ startTime: '06:00:00', endTime: '22:00:00', price, slotDiscount: {}, bulkDiscount: false }],
          },
        ],
        holiday: [],
        special: [],
      },
    },
  }) as Outcome;

describe('Club Pricing config', () => {
  it("keeps the newer class's prices when the earlier class's reply comes last", async () => {
    const a = deferred<Outcome>();
    const b = deferred<Outcome>();
    vi.mocked(pricingApi.config).mockReturnValueOnce(a.promise).mockReturnValueOnce(b.promise);
    const { result } = renderHook(() => usePricingConfig());

    let loadA: Promise<boolean> = Promise.resolve(false);
    let loadB: Promise<boolean> = Promise.resolve(false);
    act(() => {
      loadA = result.current.load(priceClass(1));
      loadB = result.current.load(priceClass(2));
    });
    await act(async () => {
      b.resolve(pricesOf('500'));
      await loadB;
    });
    // A answers last: its prices must not show under B, or Edit would save them onto B.
    await act(async () => {
      a.resolve(pricesOf('300'));
      await loadA;
    });
    expect(result.current.config?.regular[0]?.priceSlots[0]?.price).toBe('500');
  });
});
