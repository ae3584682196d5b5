import { Badge, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { Feature } from '../../../contract/features';
import type { PatternDetails } from '../../../contract/pattern';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { bookingStatusName } from '../../lib/i18n/contract-names';
import { displayDate, shortTime } from '../../lib/time/club-date';
import { WriteButton } from '../../components/write-button';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<string, string> = { Cancelled: 'gray', Completed: 'teal', Ongoing: 'blue', Upcoming: 'indigo' };

interface Props {
  details: PatternDetails;
  opened: boolean;
  onClose: () => void;
  /** Cancel one upcoming occurrence (opens Cancel Booking on it). */
  onCancelOne: (bookingId: number) => void;
}

/** See All Bookings: every occurrence of the pattern with its state, and what was skipped at booking. */
export function OccurrencesDialog({ details: d, opened, onClose, onCancelOne }: Props) {
  const { t } = useTranslation('pattern-card');
  const symbol = useCurrencySymbol();
  const open = d.cancelled !== 1;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('pattern-card:all.title', { total: d.occurrences })}
      size={880}
      closeButtonProps={{ 'aria-label': t('pattern-card:all.close') }}
    >
      {d.skippedSlots.length > 0 && (
        <Text size="sm" c="dimmed" mb="xs">
          {t('pattern-card:all.skipped', { skipped: d.skippedSlots.length })}
        </Text>
      )}
      <ScrollArea.Autosize mah={460}>
        <Table striped stickyHeader fz="sm" data-testid="pattern-occurrences">
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('pattern-card:all.bookingId')}</Table.Th>
              <Table.Th>{t('pattern-card:all.date')}</Table.Th>
              <Table.Th>{t('pattern-card:all.time')}</Table.Th>
              <Table.Th>{t('pattern-card:all.courts')}</Table.Th>
              <Table.Th ta="right">{t('pattern-card:all.gross')}</Table.Th>
              <Table.Th miw={120}>{t('pattern-card:all.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.occurrencesList.map((o) => (
              <Table.Tr key={o.bookingId}>
                <Table.Td>#{o.bookingId}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayDate(o.dateBooked)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {shortTime(o.startTime)} – {shortTime(o.endTime)}
                </Table.Td>
                <Table.Td>{o.courts.join(', ')}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(o.grossAmount, symbol)}
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={STATUS_COLOR[o.bookingStatus]}>
                    {bookingStatusName(o.bookingStatus)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {open && o.bookingStatus === 'Upcoming' && (
                    <WriteButton
                      feature={Feature.bookingPayments}
                      size="compact-xs"
                      color="red"
                      variant="subtle"
                      aria-label={t('pattern-card:all.cancelOne', { id: o.bookingId })}
                      onClick={() => onCancelOne(o.bookingId)}
                    >
                      {t('pattern-card:all.cancel')}
                    </WriteButton>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Modal>
  );
}
