import { Badge, Drawer, Group, Stack, Text } from '@mantine/core';
import type { FoundBooking } from '../../../contract/search';
import { formatMoney } from '../../lib/money';
import { bookingDate, stamp, statusColor } from './tables/format';

/** The side drawer of a regular result. (The lifecycle actions arrive with the booking details panel of issue 8.) */
export function BookingDrawer({ booking: b, onClose, currency }: { booking: FoundBooking | null; onClose: () => void; currency: string }) {
  return (
    <Drawer opened={b !== null} onClose={onClose} position="right" size={480} title={b ? `Booking #${b.bookingId}` : ''}>
      {b && (
        <Stack gap="xs">
          <Group gap="xs"><Text fw={600}>{b.activityName}</Text><Badge variant="light" color={statusColor(b.bookingStatus)}>{b.bookingStatus}</Badge></Group>
          <Text size="sm">{bookingDate(b.dateBooked)}, {b.startTime.slice(0, 5)}–{b.endTime.slice(0, 5)}</Text>
          <Text size="sm">{b.courts.join(', ')} · {b.slotCount} slot(s)</Text>
          <Text size="sm">{b.customerDetails.customerName} · {b.customerDetails.customerCountryCode} {b.customerDetails.customerMobile}</Text>
          {b.customerDetails.customerEmail && <Text size="sm">{b.customerDetails.customerEmail}</Text>}
          <Text size="sm">Balance: <b>{formatMoney(b.balance, currency)}</b></Text>
          <Text size="xs" c="dimmed">Booked by {b.isMarketplaceBooking ? 'Marketplace' : b.handler}, {stamp(b.bookingTimestamp)}</Text>
        </Stack>
      )}
    </Drawer>
  );
}
