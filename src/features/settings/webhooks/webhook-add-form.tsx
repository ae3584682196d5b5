import { Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Feature } from '../../../../contract/features';
import { createWebhookRequest, WEBHOOK_EVENTS, type WebhookEvent } from '../../../../contract/webhooks';
import { WriteButton } from '../../../components/write-button';
import { createWebhook } from './webhooks-api';
import { useTranslation } from 'react-i18next';

interface Errors {
  url?: string;
  events?: string;
}

/**
 * Registers an endpoint: a URL and the events it wants. Refusals land on the field they are about:
 * the contract's rules (not http(s), no event) checked here as the server checks them, and the
 * server's own refusals (private address, host not found, user name in the URL) on the URL.
 */
export function WebhookAddForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const { t } = useTranslation('settings');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    // The contract's own rule first, so each field says what the server would (a 400 names no field on screen).
    const checked = createWebhookRequest.safeParse({ url, events });
    if (!checked.success) {
      const on = (field: string) => checked.error.issues.find((i) => i.path[0] === field)?.message;
      return setErrors({ url: on('url'), events: on('events') });
    }
    setSaving(true);
    const o = await createWebhook(checked.data.url, checked.data.events).finally(() => setSaving(false));
    if (o.ok) {
      setUrl('');
      setEvents([]);
      setErrors({});
      return onCreated(o.data.secret ?? '');
    }
    // Refusals after the checks are about the URL: a private address, a host not found, a user name in it.
    if (o.kind === 'failure' || o.kind === 'http-error-message') setErrors({ url: o.message });
  };
  return (
    <Stack gap="xs">
      <TextInput
        label={t('settings:webhooks.url')}
        placeholder="https://your-system.example.com/courtdesk"
        value={url}
        onChange={(e) => {
          setUrl(e.currentTarget.value);
          setErrors((x) => ({ ...x, url: undefined }));
        }}
        error={errors.url}
        maxLength={2000}
      />
      <Checkbox.Group
        label={t('settings:webhooks.events')}
        value={events}
        onChange={(v) => {
          setEvents(v as WebhookEvent[]);
          setErrors((x) => ({ ...x, events: undefined }));
        }}
        error={errors.events}
      >
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing={6} mt={6}>
          {WEBHOOK_EVENTS.map((ev) => (
            <Checkbox key={ev} value={ev} label={ev} size="sm" />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Group>
        <WriteButton feature={Feature.clubSettings} loading={saving} onClick={() => void submit()}>
          {t('settings:webhooks.add')}
        </WriteButton>
      </Group>
    </Stack>
  );
}
