import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { LoginRoute } from './login-route';
import { RouteError } from './route-error';
import { DesktopOnly } from './desktop-only';
import { RedirectIfSignedIn, RequireSession } from './route-guards';
import { FULL_PAGES, SECTIONS } from './sections';

// Everything behind sign-in is lazy: the login screen must be usable on a small download.
const loadLayout = () => import('./console/console-layout');
const loadGate = () => import('./console/section-gate');
const ConsoleLayout = lazy(() => loadLayout().then((m) => ({ default: m.ConsoleLayout })));
const ConsoleData = lazy(() => {
  preloadScreen(window.location.pathname);
  return import('./console/console-data').then((m) => ({ default: m.ConsoleData }));
});
const Landing = lazy(() => import('./console/landing').then((m) => ({ default: m.Landing })));
const SectionGate = lazy(() => loadGate().then((m) => ({ default: m.SectionGate })));

/**
 * The console's layers load one inside another (data, layout, gate, screen): each would ask for
 * its code only once the one around it had drawn, after the club's data. Asked for together, at
 * the first, they arrive while the data loads (issue 33: sign-in → calendar). A failed download
 * is said by the route that needs it (route-error.tsx), as before.
 */
export function preloadScreen(pathname: string): void {
  const screen = [...SECTIONS, ...FULL_PAGES].find((page) => page.path === pathname);
  for (const load of [loadLayout, loadGate, ...(screen ? [screen.preload] : [])]) void load().catch(() => undefined);
}
const DownloadPage = lazy(() => import('../features/download/download-page').then((m) => ({ default: m.DownloadPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}

/** Every route that loads code says so when it cannot (route-error.tsx); a section's keeps the sidebar. */
const errorElement = <RouteError />;

function gated(feature: number, Component: ComponentType) {
  return (
    <Lazy>
      <SectionGate feature={feature}>
        <Component />
      </SectionGate>
    </Lazy>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/login',
    errorElement,
    element: (
      <DesktopOnly>
        <RedirectIfSignedIn>
          <LoginRoute />
        </RedirectIfSignedIn>
      </DesktopOnly>
    ),
  },
  {
    path: '/download',
    errorElement,
    element: (
      <Lazy>
        <DownloadPage />
      </Lazy>
    ),
  },
  {
    path: '/',
    errorElement,
    element: (
      <DesktopOnly>
        <RequireSession>
          <Lazy>
            <ConsoleData />
          </Lazy>
        </RequireSession>
      </DesktopOnly>
    ),
    children: [
      {
        errorElement,
        element: (
          <Lazy>
            <ConsoleLayout />
          </Lazy>
        ),
        children: [
          {
            index: true,
            errorElement,
            element: (
              <Lazy>
                <Landing />
              </Lazy>
            ),
          },
          ...SECTIONS.map((section) => ({ path: section.path, errorElement, element: gated(section.feature, section.component) })),
        ],
      },
      ...FULL_PAGES.map((page) => ({ path: page.path, errorElement, element: gated(page.feature, page.component) })),
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export const router = createBrowserRouter(routes);
