import { Drawer, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { eventBookingDetailsReply } from '../../../contract/events';
import { paymentModeName } from '../../lib/i18n/contract-names';
import { formatMoney } from '../../lib/money';
import { eventsApi } from './events-api';
import { wallStamp } from '../../lib/time/club-date';

type Details = NonNullable<z.infer<typeof eventBookingDetailsReply>['booking']>;

/** The registration's details and its payments. */
export function BookingDrawer({ bookingId, symbol, onClose }: { bookingId: number | null; symbol: string; onClose: () => void }) {
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
    <Drawer opened={bookingId !== null} onClose={onClose} position="right" title={`Booking ${bookingId ?? ''}`}>
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
            Tickets: {details.slotCount} ({details.source === 'desk' ? 'Desk' : 'Marketplace'})
          </Text>
          <Text>
            Total {formatMoney(details.summary.gross, symbol)} · Paid {formatMoney(details.summary.advance, symbol)}
          </Text>
          <Text size="sm" c="dimmed">
            Booked {wallStamp(details.dateBooked)} by {details.handler}
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Id</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Mode</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {details.transactions.map((t) => (
                <Table.Tr key={t.transactionId}>
                  <Table.Td>{t.transactionId}</Table.Td>
                  <Table.Td>{formatMoney(t.amount, symbol)}</Table.Td>
                  <Table.Td>{paymentModeName(t.mode) ?? t.mode}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Drawer>
  );
}
