import { describe, expect, it } from 'vitest';
import { balanceDue, maxAdvance, netPrice } from './money-math';
import { roundMoney } from '../../../../contract/money-round';

describe('checkout money (spec 1 §4–§5)', () => {
  it('rounds to 2 decimals', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });
  it('net = cart price − credits − discount', () => {
    expect(netPrice(1000, 150, 100.5)).toBe(749.5);
  });
  it('balance = net − advance', () => {
    expect(balanceDue(749.5, 200)).toBe(549.5);
  });
  it('the advance ceiling leaves the extras out', () => {
    expect(maxAdvance(1200, 100, 50, 200)).toBe(850);
  });
});
