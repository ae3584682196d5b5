import { lazy, Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { setSignOutHandler } from '../lib/api/present-outcome';
import { startHeartbeat } from '../lib/online/heartbeat';
import { useHiddenSections } from '../lib/permissions/hidden-sections';
import { followOtherTabs, useSessionStore } from '../lib/session/session-store';
import { useSignedOutNotice } from '../lib/session/signed-out-notice';
import { AppProviders } from './providers';
import { router } from './router';

const UpdatePrompt = lazy(() => import('./update-prompt'));

// Spec 1 §6: any 401/403 clears the session; the route guard then shows /login.
setSignOutHandler((reason) => {
  if (!useSessionStore.getState().session) return;
  useSignedOutNotice.getState().show(reason);
  useSessionStore.getState().clearSession();
  useHiddenSections.getState().reset();
  // The mirrors belong to the session that just ended (loaded lazily: not needed on /login).
  void import('../offline/sync').then((sync) => sync.resetMirrors());
});

export function App() {
  useEffect(() => startHeartbeat(), []);
  useEffect(() => followOtherTabs(), []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <Suspense fallback={null}>{import.meta.env.PROD && <UpdatePrompt />}</Suspense>
    </AppProviders>
  );
}
