import { lazy, Suspense, useEffect, useState } from 'react';
import { PageLoader } from '../components/page-loader';
import { startHeartbeat } from '../lib/online/heartbeat';
import { followOtherTabs, useSession } from '../lib/session/session-store';
import { AppPromotionPage } from './app-promotion-page';
import { firstScreen } from './first-screen';
import { LoginRoute } from './login-route';
import { currentDeviceHints, isMobileOnly } from './mobile-only';
import { AppProviders } from './providers';

// The console (router, sections, shell) loads after sign-in; the login screen needs none of it.
const Console = lazy(() => import('./app').then((m) => ({ default: m.App })));
const UpdatePrompt = lazy(() => import('./update-prompt'));

/**
 * The page's root. Signed out, it draws the login screen by itself at /login; once a session
 * exists (this tab's sign-in or another tab's), it opens the console where the person was going,
 * and the console's router takes over for good (signing out there shows its own /login route).
 */
export function Shell() {
  useEffect(() => startHeartbeat(), []);
  useEffect(() => followOtherTabs(), []);
  const signedIn = useSession() !== null;
  const [first] = useState(() => firstScreen(location.pathname, location.search, signedIn, isMobileOnly(currentDeviceHints())));
  const [consoleOpen, setConsoleOpen] = useState(first.kind === 'console');

  useEffect(() => {
    if (first.kind === 'login' && !consoleOpen && location.pathname !== '/login') history.replaceState(null, '', '/login');
  }, [first, consoleOpen]);
  useEffect(() => {
    if (consoleOpen || !signedIn) return;
    // Before the console's router reads the address: it starts where the person was going.
    if (first.kind === 'login') history.replaceState(null, '', first.then);
    setConsoleOpen(true);
  }, [first, consoleOpen, signedIn]);

  return (
    <AppProviders>
      {consoleOpen ? (
        <Suspense fallback={<PageLoader />}>
          <Console />
        </Suspense>
      ) : first.kind === 'phone' ? (
        <AppPromotionPage />
      ) : (
        <LoginRoute />
      )}
      <Suspense fallback={null}>{import.meta.env.PROD && <UpdatePrompt />}</Suspense>
    </AppProviders>
  );
}
