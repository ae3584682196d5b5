/**
 * What a page load opens on. Signed out, the login screen is drawn without the console (its
 * router, sections and their code): that keeps the download before the login screen is usable
 * small (issue 33). The console loads once a session exists.
 */
export type FirstScreen =
  /** The console and its router: signed in, or the public /download page. */
  | { kind: 'console' }
  /** The login screen; after sign-in the console opens at `then`. */
  | { kind: 'login'; then: string }
  /** A phone, signed out: the app-promotion page (spec 1 §1). */
  | { kind: 'phone' };

export function firstScreen(path: string, search: string, signedIn: boolean, phone: boolean): FirstScreen {
  if (signedIn || path === '/download' || path.startsWith('/download/')) return { kind: 'console' };
  if (phone) return { kind: 'phone' };
  // Where the person was going, as the console's own guard remembers it (route-guards.tsx).
  const then = path === '/' || path.startsWith('/login') ? '/' : path + search;
  return { kind: 'login', then };
}
