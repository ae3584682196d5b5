import { Badge, Divider, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingDetails } from '../../../contract/booking';
import { FEE_LINE_NAMES } from '../../../contract/cancel-fees';
import { i18n } from '../../lib/i18n/i18n';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { displayDate, shortTime } from '../../lib/time/club-date';

/** Payment badge (spec 1 §4): Paid green / Pending red, grey when the booking is cancelled. */
export function PaymentBadge({ details }: { details: BookingDetails }) {
  const { t } = useTranslation('booking-details');
  const color = details.bookingCancelled ? 'gray' : details.balance > 0 ? 'red' : 'green';
  return (
    <Badge color={color} data-testid="payment-badge" data-color={color}>
      {details.balance > 0 ? t('booking-details:summary.pending') : t('booking-details:summary.paid')}
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
  const { t } = useTranslation('booking-details');
  const c = details.customerDetails;
  return (
    <div>
      <Text size="sm">{displayDate(details.dateBooked)}</Text>
      <Text size="sm" c="dimmed">
        {t('booking-details:summary.times', {
          start: shortTime(details.startTime),
          end: shortTime(details.endTime),
          slots: details.slotCount,
        })}
      </Text>
      {details.bookedCourts.map((court) => (
        <Text key={`${court.courtName}|${court.time}`} size="sm" c="dimmed">
          {court.courtName} · {courtTime(court.time)}
          {details.activityType === 1 ? t('booking-details:summary.places', { places: court.count }) : ''}
        </Text>
      ))}
      <Divider my={6} />
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {c.customerName}
      </Text>
      <Text size="sm">
        {c.customerCountryCode} {c.customerMobile}
      </Text>
      {c.customerEmail && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {c.customerEmail}
        </Text>
      )}
    </div>
  );
}

type Summary = BookingDetails['summary'];

/**
 * The parts of a booking's money, one column each: Court, Add-ons when it has any, Fees when a
 * late-cancel or no-show fee is on it (ADR 0079), and Total only beside another part (alone it
 * repeats Court).
 */
export function summaryColumns(details: Pick<BookingDetails, 'extras' | 'courtSummary' | 'extrasSummary' | 'summary' | 'feeSummary'>) {
  const columns: [string, Summary][] = [[i18n.t('booking-details:summary.court'), details.courtSummary]];
  if (details.extras.length > 0) columns.push([i18n.t('booking-details:summary.addons'), details.extrasSummary]);
  if (details.feeSummary && details.feeSummary.gross > 0) columns.push([i18n.t('booking-details:summary.fees'), details.feeSummary]);
  if (columns.length > 1) columns.push([i18n.t('booking-details:summary.total'), details.summary]);
  return columns;
}

const FIGURES = [
  ['booking-details:summary.gross', 'gross'],
  ['booking-details:summary.discount', 'discount'],
  ['booking-details:summary.gst', 'gst'],
  ['booking-details:summary.advance', 'advance'],
  ['booking-details:summary.balance', 'balance'],
] as const;

/** The rows shown: GST only when some part has tax added on top of its price (ADR 0082). */
function figuresOf(columns: [string, Summary][]) {
  return FIGURES.filter(([, key]) => key !== 'gst' || columns.some(([, s]) => (s.gst ?? 0) > 0));
}

/**
 * Gross, discount, advance (paid) and balance as rows, the parts (court, add-ons, total) as
 * columns: at most three money columns, so lakh amounts fit the 400 px drawer at 1280 and on a
 * tablet. An amount is never broken; were a crore ever too wide, the table scrolls inside the
 * drawer rather than being cut off at its edge.
 */
export function MoneySummary({ details }: { details: BookingDetails }) {
  const { t } = useTranslation('booking-details');
  const symbol = useCurrencySymbol();
  const columns = summaryColumns(details);
  return (
    <div style={{ overflowX: 'auto' }} data-testid="payment-summary">
      <Table fz="xs" withRowBorders={false} horizontalSpacing={4} verticalSpacing={4} aria-label={t('booking-details:summary.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {columns.map(([label]) => (
              <Table.Th key={label} ta="right">
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {figuresOf(columns).map(([label, key]) => (
            <Table.Tr key={key} fw={key === 'balance' ? 700 : undefined}>
              <Table.Td>{t(label)}</Table.Td>
              {columns.map(([part, s]) => (
                <Table.Td key={part} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(s[key] ?? 0, symbol)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {details.credits > 0 && (
          <Table.Caption>
            <Group gap={4}>{t('booking-details:summary.creditsUsed', { amount: formatMoney(details.credits, symbol) })}</Group>
          </Table.Caption>
        )}
      </Table>
      {(details.fees ?? []).map((f) => (
        <Text key={f.id} size="xs" c="orange.8" data-testid="fee-line">
          {FEE_LINE_NAMES[f.kind]}: {formatMoney(f.amount, symbol)}
        </Text>
      ))}
    </div>
  );
}
