import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Feature } from '../../../contract/features';
import { WriteButton } from '../../components/write-button';
import { ClubDateInput, isDateRefused } from '../../components/club-date-input/club-date-input';
import { holidayLabel } from './pricing-form';
import { pricingApi } from './pricing-api';
import { useTranslation } from 'react-i18next';

interface Props {
  holidays: string[];
  onClose: () => void;
  onChanged: () => Promise<void>;
}

/** Holiday List: Add New Date + Add Holiday, and the list with Delete per date (spec 2 §2). */
export function HolidayDialog({ holidays, onClose, onChanged }: Props) {
  const { t } = useTranslation('pricing');
  const [date, setDate] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const add = async () => {
    if (!date || isDateRefused(date)) return;
    setBusy('add');
    const outcome = await pricingApi.addHoliday(date);
    if (outcome.ok) {
      setDate('');
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
    <Modal opened onClose={onClose} title={t('pricing:holiday.title')} centered>
      <Stack>
        <Group align="flex-end">
          <ClubDateInput label={t('pricing:holiday.newDate')} value={date} onChange={setDate} clearable w={220} />
          <WriteButton feature={Feature.pricing} disabled={!date || isDateRefused(date)} loading={busy === 'add'} onClick={add}>
            {t('pricing:holiday.add')}
          </WriteButton>
        </Group>
        <Text fw={600}>{t('pricing:holiday.list')}</Text>
        {holidays.length === 0 && <Text c="dimmed">{t('pricing:holiday.none')}</Text>}
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
              {t('pricing:holiday.delete')}
            </WriteButton>
          </Group>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('pricing:holiday.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
