import { Anchor, Badge, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import type { Slot } from '../../../../contract/availability';
import { useOnline } from '../../../lib/online/online-store';
import { fetchSlotBookings } from '../api/calendar-api';
import { useRemote } from '../hooks/use-remote';

interface GroupSlotBookingsProps {
  slot: Slot;
  onOpenBooking: (bookingId: number) => void;
}

/** The bookings inside a group slot: slot count, booking id, name (spec 1 §2). */
export function GroupSlotBookings({ slot, onOpenBooking }: GroupSlotBookingsProps) {
  const { t } = useTranslation('calendar');
  const online = useOnline();
  const load = useCallback((signal: AbortSignal) => fetchSlotBookings(slot, signal), [slot]);
  // Re-read when the slot's sold count changes (live updates from other desks).
  const key = online ? `${slot.courtId}|${slot.slotDate}|${slot.slotTime}|${slot.count}` : null;
  const bookings = useRemote(key, load);
  if (!online)
    return (
      <Text size="sm" c="dimmed">
        {t('calendar:group.needsConnection')}
      </Text>
    );
  if (!bookings || bookings.state === 'loading') return <Loader size="sm" />;
  if (bookings.state === 'failed')
    return (
      <Text size="sm" c="red">
        {bookings.message}
      </Text>
    );
  const rows = bookings.data.bookings ?? [];
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('calendar:group.noBookings')}
      </Text>
    );
  return (
    <Table striped withTableBorder fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('calendar:group.column.slots')}</Table.Th>
          <Table.Th>{t('calendar:group.column.booking')}</Table.Th>
          <Table.Th>{t('calendar:group.column.name')}</Table.Th>
          <Table.Th>{t('calendar:group.column.payment')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((booking) => (
          <Table.Tr key={booking.bookingId}>
            <Table.Td>{booking.slotCount}</Table.Td>
            <Table.Td>
              <Anchor component="button" size="sm" onClick={() => onOpenBooking(booking.bookingId)}>
                #{booking.bookingId}
              </Anchor>
            </Table.Td>
            <Table.Td>{booking.customerName}</Table.Td>
            <Table.Td>
              <Badge size="sm" color={booking.paymentPending ? 'red' : 'green'}>
                {booking.paymentPending ? t('calendar:group.pending') : t('calendar:group.paid')}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
