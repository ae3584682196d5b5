import { cleanup, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnlineStore } from '../lib/online/online-store';
import { renderWithMantine } from '../lib/testing/render';
import { ROUTE_ERROR_TITLE, RouteError, routeErrorText } from './route-error';
import { routes } from './router';

afterEach(cleanup);

describe('a route whose code does not load', () => {
  it('says what happened and offers Reload, instead of the router’s developer page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // What a lazy screen does offline without the service worker: its import rejects.
    const Missing = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteError />,
        element: (
          <Suspense fallback={null}>
            <Missing />
          </Suspense>
        ),
      },
    ]);
    useOnlineStore.setState({ browserOnline: false, serverReachable: false });
    renderWithMantine(<RouterProvider router={router} />);
    expect(await screen.findByText(ROUTE_ERROR_TITLE)).toBeTruthy();
    expect(screen.getByText(routeErrorText(false))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    useOnlineStore.setState({ browserOnline: true, serverReachable: true });
  });

  it('every route of the console that draws a screen has the error element', () => {
    const missing: string[] = [];
    const walk = (list: RouteObject[], at: string) => {
      for (const route of list) {
        const where = route.path ?? (route.index ? `${at} (index)` : `${at} (layout)`);
        // The catch-all only redirects; nothing there loads code.
        if (route.path !== '*' && !route.errorElement) missing.push(where);
        if (route.children) walk(route.children, where);
      }
    };
    walk(routes, '');
    expect(missing).toEqual([]);
  });
});
