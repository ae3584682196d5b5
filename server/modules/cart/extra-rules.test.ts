import { describe, expect, it } from 'vitest';
import { CartMessages } from '../../../contract/cart';
import { CheckoutMessages } from '../../../contract/checkout';
import { checkExtra } from './extra-rules';

const racket = { id: 4, name: 'Racket rental', priceMinor: 10000, isRent: true };
const message = (r: ReturnType<typeof checkExtra>) => (r.ok ? null : r.message);

describe('add-on rules', () => {
  it('asks to choose an add-on first', () => {
    expect(message(checkExtra({ quantity: 1 }, null))).toBe(CartMessages.selectAddon);
  });

  it('checks a club add-on quantity and its id', () => {
    expect(message(checkExtra({ extraId: 99, quantity: 1 }, null))).toBe(CartMessages.addonNotFound);
    for (const quantity of [0, -1, 1.5, '', 'x', null]) {
      expect(message(checkExtra({ extraId: 4, quantity }, racket))).toBe(CartMessages.minQuantity);
    }
    const ok = checkExtra({ extraId: 4, quantity: '2' }, racket);
    expect(ok).toMatchObject({ ok: true, line: { name: 'Racket rental', priceMinor: 10000, quantity: 2, isRent: true } });
  });

  it('checks custom add-ons: name, price, quantity', () => {
    expect(message(checkExtra({ name: ' ', price: 10, quantity: 1 }, null))).toBe(CartMessages.nameMandatory);
    expect(message(checkExtra({ name: 'Cone', price: '', quantity: 1 }, null))).toBe(CartMessages.priceMandatory);
    expect(message(checkExtra({ name: 'Cone', price: 0, quantity: 1 }, null))).toBe(CartMessages.priceMandatory);
    expect(message(checkExtra({ name: 'Cone', price: 12.5 }, null))).toBe(CartMessages.enterQuantity);
    expect(message(checkExtra({ name: 'Cone', price: 12.5, quantity: 0 }, null))).toBe(CartMessages.enterQuantity);
    expect(checkExtra({ name: 'Cone', price: '12.505', quantity: 3 }, null)).toMatchObject({
      ok: true,
      line: { priceMinor: 1251, extraId: null },
    });
  });

  it('refuses discount plus advance above the price', () => {
    expect(message(checkExtra({ extraId: 4, quantity: 1, discount: 60, advance: 50, mode: 1 }, racket))).toBe(CartMessages.valuesNotValid);
    expect(message(checkExtra({ extraId: 4, quantity: 1, discount: -1 }, racket))).toBe(CartMessages.valuesNotValid);
    expect(checkExtra({ extraId: 4, quantity: 2, discount: 60, advance: 50, mode: 1 }, racket).ok).toBe(true);
  });

  it('applies the payment mode rules to the advance', () => {
    expect(message(checkExtra({ extraId: 4, quantity: 1, advance: 50 }, racket))).toBe(CheckoutMessages.advanceNeedsMode);
    expect(message(checkExtra({ extraId: 4, quantity: 1, mode: 2 }, racket))).toBe(CheckoutMessages.modeNeedsAdvance);
  });
});
