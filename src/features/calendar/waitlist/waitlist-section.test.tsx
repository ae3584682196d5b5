import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Slot } from '../../../../contract/availability';
import { useOnlineStore } from '../../../lib/online/online-store';
import { renderWithMantine } from '../../../lib/testing/render';
import { WaitlistSection } from './waitlist-section';

const slot = { courtId: 1, startTime: '18:00', endTime: '18:30' } as unknown as Slot;

function show(loaded: boolean) {
  renderWithMantine(
    <MemoryRouter>
      <WaitlistSection slot={slot} entries={[]} loaded={loaded} onChanged={() => {}} />
    </MemoryRouter>,
  );
}

// An empty queue is only true when the server answered; offline before that it is unknown.
describe('the waitlist section offline', () => {
  afterEach(() => {
    cleanup();
    useOnlineStore.setState({ browserOnline: true, serverReachable: true });
  });

  it('offline with no answer says the waitlist needs a connection, not that nobody waits', () => {
    useOnlineStore.setState({ browserOnline: false, serverReachable: true });
    show(false);
    expect(screen.getByTestId('needs-connection').textContent).toBe('The waitlist needs a connection: it is not saved on this device.');
    expect(screen.queryByText('Nobody is waiting for this slot.')).toBeNull();
  });

  it('an answered empty queue says nobody is waiting, online or off', () => {
    useOnlineStore.setState({ browserOnline: false, serverReachable: true });
    show(true);
    expect(screen.getByText('Nobody is waiting for this slot.')).toBeTruthy();
    expect(screen.queryByTestId('needs-connection')).toBeNull();
  });
});
