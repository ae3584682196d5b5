import { Badge, Card, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Feature } from '../../../../contract/features';
import { WriteButton } from '../../../components/write-button';
import { shortTime } from '../../../lib/time/club-date';
import { fullyCheckedIn, type CourtsideRow } from '../courtside-model';

interface CardProps {
  row: CourtsideRow;
  busy: boolean;
  /** One tap: a single booking checks in at once; a group booking opens its attendees. */
  onCheckIn: (row: CourtsideRow) => void;
  onOpen: (row: CourtsideRow) => void;
}

/** One booking of today: time and court large enough to read at arm's length, one big button. */
export function BookingCard({ row, busy, onCheckIn, onOpen }: CardProps) {
  const { t } = useTranslation('courtside');
  const done = fullyCheckedIn(row);
  const group = (row.attendeeCount ?? 1) > 1;
  return (
    <Card withBorder radius="md" padding="md" data-testid={`courtside-booking-${row.bookingId}`}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <UnstyledButton onClick={() => onOpen(row)} style={{ flex: 1, minWidth: 0, minHeight: 56 }}>
          {/* Named by what it shows (time, court, customer, id) so speech matches sight (WCAG 2.5.3). */}
          <VisuallyHidden>{t('courtside:card.open')}</VisuallyHidden>
          <Stack gap={2}>
            <Group gap="sm" wrap="nowrap">
              <Text fw={700} size="xl">
                {shortTime(row.startTime)}–{shortTime(row.endTime)}
              </Text>
              <Text fw={600} size="lg" truncate>
                {row.courts.join(', ')}
              </Text>
            </Group>
            <Text size="lg" truncate>
              {row.customerName}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              #{row.bookingId} · {row.activityName}
              {row.customerMobile ? ` · ${row.customerMobile}` : ''}
              {group && row.checkedIn !== null ? t('courtside:card.checkedInOf', { checked: row.checkedIn, count: row.attendeeCount }) : ''}
            </Text>
          </Stack>
        </UnstyledButton>
        {done ? (
          <Badge color="teal" size="xl" h={56} px="lg">
            {t('courtside:card.checkedIn')}
          </Badge>
        ) : row.noShow ? (
          // A no-show is not checked in (the two exclude each other); the desk clears the mark first.
          <Badge color="orange" size="xl" h={56} px="lg">
            {t('courtside:card.noShow')}
          </Badge>
        ) : (
          <WriteButton
            feature={Feature.rescheduleCheckin}
            size="xl"
            h={56}
            miw={170}
            loading={busy}
            disabled={row.checkedIn === null}
            inlineReason
            onClick={() => (group ? onOpen(row) : onCheckIn(row))}
          >
            {group ? t('courtside:card.checkInGroup') : t('courtside:card.checkIn')}
          </WriteButton>
        )}
      </Group>
    </Card>
  );
}
