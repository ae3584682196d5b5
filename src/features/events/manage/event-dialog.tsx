import { Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { EventMessages } from '../../../../contract/events';
import { Feature } from '../../../../contract/features';
import { WriteButton } from '../../../components/write-button';
import { eventsApi } from '../events-api';
import { useTranslation } from 'react-i18next';
import { contractError } from '../../../lib/i18n/contract-words';

interface Props {
  /** null = a new event. */
  event: { id: number; name: string } | null;
  onClose: () => void;
  onSaved: (eventId: number) => void;
}

/** New Event / Rename Event: a name of 1–100 characters. */
export function EventDialog({ event, onClose, onSaved }: Props) {
  const { t } = useTranslation('events');
  const [name, setName] = useState(event?.name ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const clean = name.trim();
    if (!clean) return setError(EventMessages.nameRequired);
    setBusy(true);
    const outcome = event ? await eventsApi.renameEvent(event.id, clean) : await eventsApi.createEvent(clean);
    setBusy(false);
    if (outcome.ok) onSaved(event ? event.id : ((outcome.data as { id?: number }).id ?? 0));
    else if (outcome.kind === 'failure') setError(outcome.message);
  };
  return (
    <Modal opened onClose={onClose} title={event ? t('events:editEvent') : t('events:newEvent')} centered>
      <Stack gap="sm">
        <TextInput
          label={t('events:eventForm.name')}
          required
          maxLength={100}
          value={name}
          error={contractError(error)}
          data-autofocus
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group justify="flex-end">
          <WriteButton feature={Feature.events} loading={busy} onClick={() => void save()}>
            {event ? t('events:eventForm.save') : t('events:eventForm.create')}
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
