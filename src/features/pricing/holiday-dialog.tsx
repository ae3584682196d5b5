import '@mantine/dates/styles.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { Feature } from '../../../contract/features';
import { WriteButton } from '../../components/write-button';
import { holidayLabel } from './pricing-form';
import { pricingApi } from './pricing-api';
import { DATE_INPUT_FORMAT } from '../../lib/time/club-date';

interface Props {
  holidays: string[];
  onClose: () => void;
  onChanged: () => Promise<void>;
}

const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Holiday List: Add New Date + Add Holiday, and the list with Delete per date (spec 2 §2). */
export function HolidayDialog({ holidays, onClose, onChanged }: Props) {
  const [date, setDate] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const add = async () => {
    if (!date) return;
    setBusy('add');
    const outcome = await pricingApi.addHoliday(date);
    if (outcome.ok) {
      setDate(null);
      await onChanged();
    }
    setBusy(null);
  };
  const remove = async (d: string) => {
    setBusy(d);
    if ((await pricingApi.removeHoliday(d)).ok) await onChanged();
    setBusy(null);
  };
  return (
    <Modal opened onClose={onClose} title="Holiday List" centered>
      <Stack>
        <Group align="flex-end">
          <DateInput
            label="Add New Date"
            value={date}
            onChange={(v) => setDate(v ? iso(new Date(v)) : null)}
            valueFormat={DATE_INPUT_FORMAT}
            clearable
            w={220}
          />
          <WriteButton feature={Feature.pricing} disabled={!date} loading={busy === 'add'} onClick={add}>
            Add Holiday
          </WriteButton>
        </Group>
        <Text fw={600}>Holidays</Text>
        {holidays.length === 0 && <Text c="dimmed">No holidays configured</Text>}
        {holidays.map((d) => (
          <Group key={d} justify="space-between">
            <Text>{holidayLabel(d)}</Text>
            <WriteButton
              feature={Feature.pricing}
              size="compact-sm"
              variant="light"
              color="red"
              loading={busy === d}
              onClick={() => void remove(d)}
            >
              Delete
            </WriteButton>
          </Group>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
