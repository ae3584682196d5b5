import { Loader, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { paymentModeName, transactionTypeName } from '../../../lib/i18n/contract-names';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { displayDate, shortTime, wallStamp } from '../../../lib/time/club-date';
import { memberBookings, memberTransactions } from '../api/members-api';
import { useTranslation } from 'react-i18next';

type Tx = { transactionId: number; type: number; timestamp: string; handler: string; place: string; amount: number; mode: number };
type Booking = { bookingId: number; activityName: string; bookingDate: string; startTime: string; endTime: string; status: string };

/** The member's money rows (the drawer's Transactions). */
export function MemberTransactions({ memberId }: { memberId: number }) {
  const { t } = useTranslation('members');
  const symbol = useCurrencySymbol();
  const [list, setList] = useState<Tx[] | null>(null);
  useEffect(() => {
    void memberTransactions(memberId).then((o) => setList(o.ok ? (o.data.transactionDetails ?? []) : []));
  }, [memberId]);
  if (!list) return <Loader size="sm" />;
  if (!list.length)
    return (
      <Text size="sm" c="dimmed">
        {t('members:history.noTransactions')}
      </Text>
    );
  return (
    <Table fz="sm" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('members:history.when')}</Table.Th>
          <Table.Th>{t('members:history.type')}</Table.Th>
          <Table.Th>{t('members:history.mode')}</Table.Th>
          <Table.Th ta="right">{t('members:history.amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {list.map((tx) => (
          <Table.Tr key={tx.transactionId}>
            <Table.Td>
              {wallStamp(tx.timestamp)}
              <Text size="xs" c="dimmed">
                {tx.handler}
              </Text>
            </Table.Td>
            <Table.Td>{transactionTypeName(tx.type) ?? `Type ${tx.type}`}</Table.Td>
            <Table.Td>{paymentModeName(tx.mode)}</Table.Td>
            <Table.Td ta="right">{formatMoney(tx.amount, symbol)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The member's bookings, listed in the drawer (Find Bookings is another area's screen). */
export function MemberBookings({ memberId }: { memberId: number }) {
  const { t } = useTranslation('members');
  const [list, setList] = useState<Booking[] | null>(null);
  useEffect(() => {
    void memberBookings(memberId).then((o) => setList(o.ok ? (o.data.bookings ?? []) : []));
  }, [memberId]);
  if (!list) return <Loader size="sm" />;
  if (!list.length)
    return (
      <Text size="sm" c="dimmed">
        {t('members:history.noBookings')}
      </Text>
    );
  return (
    <Table fz="sm" striped>
      <Table.Tbody>
        {list.map((b) => (
          <Table.Tr key={b.bookingId}>
            <Table.Td>#{b.bookingId}</Table.Td>
            <Table.Td>{b.activityName}</Table.Td>
            <Table.Td>
              {displayDate(b.bookingDate)} {shortTime(b.startTime)}–{shortTime(b.endTime)}
            </Table.Td>
            <Table.Td>{b.status}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
