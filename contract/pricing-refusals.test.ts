import { describe, expect, it } from 'vitest';
import { PricingMessages } from './pricing';
import { readPricingRefusal } from './pricing-refusals';

describe('pricing refusals with values read back into their keys (ADR 0085)', () => {
  it('reads each valued refusal as the server fills it in', () => {
    const overlap = PricingMessages.overlap.replace('{a}', '06:00-10:00').replace('{b}', '09:00-12:00').replace('{day}', 'Monday');
    expect(readPricingRefusal(overlap)).toEqual({ key: 'overlap', values: { a: '06:00-10:00', b: '09:00-12:00', day: 'Monday' } });
    const order = PricingMessages.endBeforeStart.replace('{start}', '10:00').replace('{end}', '06:00');
    expect(readPricingRefusal(order)).toEqual({ key: 'endBeforeStart', values: { start: '10:00', end: '06:00' } });
    const special = PricingMessages.specialOverlap.replace('{start}', '2026-12-01').replace('{end}', '2026-12-31');
    expect(readPricingRefusal(special)).toEqual({ key: 'specialOverlap', values: { start: '2026-12-01', end: '2026-12-31' } });
    expect(readPricingRefusal(PricingMessages.memberPriceAbove.replace('{price}', '400.5'))).toEqual({
      key: 'memberPriceAbove',
      values: { price: '400.5' },
    });
  });

  it('leaves every other text alone, the templates themselves too', () => {
    expect(readPricingRefusal(PricingMessages.formIncomplete)).toBeNull();
    expect(readPricingRefusal('Time ranges overlap')).toBeNull();
    expect(readPricingRefusal(`x${PricingMessages.memberPriceAbove.replace('{price}', '1')}`)).toBeNull();
  });
});
