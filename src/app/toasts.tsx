import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../lib/session/session-store';

// Mantine's toast container brings its transitions, swipe-to-close and scroll-lock helpers (about
// 15 KB gzip): it loads with the console or the first toast, not before the login screen is usable
// (issue 33). A toast shown before it arrives waits in Mantine's store and appears when it mounts.
const ToastStack = lazy(() => import('./toast-stack'));

/** The toasts, mounted once a session exists or a toast is waiting, and kept mounted from then on. */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const signedIn = useSession() !== null;
  const [needed, setNeeded] = useState(false);
  if (!needed && (signedIn || notifications.length > 0 || queue.length > 0)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
