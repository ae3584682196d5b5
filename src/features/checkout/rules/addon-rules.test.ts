import { describe, expect, it } from 'vitest';
import { customAddonError, listedAddonError } from './addon-rules';

const listed = { extraId: 4, unitPrice: 100, quantity: 2, discount: '', advance: '' };
const custom = { name: 'Shuttle tube', price: 80.5, quantity: 1, discount: '', advance: '' };

describe('listed add-on (spec 1 §5)', () => {
  it('needs an add-on chosen first', () => {
    expect(listedAddonError({ ...listed, extraId: null })).toBe('Select an addon first');
  });
  it.each([[0], [''], [1.5]])('quantity %s is refused', (quantity) => {
    expect(listedAddonError({ ...listed, quantity })).toBe('Minimum quantity must be 1');
  });
  it('discount plus advance cannot exceed the price', () => {
    expect(listedAddonError({ ...listed, discount: 50, advance: 150 })).toBeUndefined();
    expect(listedAddonError({ ...listed, discount: 50, advance: 151 })).toBe('Values are not valid');
    expect(listedAddonError({ ...listed, discount: -1 })).toBe('Values are not valid');
  });
});

describe('custom add-on (spec 1 §5)', () => {
  it('needs a name', () => {
    expect(customAddonError({ ...custom, name: ' ' })).toBe('name is mandatory');
  });
  it.each([[''], [0]])('needs a price above 0 (%s)', (price) => {
    expect(customAddonError({ ...custom, price })).toBe('price is mandatory');
  });
  it.each([[''], [0], [2.5]])('needs a whole quantity (%s)', (quantity) => {
    expect(customAddonError({ ...custom, quantity })).toBe('Please enter quantity');
  });
  it('accepts decimals in the price and checks the payment', () => {
    expect(customAddonError(custom)).toBeUndefined();
    expect(customAddonError({ ...custom, advance: 80.51 })).toBe('Values are not valid');
  });
});
