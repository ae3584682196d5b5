import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { accessibleColours } from '../lib/contrast/accessible-colours';
import { theme } from '../lib/theme';
import { Toasts } from './toasts';

/** Providers the login screen needs too; ModalsProvider sits in the (lazy) console. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={accessibleColours} defaultColorScheme="light">
      <Toasts />
      {children}
    </MantineProvider>
  );
}
