import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnlineStore } from '../../lib/online/online-store';
import { useSessionStore } from '../../lib/session/session-store';
import { db } from '../../offline/db';
import { calendarDays } from '../../offline/calendar-days';
import { DAY_NOT_LOADED, DAY_NOT_MIRRORED, NO_COURTS } from './calendar-day';
import { CalendarPage } from './calendar-page';
import { makeCourt } from './grid/test-slots';

beforeEach(async () => {
  // Offline: every call fails; the page must work from the Dexie mirror alone.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  await db.activities.put({ activityId: 1, activityName: 'Badminton', activityType: 0, maxSlotCount: 1 });
  await calendarDays().put({
    activityId: 1,
    date: '2026-11-21',
    activityType: 0,
    maxSlotCount: 1,
    courts: [makeCourt(1, [{ status: 'Booked', customerName: 'Asha', paymentPending: true }])],
    fetchedAt: Date.now(),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useOnlineStore.setState({ browserOnline: true, serverReachable: true });
  useSessionStore.setState({ session: null });
});

function renderAt(url: string) {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[url]}>
        <CalendarPage />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('CalendarPage', () => {
  it('asks for a sport until one is chosen', async () => {
    renderAt('/calendar');
    expect(await screen.findByText('Select an Activity to See Booking Calendar')).toBeTruthy();
  });

  it('shows the mirrored day named by the URL, with its age', async () => {
    renderAt('/calendar?activity=1&date=2026-11-21');
    expect(await screen.findByRole('gridcell', { name: /Booked by Asha, payment pending/ })).toBeTruthy();
    expect(screen.getByText('Updated just now')).toBeTruthy();
  });

  it('offline, a day never mirrored on this device says it needs a connection', async () => {
    useOnlineStore.setState({ browserOnline: false });
    renderAt('/calendar?activity=1&date=2026-11-22');
    expect(await screen.findByText(DAY_NOT_MIRRORED)).toBeTruthy();
  });

  it('online, a day the server refuses says it could not be loaded', async () => {
    useSessionStore.setState({ session: { authToken: 't', timeZone: 'Asia/Kolkata' } as never });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ requestStatus: 0, message: 'Activity not found' }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderAt('/calendar?activity=1&date=2026-11-23');
    expect(await screen.findByText(DAY_NOT_LOADED)).toBeTruthy();
  });

  it('a day without open courts says so', async () => {
    await calendarDays().put({ activityId: 1, date: '2026-11-24', activityType: 0, maxSlotCount: 1, courts: [], fetchedAt: Date.now() });
    renderAt('/calendar?activity=1&date=2026-11-24');
    expect(await screen.findByText(NO_COURTS)).toBeTruthy();
  });
});
