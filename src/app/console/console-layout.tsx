import { AppShell } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { Shortcuts } from '../shortcuts/shortcuts-help';
import { OfflineBanner } from './offline-banner';
import { Sidebar } from './sidebar';

export const SIDEBAR_WIDTH = 240;

/** The console frame: sidebar (sections, club, account) and the section on the right. */
export function ConsoleLayout() {
  return (
    <AppShell navbar={{ width: SIDEBAR_WIDTH, breakpoint: 0 }} padding={0}>
      <AppShell.Navbar>
        <Sidebar />
      </AppShell.Navbar>
      <AppShell.Main>
        <OfflineBanner />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <Shortcuts />
    </AppShell>
  );
}
