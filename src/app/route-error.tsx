import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useOnline } from '../lib/online/online-store';

export const ROUTE_ERROR_TITLE = 'This screen could not be opened';

/** What the person reads, offline or not: a screen's code that did not arrive is the usual cause. */
export function routeErrorText(online: boolean): string {
  return online
    ? 'A part of the console did not load. Reload to try again.'
    : 'It is not saved on this device and there is no connection. Reload when the connection is back.';
}

/**
 * The error element of every route: a screen whose code could not be fetched (offline without the
 * service worker's copy, a chunk gone after an update) or that failed while drawing says so in
 * words and offers Reload, instead of React Router's developer page.
 */
export function RouteError() {
  const error = useRouteError();
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
        title={ROUTE_ERROR_TITLE}
        maw={480}
        data-testid="route-error"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{routeErrorText(online)}</Text>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </Stack>
      </Alert>
    </Center>
  );
}
