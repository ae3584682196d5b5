import { pagedProps } from './paged-props';
import 'mantine-datatable/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { WholeBadge } from './whole-badge';
import { DataTable } from 'mantine-datatable';
import type { FoundPattern } from '../../../../contract/search';
import { daysLabel } from '../../../domain/pattern-form/pattern-form-state';
import { formatMoney } from '../../../lib/money';
import { bookingDate, stamp, statusColor } from './format';
import { PatternRowMenu } from '../../../domain/pattern-card/pattern-row-menu';
import { useTranslation } from 'react-i18next';

interface Props {
  rows: FoundPattern[];
  total: number;
  page: number;
  loading: boolean;
  currency: string;
  onPage: (page: number) => void;
  onOpen: (row: FoundPattern) => void;
  onChanged: () => void;
}

/** Bulk results (spec 1 §2): Customer, Activity, Dates/Days, Timing, Source/Timestamp, Payment, Status. */
export function BulkTable({ rows, total, page, loading, currency, onPage, onOpen, onChanged }: Props) {
  const { t } = useTranslation('search');
  return (
    <DataTable
      {...pagedProps({ rows, total, page, loading, onPage, onOpen })}
      idAccessor="patternBookingId"
      columns={[
        {
          accessor: 'customer',
          title: t('search:column.customer'),
          render: (p) => (
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {p.customerDetails.customerName}
              </Text>
              <Text size="xs">
                {p.customerDetails.customerCountryCode} {p.customerDetails.customerMobile}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'activity',
          title: t('search:column.activity'),
          render: (p) => (
            <Stack gap={0}>
              <Text size="sm">{p.activityName}</Text>
              <Text size="xs" c="dimmed">
                #{p.patternBookingId} · {p.courts.join(', ')}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'dates',
          title: t('search:column.dates'),
          render: (p) => (
            <Stack gap={0}>
              <Text size="xs">
                {bookingDate(p.startDate)} – {bookingDate(p.endDate)}
              </Text>
              <Text size="xs" c="dimmed">
                {daysLabel(p.days)}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'timing',
          title: t('search:column.timing'),
          render: (p) => <Text size="xs">{p.allDay ? t('search:allDay') : `${p.startTime.slice(0, 5)}–${p.endTime.slice(0, 5)}`}</Text>,
        },
        {
          accessor: 'source',
          title: t('search:column.source'),
          render: (p) => (
            <Stack gap={0}>
              <Text size="xs">{p.isMarketplaceBooking ? t('search:marketplace') : p.handler}</Text>
              <Text size="xs" c="dimmed">
                {stamp(p.timestamp)}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'payment',
          title: t('search:column.payment'),
          render: (p) => (
            <Stack gap={0}>
              <WholeBadge color={p.cancelled === 1 ? 'gray' : p.paymentPending ? 'red' : 'green'}>
                {p.paymentPending ? t('search:pending') : t('search:paid')}
              </WholeBadge>
              {p.paymentPending && <Text size="xs">{formatMoney(p.balance, currency)}</Text>}
            </Stack>
          ),
        },
        {
          accessor: 'status',
          title: t('search:column.status'),
          render: (p) => (
            <Group gap={4}>
              <WholeBadge variant="light" color={statusColor(p.status)}>
                {p.status}
              </WholeBadge>
              {p.cancelled === 2 && (
                <WholeBadge variant="outline" color="orange" size="xs">
                  {t('search:partiallyCancelled')}
                </WholeBadge>
              )}
            </Group>
          ),
        },
        {
          accessor: 'actions',
          title: '',
          width: 48,
          render: (p) => (
            <PatternRowMenu
              patternId={p.patternBookingId}
              activityId={p.activityId}
              flag={p.cancelled}
              marketplace={p.isMarketplaceBooking}
              onChanged={onChanged}
            />
          ),
        },
      ]}
    />
  );
}
