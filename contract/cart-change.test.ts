import { describe, expect, it } from 'vitest';
import type { Cart, CartSlot } from './cart';
import { applyCartChange, cartChangeBetween } from './cart-change';

const slot = (id: number, price: number, time: string): CartSlot => ({
  cartedSlotId: id,
  activityId: 1,
  activityName: 'Badminton',
  activityType: 0,
  courtId: id,
  courtName: `Court ${id}`,
  courtBrothers: [],
  slotDate: '2026-12-07',
  slotTime: time,
  endTime: time,
  count: 1,
  price,
  grossPrice: 400,
  available: 1,
  blocked: false,
  blockingId: null,
  slotDiscount: {},
  holdExpiresAt: '2026-12-07T00:00:00.000Z',
  holdSecondsLeft: 600,
});
const cart = (slots: CartSlot[], net: number): Cart => ({
  slots,
  extras: [],
  cartingType: 0,
  cartPrice: net,
  slotsGrossPrice: 400 * slots.length,
  slotsNetPrice: net,
  extrasGrossPrice: 0,
  extrasNetPrice: 0,
  volumeDiscount: 400 * slots.length - net,
  clubDiscount: 0,
  credits: 0,
  netPrice: net,
  totalSlotCount: slots.length,
  customerAvailableCredits: 0,
  creditsMobile: null,
});

describe('cart change', () => {
  it('carries only the new line, repriced lines, removed lines and totals; applying it gives the new cart', () => {
    const before = cart([slot(1, 400, '07:00:00'), slot(2, 400, '09:00:00'), slot(3, 400, '10:00:00')], 1200);
    const after = cart([slot(1, 380, '07:00:00'), slot(4, 380, '08:00:00'), slot(2, 380, '09:00:00')], 1140);
    const change = cartChangeBetween(before, after, 4);
    expect(change.added.cartedSlotId).toBe(4);
    expect(change.at).toBe(1);
    expect(change.removedIds).toEqual([3]);
    expect(change.repriced).toEqual([
      { cartedSlotId: 1, price: 380, grossPrice: 400 },
      { cartedSlotId: 2, price: 380, grossPrice: 400 },
    ]);
    expect(applyCartChange(before, change)).toEqual(after);
  });
});
