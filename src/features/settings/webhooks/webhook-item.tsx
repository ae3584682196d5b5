import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { Feature } from '../../../../contract/features';
import type { WebhookView } from '../../../../contract/webhooks';
import { WriteButton } from '../../../components/write-button';
import { WebhookDeliveries } from './webhook-deliveries';
import { deleteWebhook, setWebhookEnabled, testWebhook } from './webhooks-api';

/** One endpoint: its URL (broken anywhere, so a long one never widens the page), events, state and actions. */
export function WebhookItem({ hook, onChanged }: { hook: WebhookView; onChanged: () => void }) {
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
      text: ok ? `Test event delivered (HTTP ${d.responseCode})` : `Test event not delivered: ${d.lastError ?? 'no answer'}`,
    });
    setLogVersion((v) => v + 1);
  };
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete webhook',
      children: (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          Stop sending events to {hook.url}? Its pending deliveries are dropped; the signing secret cannot be recovered.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteWebhook(hook.webhookId).then((o) => o.ok && onChanged()),
    });
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="webhook-item" aria-label={`Webhook ${hook.url}`} component="article">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text size="sm" fw={500} ff="monospace" style={{ wordBreak: 'break-all', minWidth: 0 }}>
            {hook.url}
          </Text>
          <Badge color={hook.enabled ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
            {hook.enabled ? 'Enabled' : 'Disabled'}
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
            Send test
          </WriteButton>
          <WriteButton
            feature={Feature.clubSettings}
            size="compact-sm"
            variant="light"
            onClick={() => void setWebhookEnabled(hook.webhookId, !hook.enabled).then((o) => o.ok && onChanged())}
          >
            {hook.enabled ? 'Disable' : 'Enable'}
          </WriteButton>
          <WriteButton feature={Feature.clubSettings} size="compact-sm" variant="light" color="red" onClick={confirmDelete}>
            Delete
          </WriteButton>
          <Button size="compact-sm" variant="subtle" onClick={() => setLogOpen((o) => !o)} aria-expanded={logOpen}>
            {logOpen ? 'Hide delivery log' : 'Delivery log'}
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
