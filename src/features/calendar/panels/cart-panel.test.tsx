import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../../contract/cart';
import { useOnlineStore } from '../../../lib/online/online-store';
import { useSessionStore } from '../../../lib/session/session-store';
import { db } from '../../../offline/db';
import { CartPanel, emptyCartText } from './cart-panel';

const slot = (cartedSlotId: number, courtName: string, slotTime: string, price: number) => ({
  cartedSlotId,
  activityId: 1,
  activityName: 'Badminton',
  activityType: 0,
  courtId: cartedSlotId,
  courtName,
  courtBrothers: [],
  slotDate: '2026-11-21',
  slotTime,
  endTime: slotTime.replace(/^(\d\d)/, (h) => String(Number(h) + 1).padStart(2, '0')),
  count: 1,
  price,
  grossPrice: price,
  available: 1,
  blocked: false,
  blockingId: null,
  slotDiscount: {},
  holdExpiresAt: '2026-11-21T12:10:00Z',
  holdSecondsLeft: 600,
});
const cart = {
  slots: [slot(1, 'Court 1', '06:00:00', 500), slot(2, 'Court 2', '07:00:00', 750.5)],
  extras: [],
  cartingType: 0,
  cartPrice: 1250.5,
  slotsGrossPrice: 1250.5,
  slotsNetPrice: 1250.5,
  extrasGrossPrice: 0,
  extrasNetPrice: 0,
  volumeDiscount: 0,
  clubDiscount: 0,
  credits: 0,
  netPrice: 1250.5,
  totalSlotCount: 2,
  customerAvailableCredits: 0,
  creditsMobile: null,
} as Cart;

beforeEach(async () => {
  useOnlineStore.setState({ browserOnline: true, serverReachable: true });
  useSessionStore.setState({ session: { clubCurrency: 'rs' } as never });
  await db.features.put({ featureId: 3, featureName: 'Booking Calendar', readAccess: true, writeAccess: true });
});
afterEach(cleanup);

function renderPanel(
  value: Cart | null,
  handlers = { onRemove: vi.fn(async () => {}), onClearAll: vi.fn(async () => {}), onProceed: vi.fn() },
) {
  render(
    <MantineProvider>
      <CartPanel cart={value} {...handlers} />
    </MantineProvider>,
  );
  return handlers;
}

describe('Booking Summary (cart panel)', () => {
  it('lists the carted slots with the total', () => {
    renderPanel(cart);
    expect(screen.getByText('Badminton · Court 1')).toBeTruthy();
    expect(screen.getByText('Badminton · Court 2')).toBeTruthy();
    expect(screen.getByText('₹ 1,250.50')).toBeTruthy();
  });

  it('removes one slot, clears all and proceeds', async () => {
    const handlers = renderPanel(cart);
    const clear = screen.getByRole('button', { name: 'Clear All' });
    await vi.waitFor(() => expect(clear.getAttribute('data-disabled')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Remove Court 2 07:00' }));
    expect(handlers.onRemove).toHaveBeenCalledWith(2);
    fireEvent.click(clear);
    await vi.waitFor(() => expect(handlers.onClearAll).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(handlers.onProceed).toHaveBeenCalledTimes(1);
  });

  it('says so when the cart is empty', () => {
    renderPanel(null);
    expect(screen.getByText(emptyCartText())).toBeTruthy();
  });
});
