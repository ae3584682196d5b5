import { Badge, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attendeeIdOf } from '../../../contract/booking-actions';
import { endpoints } from '../../../contract/endpoint-table';
import { Feature } from '../../../contract/features';
import { i18n } from '../../lib/i18n/i18n';
import { currentSession, useSession } from '../../lib/session/session-store';
import { clockTimeIn, todayIn } from '../../lib/time/club-date';
import { WriteButton } from '../../components/write-button';
import { bookingWrite, type FullBookingDetails } from './booking-api';

/** The contract's attendeeRange (its English, kept equal by a test) in the language on screen. */
export function attendeeRangeMessage(count: number): string {
  return count === 1 ? i18n.t('booking-details:checkin.attendeeOne') : i18n.t('booking-details:checkin.attendeeRange', { max: count });
}

const at = (iso: string) => clockTimeIn(currentSession()?.timeZone, new Date(iso));

/**
 * Check In (spec 1 §4): becomes 'Checked In' with time and handler. A booking of several
 * attendees checks in one attendee id at a time, only on the booking's date (club time).
 */
export function CheckinSection({ details, onDone }: { details: FullBookingDetails; onDone: () => void }) {
  const { t } = useTranslation('booking-details');
  const session = useSession();
  const [attendee, setAttendee] = useState('');
  const [error, setError] = useState<string | null>(null);
  const today = details.dateBooked === todayIn(session?.timeZone);
  const multi = details.attendeeCount > 1;
  const checkIn = async (typed?: number | string) => {
    // What was typed is checked, never moved into range: an id outside the list is not sent.
    const id = multi ? attendeeIdOf(typed, details.attendeeCount) : null;
    if (multi && id === null) return setError(attendeeRangeMessage(details.attendeeCount));
    const outcome = await bookingWrite(endpoints.bookings.checkin, { bookingId: details.bookingId, id });
    if (!outcome.ok) return setError(outcome.message);
    setError(null);
    setAttendee('');
    onDone();
  };
  const done = details.checkinData;
  if (details.noShow) {
    // Checked in and no-show exclude each other: the mark is cleared before anyone checks in.
    return (
      <Badge color="orange" size="lg">
        {t('booking-details:checkin.noShow')}
      </Badge>
    );
  }
  if (!multi && done.length > 0) {
    return (
      <Group gap="xs">
        <Badge color="teal" size="lg">
          {t('booking-details:checkin.checkedIn')}
        </Badge>
        <Text size="sm">
          {at(done[0].timestamp)} · {done[0].handler}
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap={6}>
      {multi && (
        <Text size="sm">
          {t('booking-details:checkin.attendees', { done: done.length, total: details.attendeeCount })}
          {done.map((c) => ` · #${c.attendee_id} ${at(c.timestamp)} ${c.handler}`).join('')}
        </Text>
      )}
      <Group gap="xs" align="flex-end">
        {/* Plain text: NumberInput dropped the minus and the point of "-2" or "2.5"; attendeeIdOf judges what was typed. */}
        {multi && (
          <TextInput
            label={t('booking-details:checkin.attendeeId')}
            value={attendee}
            onChange={(e) => setAttendee(e.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
            w={120}
          />
        )}
        <WriteButton feature={Feature.rescheduleCheckin} disabled={!today} onClick={() => void checkIn(multi ? attendee : undefined)}>
          {t('booking-details:checkin.checkIn')}
        </WriteButton>
      </Group>
      {!today && (
        <Text size="xs" c="dimmed">
          {t('booking-details:checkin.notToday')}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
