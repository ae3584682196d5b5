import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnlineStore } from '../../../lib/online/online-store';
import { db } from '../../../offline/db';
import { DismissDialog } from './dismiss-dialog';

beforeEach(async () => {
  useOnlineStore.setState({ browserOnline: true, serverReachable: true });
  await db.features.put({ featureId: 3, featureName: 'Booking Calendar', readAccess: true, writeAccess: true });
});
afterEach(cleanup);

describe('Dismiss (spec 1 §2)', () => {
  it('asks before clearing the cart, with Cancel and Clear Cart', async () => {
    const onCancel = vi.fn();
    const onClearCart = vi.fn();
    render(
      <MantineProvider>
        <DismissDialog opened busy={false} onCancel={onCancel} onClearCart={onClearCart} />
      </MantineProvider>,
    );
    expect(screen.getByText('All slots in the cart will be cleared. Do you wish to continue?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    const clear = screen.getByRole('button', { name: 'Clear Cart' });
    // Write access comes from the Dexie mirror: the button turns on once it is read.
    await vi.waitFor(() => expect(clear.getAttribute('data-disabled')).toBeNull());
    fireEvent.click(clear);
    expect(onClearCart).toHaveBeenCalledTimes(1);
  });
});
