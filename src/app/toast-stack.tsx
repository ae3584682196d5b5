import { Notifications } from '@mantine/notifications';
import classes from './toasts.module.css';

/** Narrower than the 240 px sidebar (its padding included). */
const NOTIFICATION_WIDTH = 224;

/**
 * Bottom-left, inside the sidebar's width: toasts never cover the cart icon, the drawer's title
 * and close button, the grid or the checkout buttons (the controls needed next); only the sidebar
 * footer's rarely-used links sit beneath them, never the club and user (lifted above them:
 * toasts.module.css). Three at most.
 */
export default function ToastStack() {
  // A polite live region (WCAG 4.1.3): a toast is read when the person pauses, never cutting in.
  return (
    <Notifications position="bottom-left" limit={3} containerWidth={NOTIFICATION_WIDTH} className={classes.toasts} aria-live="polite" />
  );
}
