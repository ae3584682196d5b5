import { describe, expect, it } from 'vitest';
import { advanceCeiling, advanceError, creditsError, discountError } from './price-rules';

// Slots 1000 after volume discounts, extras 200: cartPrice 1200.
const cart = { cartPrice: 1200, slotsNetPrice: 1000, extrasNetPrice: 200, extrasGrossPrice: 200, credits: 0, clubDiscount: 0 };
const member = { credits: 100, pin: '1234', isMember: true, availableCredits: 500 };

describe('discount (spec 1 §5)', () => {
  it.each([[''], [0], [-10]])('%s is refused with the club currency symbol', (amount) => {
    expect(discountError(amount, cart, '₹')).toBe('Discount should be greater than ₹ 0');
    expect(discountError(amount, cart, 'Amt.')).toBe('Discount should be greater than Amt. 0');
  });
  it('cannot be greater than slots + extras net price', () => {
    expect(discountError(1200.01, cart, '₹')).toBe('Discount cannot be greater than slots net price');
    expect(discountError(1200, cart, '₹')).toBeUndefined();
  });
});

describe('credits (spec 1 §5)', () => {
  it('cannot be redeemed when the slots net price is 0', () => {
    expect(creditsError(member, { ...cart, slotsNetPrice: 0 })).toBe('Credits cannot be redeemed as slots net price is 0');
  });
  it('are for members only', () => {
    expect(creditsError({ ...member, isMember: false }, cart)).toBe('No member found with this mobile number');
  });
  it('must be above 0', () => {
    expect(creditsError({ ...member, credits: '' }, cart)).toBe('Credits should be greater than 0');
  });
  it('cannot exceed the member credits', () => {
    expect(creditsError({ ...member, credits: 501 }, cart)).toBe('Member does not have enough credits');
  });
  it('cannot exceed the slots net price', () => {
    expect(creditsError({ ...member, availableCredits: 5000, credits: 1000.5 }, cart)).toBe(
      'Credits cannot be greater than slots net price',
    );
  });
  it('need the member PIN', () => {
    expect(creditsError({ ...member, pin: '' }, cart)).toBe('Member PIN is required');
    expect(creditsError(member, cart)).toBeUndefined();
  });
});

describe('advance (spec 1 §5)', () => {
  it('may be empty', () => {
    expect(advanceError('', cart)).toBeUndefined();
  });
  it('is capped at cart price − credits − discount − extras gross', () => {
    const adjusted = { ...cart, credits: 100, clubDiscount: 50 };
    expect(advanceCeiling(adjusted)).toBe(850);
    expect(advanceError(850, adjusted)).toBeUndefined();
    expect(advanceError(850.01, adjusted)).toBe('Advance cannot be greater than net price');
  });
  it('cannot be negative', () => {
    expect(advanceError(-1, cart)).toBe('Advance cannot be less than 0');
  });
});

describe('a refused advance (issue 24 item 6)', () => {
  it('blocks the booking instead of counting as no advance', () => {
    expect(advanceError(Number.NaN, cart)).toBe('Advance must be a number');
    expect(advanceError('', cart)).toBeUndefined();
  });
});
