import { Badge, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n/i18n';
import { courtsideWords } from '../courtside-words';
import { Feature } from '../../../../contract/features';
import type { FullBookingDetails } from '../../../domain/booking-details/booking-api';
import { useBookingDetails } from '../../../domain/booking-details/use-booking-details';
import { WriteButton } from '../../../components/write-button';
import { useOnline } from '../../../lib/online/online-store';
import { currentSession, useSession } from '../../../lib/session/session-store';
import { clockTimeIn, displayDate, shortTime, todayIn } from '../../../lib/time/club-date';
import { checkInAllAttendees, checkInBooking } from '../api/courtside-api';

/** A check-in the screen just made, for its Undo: the booking, the attendees, who. */
export type CheckedIn = (bookingId: number, attendeeIds: number[], label: string) => void;

/** "Kavya Rao", "Kavya Rao (attendee 3)", "Kavya Rao (5 attendees)". */
export function checkedInLabel(name: string, attendeeIds: number[], attendeeCount: number): string {
  if (attendeeCount <= 1) return name;
  return attendeeIds.length === 1
    ? i18n.t('courtside:checkin.labelAttendee', { name, n: attendeeIds[0] })
    : i18n.t('courtside:checkin.labelAttendees', { name, count: attendeeIds.length });
}

const at = (iso: string) => clockTimeIn(currentSession()?.timeZone, new Date(iso));

/**
 * One booking ready to check in (after a tap on a group booking, a typed code or a scan): who,
 * when, where, and one large Check In — for a group booking one per attendee, as the details
 * panel's attendee id does (POST /booking/checkin with that id).
 */
interface ModalProps {
  bookingId: number | null;
  onClose: () => void;
  onChanged: () => void;
  onCheckedIn: CheckedIn;
  /** Bumped when check-ins changed elsewhere (an Undo): the open booking reads again. */
  version: number;
}

export function CheckinModal({ bookingId, onClose, onChanged, onCheckedIn, version }: ModalProps) {
  const { t } = useTranslation('courtside');
  return (
    <Modal opened={bookingId !== null} onClose={onClose} title={t('courtside:checkin.title')} size="lg" centered>
      {bookingId !== null && <CheckinBody bookingId={bookingId} onChanged={onChanged} onCheckedIn={onCheckedIn} version={version} />}
    </Modal>
  );
}

function CheckinBody({ bookingId, onChanged, onCheckedIn, version }: Omit<ModalProps, 'bookingId' | 'onClose'> & { bookingId: number }) {
  const { t } = useTranslation('courtside');
  const online = useOnline();
  const { state, reload } = useBookingDetails(bookingId, online);
  const [seen, setSeen] = useState(version);
  if (seen !== version) {
    setSeen(version);
    reload();
  }
  if (!online) return <Text c="dimmed">{t('common:write.needsConnection')}</Text>;
  if (state.state === 'loading') return <Loader />;
  if (state.state === 'failed') return <Text c="red">{state.message}</Text>;
  return (
    <Ready
      d={state.details}
      onCheckedIn={onCheckedIn}
      changed={() => {
        reload();
        onChanged();
      }}
    />
  );
}

function Ready({ d, changed, onCheckedIn }: { d: FullBookingDetails; changed: () => void; onCheckedIn: CheckedIn }) {
  const { t } = useTranslation('courtside');
  const session = useSession();
  const [error, setError] = useState<string | null>(null);
  const [allBusy, setAllBusy] = useState(false);
  const today = d.dateBooked === todayIn(session?.timeZone);
  const done = new Map(d.checkinData.map((c) => [c.attendee_id, c]));
  const name = d.customerDetails.customerName;
  const checkIn = async (attendee: number | null) => {
    const outcome = await checkInBooking(d.bookingId, attendee);
    setError(outcome.ok ? null : courtsideWords(outcome.message));
    if (!outcome.ok) return;
    const ids = [outcome.data.attendeeId ?? attendee ?? 1];
    onCheckedIn(d.bookingId, ids, checkedInLabel(name, ids, d.attendeeCount));
    changed();
  };
  // A group of twenty is one tap, not twenty (issue 27 item 8); Undo takes them all back.
  const checkInAll = async () => {
    setAllBusy(true);
    const outcome = await checkInAllAttendees(d.bookingId);
    setAllBusy(false);
    setError(outcome.ok ? null : courtsideWords(outcome.message));
    if (!outcome.ok) return;
    const ids = outcome.data.attendeeIds ?? [];
    onCheckedIn(d.bookingId, ids, checkedInLabel(name, ids, d.attendeeCount));
    changed();
  };
  const attendees = Array.from({ length: d.attendeeCount }, (_, i) => i + 1);
  const blocked = d.bookingCancelled || d.noShow || !today;
  return (
    <Stack gap="md" data-testid="courtside-checkin">
      <div>
        <Text fw={700} size="xl">
          {d.customerDetails.customerName}
        </Text>
        <Text>
          #{d.bookingId} · {d.activityName} · {displayDate(d.dateBooked)} {shortTime(d.startTime)}–{shortTime(d.endTime)} ·{' '}
          {d.courts.join(', ')}
        </Text>
      </div>
      {d.bookingCancelled && (
        <Text c="red" fw={600}>
          {t('courtside:checkin.cancelled')}
        </Text>
      )}
      {!d.bookingCancelled && d.noShow && <Text c="orange">{t('courtside:checkin.noShow')}</Text>}
      {!d.bookingCancelled && !d.noShow && !today && <Text c="orange">{t('courtside:checkin.notToday')}</Text>}
      {d.attendeeCount > 1 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('courtside:checkin.attendeesIn', { checked: done.size, count: d.attendeeCount })}</Text>
          {done.size < d.attendeeCount && (
            <WriteButton
              feature={Feature.rescheduleCheckin}
              size="lg"
              h={52}
              color="teal"
              disabled={blocked}
              loading={allBusy}
              inlineReason
              onClick={() => void checkInAll()}
            >
              {t('courtside:checkin.all', { count: d.attendeeCount - done.size })}
            </WriteButton>
          )}
        </Group>
      )}
      <SimpleGrid cols={d.attendeeCount > 1 ? { base: 2, sm: 3 } : 1}>
        {attendees.map((n) => {
          const c = done.get(n);
          const label = d.attendeeCount > 1 ? t('courtside:checkin.attendee', { n }) : t('courtside:checkin.title');
          return c ? (
            <Group
              key={n}
              gap="xs"
              justify="center"
              p="sm"
              bg="teal.0"
              style={{ borderRadius: 8, minHeight: 60 }}
              data-testid={`checked-${n}`}
            >
              <Badge color="teal" size="lg">
                {d.attendeeCount > 1 ? t('courtside:checkin.numberIn', { n }) : t('courtside:card.checkedIn')}
              </Badge>
              <Text size="sm">
                {at(c.timestamp)} · {c.handler}
              </Text>
            </Group>
          ) : (
            <WriteButton
              key={n}
              feature={Feature.rescheduleCheckin}
              size="lg"
              h={60}
              disabled={blocked}
              inlineReason
              onClick={() => void checkIn(d.attendeeCount > 1 ? n : null)}
            >
              {label}
            </WriteButton>
          );
        })}
      </SimpleGrid>
      {error && (
        <Text c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
