import { useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';
import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useOnline } from '../lib/online/online-store';

/** The text a screen without a mirror shows offline before it has anything true to show. */
export function needsConnectionText(what: string): string {
  return i18n.t('common:write.needsConnectionScreen', { what });
}

/**
 * Offline, a screen that is not mirrored says it needs a connection instead of an empty list
 * that would read as true ("No active packages"). What it loaded before the connection went
 * stays on screen under the offline banner; `loaded` says whether there is such a result.
 * When the connection comes back without a result, `reload` fetches it.
 */
export function useNeedsConnection(loaded: boolean, reload?: () => unknown): boolean {
  const online = useOnline();
  const latest = useRef(reload);
  latest.current = reload;
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && !loaded) void latest.current?.();
    wasOnline.current = online;
  }, [online, loaded]);
  return !online && !loaded;
}

export function NeedsConnection({ what }: { what: string }) {
  useTranslation();
  return (
    <Alert color="orange" variant="light" icon={<IconWifiOff size={18} />} data-testid="needs-connection">
      {needsConnectionText(what)}
    </Alert>
  );
}
