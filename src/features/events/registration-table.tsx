import 'mantine-datatable/styles.css';
import { Anchor, Text } from '@mantine/core';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { EVENT_PAGE_SIZE, type EventBooking } from '../../../contract/events';
import { formatMoney } from '../../lib/money';
import { wallStamp } from '../../lib/time/club-date';
import { useTranslation } from 'react-i18next';

export type SortKey = 'id' | 'date' | 'name';
const ACCESSOR: Record<string, SortKey> = { bookingId: 'id', dateBooked: 'date', name: 'name' };
const COLUMN: Record<SortKey, string> = { id: 'bookingId', date: 'dateBooked', name: 'name' };

interface Props {
  rows: EventBooking[];
  total: number;
  page: number;
  sort: { key: SortKey; order: 'asc' | 'desc' };
  loading: boolean;
  symbol: string;
  onPage: (page: number) => void;
  onSort: (sort: { key: SortKey; order: 'asc' | 'desc' }) => void;
  onOpen: (bookingId: number) => void;
}

/** Registrations, paged and sorted on the server (by id, date and name). */
export function RegistrationTable({ rows, total, page, sort, loading, symbol, onPage, onSort, onOpen }: Props) {
  const { t } = useTranslation('events');
  const status: DataTableSortStatus<EventBooking> = { columnAccessor: COLUMN[sort.key], direction: sort.order };
  return (
    <DataTable<EventBooking>
      withTableBorder
      minHeight={180}
      records={rows}
      idAccessor="bookingId"
      fetching={loading}
      totalRecords={total}
      recordsPerPage={EVENT_PAGE_SIZE}
      page={page}
      onPageChange={onPage}
      sortStatus={status}
      onSortStatusChange={(s) => onSort({ key: ACCESSOR[s.columnAccessor as string] ?? 'id', order: s.direction })}
      noRecordsText={t('events:table.noRegistrations')}
      columns={[
        {
          accessor: 'bookingId',
          title: t('events:table.bookingId'),
          sortable: true,
          render: (r) => (
            <Anchor component="button" onClick={() => onOpen(r.bookingId)}>
              {r.bookingId}
            </Anchor>
          ),
        },
        { accessor: 'dateBooked', title: t('events:table.bookingDate'), sortable: true, render: (r) => wallStamp(r.dateBooked) },
        {
          accessor: 'name',
          title: t('events:table.nameMobile'),
          sortable: true,
          render: (r) => (
            <>
              <Text size="sm">{r.customerDetails.customerName}</Text>
              <Text size="xs" c="dimmed">
                {r.customerDetails.customerMobile}
              </Text>
            </>
          ),
        },
        { accessor: 'email', title: t('events:table.email'), render: (r) => r.customerDetails.customerEmail ?? '' },
        {
          accessor: 'tickets',
          title: t('events:table.ticketsSource'),
          render: (r) => `${r.slotCount} / ${r.source === 'desk' ? t('events:source.desk') : t('events:source.marketplace')}`,
        },
        {
          accessor: 'total',
          title: t('events:table.total'),
          render: (r) => `${formatMoney(r.summary.gross, symbol)} / ${formatMoney(r.summary.advance, symbol)}`,
        },
        { accessor: 'subCategory', title: t('events:table.subCategory'), render: (r) => r.subCategory ?? '-' },
      ]}
    />
  );
}
