import { describe, expect, it } from 'vitest';
import { toApex } from './options';

describe('chart options', () => {
  it('gives counts whole-number ticks', () => {
    const small = toApex({ kind: 'column', categories: ['A'], series: [{ name: 'n', data: [1] }], label: 'x', wholeNumbers: true });
    expect(small.options.yaxis).toMatchObject({ min: 0, max: 1, tickAmount: 1 });
    const big = toApex({ kind: 'line', categories: ['A', 'B'], series: [{ name: 'n', data: [3, 40] }], label: 'x', wholeNumbers: true });
    expect(big.options.yaxis).toMatchObject({ min: 0, forceNiceScale: true, decimalsInFloat: 0 });
    const plain = toApex({ kind: 'line', categories: ['A'], series: [{ name: 'n', data: [0.5] }], label: 'x' });
    expect(plain.options.yaxis).not.toHaveProperty('min');
  });
});
