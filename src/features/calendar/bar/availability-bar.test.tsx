import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvailabilityBar } from './availability-bar';

afterEach(cleanup);

const activities = [{ activityId: 1, activityName: 'Badminton', activityType: 0 as const, maxSlotCount: 1 }];

function renderBar(activityId: number | null, onShow = vi.fn()) {
  render(
    <MantineProvider>
      <AvailabilityBar
        activities={activities}
        activityId={activityId}
        date="2026-11-21"
        cartCount={3}
        onChange={() => {}}
        onShow={onShow}
        onCartClick={() => {}}
      />
    </MantineProvider>,
  );
  return onShow;
}

describe('AvailabilityBar (spec 1 §2)', () => {
  it("asks for a sport with the placeholder 'Select a sport'", () => {
    renderBar(null);
    expect(screen.getByPlaceholderText('Select a sport')).toBeTruthy();
  });

  it("Show Availability without a sport says 'Select an activity first'", () => {
    const onShow = renderBar(null);
    fireEvent.click(screen.getByRole('button', { name: 'Show Availability' }));
    expect(screen.getByText('Select an activity first')).toBeTruthy();
    expect(onShow).not.toHaveBeenCalled();
  });

  it('Show Availability with a sport loads the day', () => {
    const onShow = renderBar(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show Availability' }));
    expect(onShow).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Select an activity first')).toBeNull();
  });

  it('the cart icon shows the slot count', () => {
    renderBar(1);
    expect(screen.getByRole('button', { name: 'Cart: 3 slot(s)' })).toBeTruthy();
  });
});
