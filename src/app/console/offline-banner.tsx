import { Alert, Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { DataAge } from '../../components/data-age';
import { useOnline } from '../../lib/online/online-store';
import { useScreenDataStore } from '../../lib/online/screen-data';
import { useTranslation } from 'react-i18next';

export const OFFLINE_TITLE = 'You are offline';

/** Shown while offline, with the age of the data on screen; goes away by itself when back. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const set = useScreenDataStore((state) => state.set) ?? 'activities';
  if (online) return null;
  return (
    <Alert color="orange" variant="light" radius={0} py="xs" icon={<IconWifiOff size={18} />} role="status" data-testid="offline-banner">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('common:offline.title')}
        </Text>
        <Text size="sm">{t('common:offline.body')}</Text>
        <DataAge set={set} size="sm" c="orange.9" />
      </Group>
    </Alert>
  );
}
