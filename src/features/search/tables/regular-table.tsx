import { pagedProps } from './paged-props';
import 'mantine-datatable/styles.css';
import { Stack, Text } from '@mantine/core';
import { WholeBadge } from './whole-badge';
import { DataTable } from 'mantine-datatable';
import type { FoundBooking } from '../../../../contract/search';
import { formatMoney } from '../../../lib/money';
import { bookingStatusName } from '../../../lib/i18n/contract-names';
import { bookingDate, stamp, statusColor } from './format';
import { BookingRowMenu } from '../../../domain/booking-details/booking-row-menu';
import { useTranslation } from 'react-i18next';

interface Props {
  rows: FoundBooking[];
  total: number;
  page: number;
  loading: boolean;
  currency: string;
  onPage: (page: number) => void;
  onOpen: (row: FoundBooking) => void;
  onChanged: () => void;
}

/** Regular results (spec 1 §2): Customer, Activity, Booking, Status, Source/Timestamp, Payment. */
export function RegularTable({ rows, total, page, loading, currency, onPage, onOpen, onChanged }: Props) {
  const { t } = useTranslation('search');
  return (
    <DataTable
      {...pagedProps({ rows, total, page, loading, onPage, onOpen })}
      idAccessor="bookingId"
      columns={[
        {
          accessor: 'customer',
          title: t('search:column.customer'),
          render: (b) => (
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {b.customerDetails.customerName}
              </Text>
              <Text size="xs">
                {b.customerDetails.customerCountryCode} {b.customerDetails.customerMobile}
              </Text>
              {b.customerDetails.customerEmail && (
                <Text size="xs" c="dimmed">
                  {b.customerDetails.customerEmail}
                </Text>
              )}
            </Stack>
          ),
        },
        { accessor: 'activityName', title: t('search:column.activity') },
        {
          accessor: 'booking',
          title: t('search:column.booking'),
          render: (b) => (
            <Stack gap={0}>
              <Text size="sm">#{b.bookingId}</Text>
              <Text size="xs">
                {bookingDate(b.dateBooked)}, {b.startTime.slice(0, 5)}–{b.endTime.slice(0, 5)}
              </Text>
              <Text size="xs" c="dimmed">
                {b.courts.join(', ')} · {t('search:slotCount', { count: b.slotCount })}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'bookingStatus',
          title: t('search:column.status'),
          render: (b) => (
            <WholeBadge variant="light" color={statusColor(b.bookingStatus)}>
              {bookingStatusName(b.bookingStatus)}
            </WholeBadge>
          ),
        },
        {
          accessor: 'source',
          title: t('search:column.source'),
          render: (b) => (
            <Stack gap={0}>
              <Text size="xs">{b.isMarketplaceBooking ? t('search:marketplace') : b.handler}</Text>
              <Text size="xs" c="dimmed">
                {stamp(b.bookingTimestamp)}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'payment',
          title: t('search:column.payment'),
          render: (b) => (
            <Stack gap={0}>
              <WholeBadge color={b.bookingCancelled ? 'gray' : b.paymentPending ? 'red' : 'green'}>
                {b.paymentPending ? t('search:pending') : t('search:paid')}
              </WholeBadge>
              {b.paymentPending && <Text size="xs">{formatMoney(b.balance, currency)}</Text>}
            </Stack>
          ),
        },
        {
          accessor: 'actions',
          title: '',
          width: 48,
          render: (b) => (
            <BookingRowMenu bookingId={b.bookingId} changeable={!b.bookingCancelled && !b.isMarketplaceBooking} onChanged={onChanged} />
          ),
        },
      ]}
    />
  );
}
