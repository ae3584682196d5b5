import { Card, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { WebhookView } from '../../../../contract/webhooks';
import { ShownOnceSecret } from '../../../components/shown-once-secret';
import { WebhookAddForm } from './webhook-add-form';
import { WebhookItem } from './webhook-item';
import { fetchWebhooks } from './webhooks-api';
import { useTranslation } from 'react-i18next';

/**
 * Webhooks of the club (feature 19, ADR 0073): register an endpoint and its events (the signing
 * secret is shown once), pause, delete, send a test, and read each endpoint's delivery log with
 * Resend. Deliveries are sent by the server's background job, never from this screen.
 */
export function WebhooksCard() {
  const { t } = useTranslation('settings');
  const [hooks, setHooks] = useState<WebhookView[] | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const load = useCallback(() => void fetchWebhooks().then((o) => o.ok && setHooks(o.data.webhooks ?? [])), []);
  useEffect(load, [load]);
  return (
    <Card withBorder padding="md" aria-label={t('settings:webhooks.title')} component="section">
      <Stack gap="sm">
        <Title order={5}>{t('settings:webhooks.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('settings:webhooks.note')}
        </Text>
        {secret && (
          <ShownOnceSecret
            what={t('settings:webhooks.secret')}
            value={secret}
            testId="new-webhook-secret"
            onClose={() => setSecret(null)}
          />
        )}
        <WebhookAddForm
          onCreated={(s) => {
            setSecret(s);
            load();
          }}
        />
        {hooks && hooks.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('settings:webhooks.none')}
          </Text>
        )}
        {hooks?.map((h) => (
          <WebhookItem key={h.webhookId} hook={h} onChanged={load} />
        ))}
      </Stack>
    </Card>
  );
}
