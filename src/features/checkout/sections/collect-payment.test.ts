import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart';
import type { CheckoutForm } from '../../../domain/checkout/use-checkout-form';
import { advanceMessage } from './collect-payment';

const cart = { cartPrice: 1000, slotsNetPrice: 1000, extrasNetPrice: 0, extrasGrossPrice: 0, credits: 0, clubDiscount: 0 } as Cart;
const form = (advance: number | string, amountInvalid = false) =>
  ({ values: { advance }, payment: { mode: 1, noPayDisabled: false, amountInvalid }, errors: {} }) as unknown as CheckoutForm;

describe('advance message', () => {
  it('a paying mode chosen without an amount marks the amount invalid', () => {
    expect(advanceMessage(form('', true), cart)).toBe('Enter an advance amount for the chosen payment mode');
  });
  it('an advance above the net price is refused', () => {
    expect(advanceMessage(form(1000.5), cart)).toBe('Advance cannot be greater than net price');
    expect(advanceMessage(form(1000), cart)).toBeUndefined();
  });
});
