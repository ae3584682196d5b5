import { useCallback, useState } from 'react';
import type { PriceClass, PricingConfigReply } from '../../../contract/pricing';
import { useLatest } from '../../lib/api/use-latest';
import { pricingApi } from './pricing-api';

export type PricingConfig = Required<PricingConfigReply>['pricing'];

/**
 * The chosen class's prices. Only the newest request may set them: choosing A then B, with A's
 * reply last, would otherwise show A's prices under B and Edit would save them onto B.
 */
export function usePricingConfig() {
  const [config, setConfig] = useState<PricingConfig | null>(null);
  const [memberDiscount, setMemberDiscount] = useState<string | null>(null);
  const begin = useLatest();
  /** Loads `pc`'s prices (null: none); true when the reply was a success. */
  const load = useCallback(
    async (pc: PriceClass | null) => {
      const current = begin();
      if (!pc) return false;
      const o = await pricingApi.config(pc.priceClassId, pc.activityId);
      if (o.ok && current()) {
        setConfig(o.data.pricing ?? null);
        setMemberDiscount(o.data.memberDiscountPercent ?? null);
      }
      return o.ok;
    },
    [begin],
  );
  return { config, memberDiscount, load, clear: () => setConfig(null) };
}
