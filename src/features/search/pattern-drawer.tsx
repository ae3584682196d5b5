import { Badge, Drawer, Group, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { PatternDetails } from '../../../contract/pattern';
import { daysLabel } from '../../components/pattern-form/pattern-form-state';
import { formatMoney } from '../../lib/money';
import { fetchPatternDetails } from './api/search-api';
import { bookingDate, statusColor } from './tables/format';

const FLAG_LABEL = ['Active', 'Cancelled', 'Partially cancelled'];

/** The side drawer of a bulk result: the pattern, its money, and See All Bookings (each occurrence's state). */
export function PatternDrawer({ patternId, onClose, currency }: { patternId: number | null; onClose: () => void; currency: string }) {
  const [details, setDetails] = useState<PatternDetails | null>(null);
  useEffect(() => {
    setDetails(null);
    if (patternId === null) return;
    void fetchPatternDetails(patternId).then((o) => o.ok && o.data.patternBooking && setDetails(o.data.patternBooking));
  }, [patternId]);
  return (
    <Drawer opened={patternId !== null} onClose={onClose} position="right" size={560} title={`Bulk Booking #${patternId ?? ''}`}>
      {!details ? <Loader /> : (
        <Stack gap="sm">
          <Group gap="xs"><Text fw={600}>{details.activityName}</Text><Badge color={details.cancelled === 1 ? 'gray' : details.cancelled === 2 ? 'orange' : 'green'}>{FLAG_LABEL[details.cancelled]}</Badge></Group>
          <Text size="sm">{details.customerDetails.customerName} · {details.customerDetails.customerCountryCode} {details.customerDetails.customerMobile}</Text>
          <Text size="sm">{details.courts.join(', ')} · {daysLabel(details.days)} · {details.allDay ? 'All day' : `${details.startTime.slice(0, 5)}–${details.endTime.slice(0, 5)}`}</Text>
          <Text size="sm">{bookingDate(details.startDate)} – {bookingDate(details.endDate)}</Text>
          <Group gap="lg">
            <Text size="sm">Gross <b>{formatMoney(details.summary.gross, currency)}</b></Text>
            <Text size="sm">Paid <b>{formatMoney(details.summary.paid, currency)}</b></Text>
            <Text size="sm">Balance <b>{formatMoney(details.summary.balance, currency)}</b></Text>
          </Group>
          {details.summary.cancellationFee > 0 && <Text size="xs" c="dimmed">Kept on cancellation: {formatMoney(details.summary.cancellationFee, currency)}</Text>}
          {details.remarks && <Text size="sm">Remarks: {details.remarks}</Text>}
          {details.skippedSlots.length > 0 && <Text size="xs" c="dimmed">{details.skippedSlots.length} slot(s) were unavailable and not booked.</Text>}
          <Text fw={600} mt="sm">All Bookings ({details.occurrences})</Text>
          <ScrollArea.Autosize mah={420}>
            <Table striped withTableBorder stickyHeader>
              <Table.Thead><Table.Tr><Table.Th>Date</Table.Th><Table.Th>Time</Table.Th><Table.Th>Courts</Table.Th><Table.Th>Status</Table.Th></Table.Tr></Table.Thead>
              <Table.Tbody>
                {details.occurrencesList.map((o) => (
                  <Table.Tr key={o.bookingId}>
                    <Table.Td>{bookingDate(o.dateBooked)}</Table.Td>
                    <Table.Td>{o.startTime.slice(0, 5)}–{o.endTime.slice(0, 5)}</Table.Td>
                    <Table.Td>{o.courts.join(', ')}</Table.Td>
                    <Table.Td><Badge size="sm" variant="light" color={statusColor(o.bookingStatus)}>{o.bookingStatus}</Badge></Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Stack>
      )}
    </Drawer>
  );
}
