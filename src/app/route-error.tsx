import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useOnline } from '../lib/online/online-store';
import { useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';

export const ROUTE_ERROR_TITLE = 'This screen could not be opened';

/** What the person reads, offline or not: a screen's code that did not arrive is the usual cause. */
export function routeErrorText(online: boolean): string {
  return online ? i18n.t('common:routeError.online') : i18n.t('common:routeError.offline');
}

/**
 * The error element of every route: a screen whose code could not be fetched (offline without the
 * service worker's copy, a chunk gone after an update) or that failed while drawing says so in
 * words and offers Reload, instead of React Router's developer page.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const online = useOnline() && (typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    console.error('Route failed', error);
  }, [error]);
  return (
    <Center mih="60dvh" p="md">
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={t('common:routeError.title')}
        maw={480}
        data-testid="route-error"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{routeErrorText(online)}</Text>
          <Button onClick={() => window.location.reload()}>{t('common:action.reload')}</Button>
        </Stack>
      </Alert>
    </Center>
  );
}
