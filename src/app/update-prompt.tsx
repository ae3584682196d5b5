import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslation } from 'react-i18next';

const HOURLY = 60 * 60 * 1000;

/**
 * A new console version waits until the person chooses to reload: it never reloads by itself,
 * so nobody loses a half-filled form.
 */
export default function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // A console stays open all day: look for a new version every hour.
      if (registration) window.setInterval(() => void registration.update().catch(() => undefined), HOURLY);
    },
  });
  if (!needRefresh) return null;
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={400}>
      <Paper withBorder shadow="md" p="md" maw={340} role="alertdialog" aria-label={t('common:update.label')}>
        <Text size="sm" fw={600}>
          {t('common:update.title')}
        </Text>
        <Text size="xs" c="dimmed" mb="sm">
          {t('common:update.body')}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={() => setNeedRefresh(false)}>
            {t('common:update.later')}
          </Button>
          <Button size="xs" onClick={() => void updateServiceWorker(true)}>
            {t('common:action.reload')}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
