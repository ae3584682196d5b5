import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Slot } from '../../../../contract/availability';
import { makeSlot } from '../grid/test-slots';
import { InfoSlotPanel, SlotPanelTexts } from './info-slot-panel';

afterEach(cleanup);

const renderPanel = (status: Slot['status']) =>
  render(
    <MantineProvider>
      <InfoSlotPanel slot={makeSlot({ status })} onOpenCart={() => {}} onRemoveFromCart={() => {}} />
    </MantineProvider>,
  );

describe('slot panel of a slot that cannot be booked', () => {
  it.each([
    ['Blocked', SlotPanelTexts.blocked],
    ['Booking in Progress', SlotPanelTexts.inProgress],
    ['Carted', SlotPanelTexts.carted],
    // Booked by another desk while the panel was open: never "in another desk's cart".
    ['Booked', SlotPanelTexts.booked],
  ] as const)('%s explains itself', (status, text) => {
    renderPanel(status);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('a carted slot offers the cart and removal', () => {
    renderPanel('Carted');
    expect(screen.getByRole('button', { name: 'View cart' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove from cart' })).toBeTruthy();
  });
});

describe('a blocked slot says why in its panel (issue 27 item 7)', () => {
  it('shows the block remark', () => {
    render(
      <MantineProvider>
        <InfoSlotPanel slot={makeSlot({ status: 'Blocked', blocked: true, blockRemark: 'Floor polishing' })} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('block-remark').textContent).toBe('Remark: Floor polishing');
  });
});
