import '@mantine/dates/styles.css';
import { Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { Feature } from '../../../contract/features';
import { WriteButton } from '../../components/write-button';
import { DATE_INPUT_FORMAT } from '../../lib/time/club-date';
import { useTranslation } from 'react-i18next';

interface Props {
  /** null = a new special period (Next); a period = change its dates (Change). */
  current: { startDate: string; endDate: string } | null;
  onClose: () => void;
  onNext: (startDate: string, endDate: string) => void | Promise<void>;
}

const iso = (d: string | Date | null) => {
  if (!d) return null;
  const x = new Date(d);
  return `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, '0')}-${String(x.getDate()).padStart(2, '0')}`;
};

/** 'Date range for special pricing' (Next) or 'Update date range for special pricing' (Change). */
export function SpecialDatesDialog({ current, onClose, onNext }: Props) {
  const { t } = useTranslation('pricing');
  const [range, setRange] = useState<[string | null, string | null]>(current ? [current.startDate, current.endDate] : [null, null]);
  const [busy, setBusy] = useState(false);
  const [from, to] = [iso(range[0]), iso(range[1])];
  const go = async () => {
    if (!from || !to) return;
    setBusy(true);
    await onNext(from, to);
    setBusy(false);
  };
  return (
    <Modal opened onClose={onClose} title={current ? t('pricing:dates.change') : t('pricing:dates.new')} centered>
      <Stack>
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label={t('pricing:dates.range')}
          value={range}
          onChange={(v) => setRange([v[0] ? iso(v[0]) : null, v[1] ? iso(v[1]) : null])}
          valueFormat={DATE_INPUT_FORMAT}
        />
        {!from || !to ? (
          <Text size="xs" c="dimmed">
            {t('pricing:dates.pick')}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <WriteButton feature={Feature.pricing} disabled={!from || !to} loading={busy} onClick={() => void go()}>
            {current ? t('pricing:dates.changeButton') : t('pricing:dates.next')}
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
