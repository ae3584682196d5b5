import { describe, expect, it } from 'vitest';
import { CheckoutMessages } from '../../contract/checkout';
import { PatternMessages } from '../../contract/pattern';
import { creditsOffered, creditsPaymentError } from './payment-mode';

describe('member credits as a way to pay (ADR 0037)', () => {
  it("is offered only for a member's booking with credits to spend", () => {
    expect(creditsOffered({ isMember: true, credits: 250 })).toBe(true);
    expect(creditsOffered({ isMember: true, credits: 0 })).toBe(false);
    expect(creditsOffered({ isMember: true, credits: null })).toBe(false);
    expect(creditsOffered({ isMember: false, credits: 250 })).toBe(false);
  });

  it('asks for an amount above 0, then the PIN, then no more than the member has', () => {
    expect(creditsPaymentError('', 100, '1234')).toBe(PatternMessages.amountRequired);
    expect(creditsPaymentError(0, 100, '1234')).toBe(PatternMessages.amountRequired);
    expect(creditsPaymentError(-1, 100, '1234')).toBe(PatternMessages.amountRequired);
    expect(creditsPaymentError(50, 100, ' ')).toBe(CheckoutMessages.pinRequired);
    expect(creditsPaymentError(100.01, 100, '1234')).toBe(CheckoutMessages.creditsNotEnough);
    expect(creditsPaymentError(100, 100, '1234')).toBeNull();
  });
});
