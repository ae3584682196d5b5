import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../lib/session/session-storage';
import { useSessionStore } from '../lib/session/session-store';
import { renderWithMantine } from '../lib/testing/render';
import { RedirectIfSignedIn, RequireSession } from './route-guards';

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
} satisfies Session;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <RedirectIfSignedIn>
            <p>login page</p>
          </RedirectIfSignedIn>
        ),
      },
      {
        path: '/',
        element: (
          <RequireSession>
            <p>console home</p>
          </RequireSession>
        ),
      },
      {
        path: '/calendar',
        element: (
          <RequireSession>
            <p>calendar</p>
          </RequireSession>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  renderWithMantine(<RouterProvider router={router} />);
  return router;
}

describe('route guards (spec 1 §2)', () => {
  afterEach(() => {
    cleanup();
    useSessionStore.setState({ session: null });
  });

  it('not signed in: / goes to /login', () => {
    useSessionStore.setState({ session: null });
    const router = renderAt('/');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('signed in: /login goes to /', () => {
    useSessionStore.setState({ session });
    const router = renderAt('/login');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('console home')).toBeTruthy();
  });

  it('a deep link survives the sign-in', async () => {
    useSessionStore.setState({ session: null });
    const router = renderAt('/calendar');
    expect(router.state.location.pathname).toBe('/login');
    act(() => useSessionStore.setState({ session }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar'));
    expect(screen.getByText('calendar')).toBeTruthy();
  });
});
