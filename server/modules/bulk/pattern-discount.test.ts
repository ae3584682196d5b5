import { describe, expect, it } from 'vitest';
import { spreadDiscount } from './pattern-discount';

describe('spreadDiscount', () => {
  it('adds up to the discount exactly, in proportion to each occurrence', () => {
    const shares = spreadDiscount([1000, 1000, 1000], 100);
    expect(shares.reduce((n, s) => n + s, 0)).toBe(100);
    expect(shares).toEqual([34, 33, 33]);
    expect(spreadDiscount([3000, 1000], 400)).toEqual([300, 100]);
  });

  it('never gives an occurrence more than its gross', () => {
    const gross = [1, 1, 998];
    const shares = spreadDiscount(gross, 1000);
    expect(shares).toEqual([1, 1, 998]);
    shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(gross[i]));
  });

  it('gives nothing when there is no discount', () => {
    expect(spreadDiscount([500, 500], 0)).toEqual([0, 0]);
  });
});
