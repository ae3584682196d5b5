import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useOnlineStore } from '../lib/online/online-store';
import { renderWithMantine } from '../lib/testing/render';
import { db } from '../offline/db';
import { WriteButton } from './write-button';
import { WriteReason } from './write-reason';

// Tablets have no hover: the reason a write is off must reach a touch user.
describe('reasons a write is off, on touch screens', () => {
  beforeEach(async () => {
    await db.features.clear();
    await db.features.put({ featureId: 3, featureName: 'Booking Calendar', readAccess: true, writeAccess: true });
    useOnlineStore.setState({ browserOnline: false, serverReachable: true });
  });
  afterEach(cleanup);

  it('a tap on a disabled write button shows its reason', async () => {
    renderWithMantine(<WriteButton feature={3}>Book Now</WriteButton>);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Needs a connection');
  });

  it('WriteReason writes the reason out, and nothing when writes are on', async () => {
    const { unmount } = renderWithMantine(<WriteReason feature={3} />);
    expect((await screen.findByTestId('write-reason')).textContent).toBe('Needs a connection');
    unmount();
    useOnlineStore.setState({ browserOnline: true, serverReachable: true });
    renderWithMantine(<WriteReason feature={3} />);
    expect(screen.queryByTestId('write-reason')).toBeNull();
  });

  it('writes one line per feature the person may not change, and one line offline', async () => {
    await db.features.clear();
    await db.features.bulkPut([
      { featureId: 3, featureName: 'Booking Calendar', readAccess: true, writeAccess: true },
      { featureId: 7, featureName: 'Booking Payments and Cancellations', readAccess: true, writeAccess: false },
    ]);
    useOnlineStore.setState({ browserOnline: true, serverReachable: true });
    const { unmount } = renderWithMantine(<WriteReason feature={[3, 7, 8]} />);
    await waitFor(() => expect(screen.getAllByTestId('write-reason')).toHaveLength(2));
    expect(screen.getAllByTestId('write-reason').map((e) => e.textContent)).toEqual([
      'You have read-only access to Booking Payments and Cancellations',
      'You have no access to Reschedule, Check-in and No-show',
    ]);
    unmount();
    useOnlineStore.setState({ browserOnline: false, serverReachable: true });
    renderWithMantine(<WriteReason feature={[3, 7, 8]} />);
    await waitFor(() => expect(screen.getAllByTestId('write-reason').map((e) => e.textContent)).toEqual(['Needs a connection']));
  });
});
