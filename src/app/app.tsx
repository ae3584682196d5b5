import { RouterProvider } from 'react-router-dom';
import { setSignOutHandler } from '../lib/api/present-outcome';
import { useHiddenSections } from '../lib/permissions/hidden-sections';
import { useSessionStore } from '../lib/session/session-store';
import { useSignedOutNotice } from '../lib/session/signed-out-notice';
import { router } from './router';

// Spec 1 §6: any 401/403 clears the session; the route guard then shows /login.
setSignOutHandler((reason) => {
  if (!useSessionStore.getState().session) return;
  useSignedOutNotice.getState().show(reason);
  useSessionStore.getState().clearSession();
  useHiddenSections.getState().reset();
  // The mirrors belong to the session that just ended (loaded lazily: not needed on /login).
  void import('../offline/sync').then((sync) => sync.resetMirrors());
});

/** The console: its router and every section (loaded by the shell once a session exists). */
export function App() {
  return <RouterProvider router={router} />;
}
