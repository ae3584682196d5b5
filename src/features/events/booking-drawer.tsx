import { Drawer, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { eventBookingDetailsReply } from '../../../contract/events';
import { paymentModeName } from '../../lib/i18n/contract-names';
import { formatMoney } from '../../lib/money';
import { eventsApi } from './events-api';
import { wallStamp } from '../../lib/time/club-date';
import { useTranslation } from 'react-i18next';

type Details = NonNullable<z.infer<typeof eventBookingDetailsReply>['booking']>;

/** The registration's details and its payments. */
export function BookingDrawer({ bookingId, symbol, onClose }: { bookingId: number | null; symbol: string; onClose: () => void }) {
  const { t } = useTranslation('events');
  const [details, setDetails] = useState<Details | null>(null);
  useEffect(() => {
    // Opening A then B quickly: A's later reply must not show under "Booking B".
    let live = true;
    setDetails(null);
    if (bookingId !== null) void eventsApi.details(bookingId).then((o) => live && o.ok && setDetails(o.data.booking ?? null));
    return () => {
      live = false;
    };
  }, [bookingId]);
  return (
    <Drawer opened={bookingId !== null} onClose={onClose} position="right" title={t('events:drawer.title', { id: bookingId ?? '' })}>
      {details && (
        <Stack gap="xs">
          <Text>
            {details.eventName} · {details.categoryName}
            {details.subCategory ? ` · ${details.subCategory}` : ''}
          </Text>
          <Text>
            {details.customerDetails.customerName} · {details.customerDetails.customerMobile}
          </Text>
          {details.customerDetails.customerEmail && <Text>{details.customerDetails.customerEmail}</Text>}
          <Text>
            {t('events:drawer.tickets', {
              tickets: details.slotCount,
              source: details.source === 'desk' ? t('events:source.desk') : t('events:source.marketplace'),
            })}
          </Text>
          <Text>
            {t('events:drawer.totals', {
              total: formatMoney(details.summary.gross, symbol),
              paid: formatMoney(details.summary.advance, symbol),
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('events:drawer.booked', { when: wallStamp(details.dateBooked), handler: details.handler })}
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('events:drawer.id')}</Table.Th>
                <Table.Th>{t('events:drawer.amount')}</Table.Th>
                <Table.Th>{t('events:drawer.mode')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {details.transactions.map((tx) => (
                <Table.Tr key={tx.transactionId}>
                  <Table.Td>{tx.transactionId}</Table.Td>
                  <Table.Td>{formatMoney(tx.amount, symbol)}</Table.Td>
                  <Table.Td>{paymentModeName(tx.mode) ?? tx.mode}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Drawer>
  );
}
