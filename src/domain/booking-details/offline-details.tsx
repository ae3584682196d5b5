import { Badge, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Feature } from '../../../contract/features';
import { DataAge } from '../../components/data-age';
import { WriteButton } from '../../components/write-button';
import { WriteReason } from '../../components/write-reason';
import { displayDate, shortTime } from '../../lib/time/club-date';
import { useActivities } from '../../offline/mirror-queries';
import { useMirroredBooking } from '../../offline/mirrored-booking';

/**
 * Booking Details offline: what the mirrored calendar day holds (when, where, who, owed or not)
 * with its age, read-only. The actions are there but off, each saying it needs a connection.
 */
export function OfflineBookingDetails({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('booking-details');
  const booking = useMirroredBooking(bookingId);
  const activities = useActivities();
  if (booking === undefined) return <Loader size="sm" />;
  if (booking === null) return <Text c="dimmed">{t('booking-details:offline.notMirrored')}</Text>;
  const activity = activities?.find((a) => a.activityId === booking.activityId)?.activityName ?? '';
  const P = Feature.bookingPayments;
  const R = Feature.rescheduleCheckin;
  return (
    <Stack gap="sm" data-testid="booking-details" data-offline="true">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {activity ? `${activity} · ` : ''}#{bookingId}
        </Text>
        <Badge color={booking.paymentPending ? 'red' : 'green'} data-testid="payment-badge" style={{ flexShrink: 0 }}>
          {booking.paymentPending ? t('booking-details:summary.pending') : t('booking-details:summary.paid')}
        </Badge>
      </Group>
      <DataAge fetchedAt={booking.fetchedAt} c="orange.8" data-testid="details-age" />
      <div>
        <Text size="sm">{displayDate(booking.date)}</Text>
        {booking.slots.map((s) => (
          <Text key={`${s.courtName}|${s.slotTime}`} size="sm" c="dimmed">
            {s.courtName} · {shortTime(s.slotTime)} – {shortTime(s.endTime)}
          </Text>
        ))}
        <Divider my={6} />
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {booking.customerName}
        </Text>
      </div>
      <Text size="sm" c="dimmed">
        {t('booking-details:offline.more')}
      </Text>
      {/* Every action needs the server: shown off, with the reason written under them. */}
      <Group gap="xs">
        <WriteButton size="compact-sm" variant="light">
          {t('booking-details:actions.transaction')}
        </WriteButton>
        {booking.paymentPending && (
          <WriteButton feature={P} size="compact-sm">
            {t('booking-details:actions.payNow')}
          </WriteButton>
        )}
        <WriteButton feature={R} size="compact-sm" variant="light">
          {t('booking-details:actions.reschedule')}
        </WriteButton>
        <WriteButton feature={P} size="compact-sm" color="red" variant="light">
          {t('booking-details:actions.cancelBooking')}
        </WriteButton>
        <WriteButton feature={R} size="compact-sm">
          {t('booking-details:checkin.checkIn')}
        </WriteButton>
      </Group>
      <WriteReason feature={[P, R]} />
    </Stack>
  );
}
