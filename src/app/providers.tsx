import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { accessibleColours } from '../lib/contrast/accessible-colours';
import { theme } from '../lib/theme';
import classes from './toasts.module.css';

/** Narrower than the 240 px sidebar (its padding included). */
export const NOTIFICATION_WIDTH = 224;

/** Providers the login screen needs too; ModalsProvider sits in the (lazy) console. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={accessibleColours} defaultColorScheme="light">
      {/*
        Bottom-left, inside the sidebar's width: toasts never cover the cart icon, the drawer's
        title and close button, the grid or the checkout buttons (the controls needed next);
        only the sidebar footer's rarely-used links sit beneath them, never the club and user
        (lifted above them: toasts.module.css). Three at most.
      */}
      {/* A polite live region (WCAG 4.1.3): a toast is read when the person pauses, never cutting in. */}
      <Notifications position="bottom-left" limit={3} containerWidth={NOTIFICATION_WIDTH} className={classes.toasts} aria-live="polite" />
      {children}
    </MantineProvider>
  );
}
