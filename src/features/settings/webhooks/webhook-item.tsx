import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { Feature } from '../../../../contract/features';
import type { WebhookView } from '../../../../contract/webhooks';
import { WriteButton } from '../../../components/write-button';
import { WebhookDeliveries } from './webhook-deliveries';
import { deleteWebhook, setWebhookEnabled, testWebhook } from './webhooks-api';
import { useTranslation } from 'react-i18next';

/** One endpoint: its URL (broken anywhere, so a long one never widens the page), events, state and actions. */
export function WebhookItem({ hook, onChanged }: { hook: WebhookView; onChanged: () => void }) {
  const { t } = useTranslation('settings');
  const [logOpen, setLogOpen] = useState(false);
  // Bumped after a test so an open log reads the new line.
  const [logVersion, setLogVersion] = useState(0);
  const [testing, setTesting] = useState(false);
  const [tested, setTested] = useState<{ ok: boolean; text: string } | null>(null);
  const sendTest = async () => {
    setTesting(true);
    const o = await testWebhook(hook.webhookId).finally(() => setTesting(false));
    if (!o.ok || !o.data.delivery) return;
    const d = o.data.delivery;
    const ok = d.status === 'delivered';
    setTested({
      ok,
      text: ok
        ? t('settings:webhooks.testDelivered', { code: d.responseCode })
        : t('settings:webhooks.testNotDelivered', { error: d.lastError ?? t('settings:webhooks.noAnswer') }),
    });
    setLogVersion((v) => v + 1);
  };
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('settings:webhooks.deleteTitle'),
      children: (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {t('settings:webhooks.deleteQuestion', { url: hook.url })}
        </Text>
      ),
      labels: { confirm: t('settings:webhooks.delete'), cancel: t('settings:webhooks.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteWebhook(hook.webhookId).then((o) => o.ok && onChanged()),
    });
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      data-testid="webhook-item"
      aria-label={t('settings:webhooks.itemOf', { url: hook.url })}
      component="article"
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text size="sm" fw={500} ff="monospace" style={{ wordBreak: 'break-all', minWidth: 0 }}>
            {hook.url}
          </Text>
          <Badge color={hook.enabled ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
            {hook.enabled ? t('settings:webhooks.enabled') : t('settings:webhooks.disabled')}
          </Badge>
        </Group>
        <Group gap={4}>
          {hook.events.map((ev) => (
            <Badge key={ev} variant="light" size="sm" tt="none">
              {ev}
            </Badge>
          ))}
        </Group>
        <Group gap="xs">
          <WriteButton feature={Feature.clubSettings} size="compact-sm" variant="light" loading={testing} onClick={() => void sendTest()}>
            {t('settings:webhooks.sendTest')}
          </WriteButton>
          <WriteButton
            feature={Feature.clubSettings}
            size="compact-sm"
            variant="light"
            onClick={() => void setWebhookEnabled(hook.webhookId, !hook.enabled).then((o) => o.ok && onChanged())}
          >
            {hook.enabled ? t('settings:webhooks.disable') : t('settings:webhooks.enable')}
          </WriteButton>
          <WriteButton feature={Feature.clubSettings} size="compact-sm" variant="light" color="red" onClick={confirmDelete}>
            {t('settings:webhooks.delete')}
          </WriteButton>
          <Button size="compact-sm" variant="subtle" onClick={() => setLogOpen((o) => !o)} aria-expanded={logOpen}>
            {logOpen ? t('settings:webhooks.hideLog') : t('settings:webhooks.showLog')}
          </Button>
        </Group>
        {tested && (
          <Text size="sm" c={tested.ok ? 'green' : 'red'} role="status" style={{ wordBreak: 'break-word' }}>
            {tested.text}
          </Text>
        )}
        {logOpen && <WebhookDeliveries webhookId={hook.webhookId} version={logVersion} />}
      </Stack>
    </Paper>
  );
}
