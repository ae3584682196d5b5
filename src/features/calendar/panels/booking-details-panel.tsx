import { Badge, Divider, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useCallback } from 'react';
import type { BookingDetails } from '../../../../contract/booking';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { useOnline } from '../../../lib/online/online-store';
import { displayDate, shortTime } from '../../../lib/time/club-date';
import { fetchBookingDetails } from '../api/calendar-api';
import { useRemote } from '../hooks/use-remote';

/** Booking Details: customer, time, courts, payment of one booking (the full panel comes later). */
export function BookingDetailsPanel({ bookingId }: { bookingId: number }) {
  const online = useOnline();
  const load = useCallback((signal: AbortSignal) => fetchBookingDetails(bookingId, signal), [bookingId]);
  const remote = useRemote(online ? String(bookingId) : null, load);
  if (!online) return <Text c="dimmed">Booking details need a connection.</Text>;
  if (!remote || remote.state === 'loading') return <Loader size="sm" />;
  if (remote.state === 'failed') return <Text c="red">{remote.message}</Text>;
  const details = remote.data.bookingDetails;
  if (!details) return <Text c="dimmed">Booking not found</Text>;
  return <BookingSummary details={details} />;
}

function paymentBadge(details: BookingDetails) {
  const color = details.bookingCancelled ? 'gray' : details.balance > 0 ? 'red' : 'green';
  return <Badge color={color}>{details.balance > 0 ? 'Pending' : 'Paid'}</Badge>;
}

function BookingSummary({ details }: { details: BookingDetails }) {
  const symbol = useCurrencySymbol();
  const { customerDetails: customer, summary } = details;
  const money = (amount: number) => formatMoney(amount, symbol);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={700}>
          {details.activityName} · #{details.bookingId}
        </Text>
        <Group gap={6}>
          {details.isMarketplaceBooking && <Badge variant="outline">Marketplace</Badge>}
          <Badge variant="light">{details.bookingStatus}</Badge>
        </Group>
      </Group>
      {details.bookingCancelled && <Text c="red">Booking is cancelled</Text>}
      <div>
        <Text size="sm">{displayDate(details.dateBooked)}</Text>
        <Text size="sm" c="dimmed">
          {shortTime(details.startTime)} – {shortTime(details.endTime)} · {details.slotCount} slot(s)
        </Text>
        {details.bookedCourts.map((court) => (
          <Text key={`${court.courtName}|${court.time}`} size="sm" c="dimmed">
            {court.courtName} · {courtTime(court.time)}
            {details.activityType === 1 ? ` · ${court.count} place(s)` : ''}
          </Text>
        ))}
      </div>
      <Divider label="Customer" labelPosition="left" />
      <div>
        <Text size="sm" fw={600}>
          {customer.customerName}
        </Text>
        <Text size="sm">
          {customer.customerCountryCode} {customer.customerMobile}
        </Text>
        {customer.customerEmail && <Text size="sm">{customer.customerEmail}</Text>}
      </div>
      <Divider label="Payment" labelPosition="left" />
      <Table fz="sm" withRowBorders={false}>
        <Table.Tbody>
          {(
            [
              ['Gross', summary.gross],
              ['Discount', summary.discount],
              ...(details.credits > 0 ? [['Credits', details.credits] as const] : []),
              ['Paid', summary.advance],
            ] as const
          ).map(([label, amount]) => (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right">{money(amount)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td fw={700}>Balance</Table.Td>
            <Table.Td ta="right" fw={700}>
              {money(details.balance)} {paymentBadge(details)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {details.extras.length > 0 && (
        <Text size="sm">Add-ons: {details.extras.map((extra) => `${extra.items} × ${extra.quantity}`).join(', ')}</Text>
      )}
      {details.remarks && <Text size="sm">Remarks: {details.remarks}</Text>}
    </Stack>
  );
}

/** The wire's '2026-11-21 07:00-08:00' as the console shows times: '21 Nov 2026, 07:00 – 08:00'. */
export function courtTime(time: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(time);
  return match ? `${displayDate(match[1])}, ${match[2]} – ${match[3]}` : time;
}
