import { act, cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnlineStore } from '../../lib/online/online-store';
import { useSessionStore } from '../../lib/session/session-store';
import { renderWithMantine } from '../../lib/testing/render';
import { db } from '../../offline/db';
import { resetMirrors } from '../../offline/sync';
import { ConsoleData } from './console-data';

// Counts the renders of the provider ConsoleData puts around every screen.
const providerRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../components/dates-language', () => ({
  DatesLanguage: ({ children }: { children: ReactNode }) => {
    providerRenders.count++;
    return children;
  },
}));

const session = {
  authToken: 't',
  username: 'u',
  clubName: 'c',
  countryCode: '+91',
  clubCurrency: 'rs',
  clubId: 1,
  userId: 1,
  role: 'admin',
  timeZone: 'UTC',
  userClubs: [],
  config: {},
  handlers: [],
};

function renderConsole() {
  const router = createMemoryRouter([{ path: '/', element: <ConsoleData />, children: [{ index: true, element: <p>console ready</p> }] }]);
  renderWithMantine(<RouterProvider router={router} />);
  return router;
}

describe('console loader (spec 1 §2: until activities and transaction codes are loaded)', () => {
  beforeEach(async () => {
    await resetMirrors();
    useSessionStore.setState({ session });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offline with mirrored data: the console opens from Dexie without the server', async () => {
    useOnlineStore.setState({ browserOnline: false, serverReachable: false });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const now = Date.now();
    await db.meta.bulkPut([
      { set: 'activities', fetchedAt: now },
      { set: 'transactionCodes', fetchedAt: now },
      { set: 'features', fetchedAt: now },
    ]);
    renderConsole();
    expect(await screen.findByText('console ready')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the premium flag replaces the console with the premium page (spec 1 §6)', async () => {
    useOnlineStore.setState({ browserOnline: false, serverReachable: false });
    useSessionStore.setState({ session: { ...session, config: { premium: true } } });
    const now = Date.now();
    await db.meta.bulkPut([
      { set: 'activities', fetchedAt: now },
      { set: 'transactionCodes', fetchedAt: now },
      { set: 'features', fetchedAt: now },
    ]);
    renderConsole();
    expect(await screen.findByText('This is a premium feature')).toBeTruthy();
    expect(screen.queryByText('console ready')).toBeNull();
  });

  it('offline with nothing mirrored yet: says it needs a connection', async () => {
    useOnlineStore.setState({ browserOnline: false, serverReachable: false });
    renderConsole();
    expect(await screen.findByText('Needs a connection')).toBeTruthy();
    expect(screen.queryByText('console ready')).toBeNull();
  });

  it('online: holds the loader until the sets arrive, then opens', async () => {
    useOnlineStore.setState({ browserOnline: true, serverReachable: true });
    const replies: Record<string, unknown> = {
      '/api/get/user/clubs': { requestStatus: 1, userClubs: [] },
      '/api/features?premiumAccess=0': { requestStatus: 1, features: [] },
      '/api/activities': { requestStatus: 1, activities: [] },
      '/api/transaction/codes': { requestStatus: 1, modes: [], types: [] },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (url: string) =>
          new Response(JSON.stringify(replies[url] ?? {}), {
            status: replies[url] ? 200 : 404,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderConsole();
    expect(screen.queryByText('console ready')).toBeNull();
    expect(await screen.findByText('console ready')).toBeTruthy();
  });

  it('online but the server fails: says so and offers Try again', async () => {
    useOnlineStore.setState({ browserOnline: true, serverReachable: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    renderConsole();
    expect(await screen.findByText('Your club could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a change of the address (a picked sport or date) does not render the console around the screen again (ADR 0092)', async () => {
    useOnlineStore.setState({ browserOnline: false, serverReachable: false });
    const now = Date.now();
    await db.meta.bulkPut([
      { set: 'activities', fetchedAt: now },
      { set: 'transactionCodes', fetchedAt: now },
      { set: 'features', fetchedAt: now },
    ]);
    const router = renderConsole();
    expect(await screen.findByText('console ready')).toBeTruthy();
    const before = providerRenders.count;
    expect(before).toBeGreaterThan(0);
    await act(() => router.navigate('/?activityId=3&date=2026-12-01'));
    await act(() => router.navigate('/?activityId=4&date=2026-12-02'));
    expect(router.state.location.search).toBe('?activityId=4&date=2026-12-02');
    expect(screen.getByText('console ready')).toBeTruthy();
    expect(providerRenders.count).toBe(before);
  });
});
