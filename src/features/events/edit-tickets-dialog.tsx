import { Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Feature } from '../../../contract/features';
import { WriteButton } from '../../components/write-button';
import { CountInput } from '../../components/typed-input/count-input';
import { isRefused, type TypedValue } from '../../components/typed-input/typed-text-input';
import { TICKETS_MAX } from './manage/category-form';
import { eventsApi } from './events-api';
import { useTranslation } from 'react-i18next';

interface Props {
  categoryId: number;
  total: number;
  sold: number;
  onClose: () => void;
  onSaved: () => void;
}

/** Edit Tickets: Total Tickets editable, Sold Tickets read-only, Done; server errors under the field. */
export function EditTicketsDialog({ categoryId, total, sold, onClose, onSaved }: Props) {
  const { t } = useTranslation('events');
  const [value, setValue] = useState<TypedValue>(total);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const done = async () => {
    // The field already names what is wrong with "2.5", "-1" or a blank: nothing is sent.
    if (isRefused(value)) return;
    setBusy(true);
    const outcome = await eventsApi.setTickets(categoryId, Number(value));
    setBusy(false);
    if (outcome.ok) onSaved();
    else if (outcome.kind === 'failure') setError(outcome.message);
  };
  return (
    <Modal opened onClose={onClose} title={t('events:editTickets')} centered>
      <Stack>
        <CountInput
          label={t('events:tickets.total')}
          required
          min={0}
          max={TICKETS_MAX}
          value={value}
          onChange={(v) => {
            setValue(v);
            setError(undefined);
          }}
          error={error}
        />
        <TextInput label={t('events:tickets.sold')} value={String(sold)} readOnly />
        <Group justify="flex-end">
          <WriteButton feature={Feature.events} loading={busy} onClick={() => void done()}>
            {t('events:tickets.done')}
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
