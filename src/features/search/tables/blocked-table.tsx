import { pagedProps } from './paged-props';
import 'mantine-datatable/styles.css';
import { Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import type { BlockingRow } from '../../../../contract/blocking';
import { Feature } from '../../../../contract/features';
import { daysLabel } from '../../../domain/pattern-form/pattern-form-state';
import { WriteButton } from '../../../components/write-button';
import { bookingDate } from './format';
import { useTranslation } from 'react-i18next';

interface Props {
  rows: BlockingRow[];
  total: number;
  page: number;
  loading: boolean;
  busyId: number | null;
  onPage: (page: number) => void;
  onUnblock: (row: BlockingRow) => void;
}

/** Blocked slots (spec 1 §2): Court, Dates/Days, Timing/Slots, Remarks, Unblock. */
export function BlockedTable({ rows, total, page, loading, busyId, onPage, onUnblock }: Props) {
  const { t } = useTranslation('search');
  return (
    <DataTable
      {...pagedProps({ rows, total, page, loading, onPage })}
      idAccessor="blockingId"
      columns={[
        { accessor: 'courts', title: t('search:column.court'), render: (b) => b.courts.map((c) => c.courtName).join(', ') },
        {
          accessor: 'dates',
          title: t('search:column.dates'),
          render: (b) => (
            <Stack gap={0}>
              <Text size="xs">
                {bookingDate(b.startDate)} – {bookingDate(b.endDate)}
              </Text>
              <Text size="xs" c="dimmed">
                {daysLabel(b.days)}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'timing',
          title: t('search:column.timingSlots'),
          render: (b) => (
            <Stack gap={0}>
              <Text size="xs">{b.fullDay ? t('search:allDay') : `${b.startTime.slice(0, 5)}–${b.endTime.slice(0, 5)}`}</Text>
              <Text size="xs" c="dimmed">
                {t('search:slotsBlocked', { count: b.slotCount })}
              </Text>
            </Stack>
          ),
        },
        { accessor: 'remarks', title: t('search:column.remarks'), render: (b) => b.remarks || t('search:noRemark') },
        {
          accessor: 'unblock',
          title: '',
          textAlign: 'right',
          render: (b) => (
            <WriteButton
              feature={Feature.blockSlots}
              size="xs"
              variant="light"
              color="red"
              loading={busyId === b.blockingId}
              onClick={() => onUnblock(b)}
            >
              {t('search:unblockButton')}
            </WriteButton>
          ),
        },
      ]}
    />
  );
}
