import { Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Feature } from '../../../contract/features';
import { WriteButton } from '../../components/write-button';
import { eventsApi } from './events-api';

interface Props {
  categoryId: number;
  total: number;
  sold: number;
  onClose: () => void;
  onSaved: () => void;
}

/** Edit Tickets: Total Tickets editable, Sold Tickets read-only, Done; server errors under the field. */
export function EditTicketsDialog({ categoryId, total, sold, onClose, onSaved }: Props) {
  const [value, setValue] = useState<string | number>(total);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const done = async () => {
    setBusy(true);
    const outcome = await eventsApi.setTickets(categoryId, Number(value));
    setBusy(false);
    if (outcome.ok) onSaved();
    else if (outcome.kind === 'failure') setError(outcome.message);
  };
  return (
    <Modal opened onClose={onClose} title="Edit Tickets" centered>
      <Stack>
        <NumberInput label="Total Tickets" min={0} allowDecimal={false} value={value} onChange={(v) => { setValue(v); setError(undefined); }} error={error} />
        <TextInput label="Sold Tickets" value={String(sold)} readOnly />
        <Group justify="flex-end">
          <WriteButton feature={Feature.events} loading={busy} onClick={() => void done()}>
            Done
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
