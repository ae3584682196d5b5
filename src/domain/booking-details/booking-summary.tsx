import { Badge, Divider, Group, Table, Text } from '@mantine/core';
import type { BookingDetails } from '../../../contract/booking';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { displayDate, shortTime } from '../../lib/time/club-date';

/** Payment badge (spec 1 §4): Paid green / Pending red, grey when the booking is cancelled. */
export function PaymentBadge({ details }: { details: BookingDetails }) {
  const color = details.bookingCancelled ? 'gray' : details.balance > 0 ? 'red' : 'green';
  return (
    <Badge color={color} data-testid="payment-badge" data-color={color}>
      {details.balance > 0 ? 'Pending' : 'Paid'}
    </Badge>
  );
}

/** The wire's '2026-11-21 07:00-08:00' as the console shows times: '21 Nov 2026, 07:00 – 08:00'. */
export function courtTime(time: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(time);
  return match ? `${displayDate(match[1])}, ${match[2]} – ${match[3]}` : time;
}

/** When, where and who of a booking. */
export function BookingWhen({ details }: { details: BookingDetails }) {
  const c = details.customerDetails;
  return (
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
      <Divider my={6} />
      <Text size="sm" fw={600}>
        {c.customerName}
      </Text>
      <Text size="sm">
        {c.customerCountryCode} {c.customerMobile}
      </Text>
      {c.customerEmail && <Text size="sm">{c.customerEmail}</Text>}
    </div>
  );
}

/** Court, add-ons and total: gross, discount, advance (paid), balance. */
export function MoneySummary({ details }: { details: BookingDetails }) {
  const symbol = useCurrencySymbol();
  const rows = [
    ['Court', details.courtSummary],
    ...(details.extras.length > 0 ? [['Add-ons', details.extrasSummary] as const] : []),
    ['Total', details.summary],
  ] as const;
  return (
    <Table fz="xs" withRowBorders={false} aria-label="Payment summary" style={{ whiteSpace: 'nowrap' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th ta="right">Gross</Table.Th>
          <Table.Th ta="right">Discount</Table.Th>
          <Table.Th ta="right">Advance</Table.Th>
          <Table.Th ta="right">Balance</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([label, s]) => (
          <Table.Tr key={label} fw={label === 'Total' ? 700 : undefined}>
            <Table.Td>{label}</Table.Td>
            <Table.Td ta="right">{formatMoney(s.gross, symbol)}</Table.Td>
            <Table.Td ta="right">{formatMoney(s.discount, symbol)}</Table.Td>
            <Table.Td ta="right">{formatMoney(s.advance, symbol)}</Table.Td>
            <Table.Td ta="right">{formatMoney(s.balance, symbol)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      {details.credits > 0 && (
        <Table.Caption>
          <Group gap={4}>Credits used: {formatMoney(details.credits, symbol)}</Group>
        </Table.Caption>
      )}
    </Table>
  );
}
