// Mantine's styles for the console (the login screen loads only its own: mantine-styles/login.ts).
import '../../components/mantine-styles/console';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Feature } from '../../../contract/features';
import { canWrite } from '../../lib/permissions/access';
import { useAccess } from '../../offline/use-access';
import { PremiumPage } from './premium-page';
import { PageLoader } from '../../components/page-loader';
import { DatesLanguage } from '../../components/dates-language';
import { useOnline } from '../../lib/online/online-store';
import { useSession } from '../../lib/session/session-store';
import { useFetchedAt } from '../../offline/mirror-queries';
import { resync, resyncOnReconnect } from '../../offline/sync';
// Registers the members mirror, so a desk can find members offline from any screen.
import '../../offline/members-mirror';
import { usePageTitle } from '../use-page-title';
import { useTranslation } from 'react-i18next';
import { useSessionLive } from './use-session-live';

const GATE_SETS = ['activities', 'transactionCodes', 'features'] as const;

/**
 * Starts the mirror sync and holds the console behind a loader until activities and
 * transaction codes are there (spec 1 §2) — from the server, or from Dexie when offline.
 */
export function ConsoleData() {
  const { t } = useTranslation();
  usePageTitle(t('common:title.console'));
  useSessionLive();
  const session = useSession();
  const online = useOnline();
  const activitiesAt = useFetchedAt('activities');
  const codesAt = useFetchedAt('transactionCodes');
  // The sidebar is built from the permissions, so they are waited for too.
  const featuresAt = useFetchedAt('features');
  const access = useAccess();

  const [loadFailed, setLoadFailed] = useState(false);
  const load = useCallback(() => {
    setLoadFailed(false);
    void resync().then((results) => {
      if (GATE_SETS.some((set) => results[set] === false)) setLoadFailed(true);
    });
  }, []);

  const clubId = session?.clubId;
  // On start and after a club switch (the mirrors were cleared, the new club's are fetched).
  useEffect(() => {
    if (clubId) load();
  }, [load, clubId]);
  useEffect(() => resyncOnReconnect(), []);

  if (activitiesAt === undefined || codesAt === undefined || featuresAt === undefined) return <PageLoader />;
  if (activitiesAt === null || codesAt === null || featuresAt === null) {
    if (online && !loadFailed) return <PageLoader label={t('common:clubData.loading')} />;
    return (
      <Center mih="100dvh">
        <Stack align="center" maw={380} ta="center">
          <Title order={3}>{online ? t('common:clubData.failedTitle') : t('common:write.needsConnection')}</Title>
          <Text c="dimmed">{online ? t('common:clubData.failed') : t('common:clubData.neverLoaded')}</Text>
          <Button onClick={load}>{t('common:clubData.tryAgain')}</Button>
        </Stack>
      </Center>
    );
  }
  const mayChangeSettings = access ? canWrite(access, Feature.clubSettings) : false;
  // Keyed by club: switching club remounts every screen in its initial state. The date pickers'
  // language wraps the modals too: a modal opened through them may hold a picker.
  const screens = (
    <DatesLanguage>
      <ModalsProvider>
        <Outlet key={clubId} />
      </ModalsProvider>
    </DatesLanguage>
  );
  if (session?.config.premium === true) return <PremiumGate canOpenSettings={mayChangeSettings}>{screens}</PremiumGate>;
  return screens;
}

/**
 * A premium club sees the premium page, except someone who may change the settings, on Settings.
 * Only this reads the address: ConsoleData does not render again on each change of it (a picked
 * sport or date changes the address; the console's providers stayed as they were, ADR 0092).
 */
function PremiumGate({ canOpenSettings, children }: { canOpenSettings: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  if (canOpenSettings && pathname === '/settings') return children;
  return (
    <ModalsProvider>
      <PremiumPage canOpenSettings={canOpenSettings} />
    </ModalsProvider>
  );
}
