import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Slot } from '../../../../contract/availability';
import { Feature } from '../../../../contract/features';
import type { WaitlistEntry } from '../../../../contract/waitlist';
import { NeedsConnection, useNeedsConnection } from '../../../components/needs-connection';
import { WriteButton } from '../../../components/write-button';
import { loadCart } from '../../../lib/cart/cart-api';
import { resyncCalendar } from '../../../offline/calendar-days';
import { useSession } from '../../../lib/session/session-store';
import { clockTimeIn } from '../../../lib/time/club-date';
import { entriesOfSlot } from './waitlist-overlay';
import { waitlistApi } from './waitlist-api';

// The form (with the country picker's flags) loads when first opened, not with the calendar.
const WaitlistForm = lazy(() => import('./waitlist-form').then((m) => ({ default: m.WaitlistForm })));

const STATUS_COLOR: Record<WaitlistEntry['status'], string> = {
  waiting: 'yellow',
  offered: 'blue',
  booked: 'green',
  expired: 'gray',
  removed: 'gray',
};

interface WaitlistSectionProps {
  slot: Slot;
  entries: WaitlistEntry[];
  /** False while there is no answer for the day (offline before the first read). */
  loaded: boolean;
  onChanged: () => void;
}

/**
 * The waitlist of one taken slot, in its panel (ADR 0080): who waits, in order, and whom it is
 * offered to; "Add to waitlist"; "Book offer" moves an offer into this desk's cart and opens
 * checkout with the customer filled in; "Remove". Offline, the writes say "Needs a connection".
 */
export function WaitlistSection({ slot, entries, loaded, onChanged }: WaitlistSectionProps) {
  const { t } = useTranslation('calendar');
  const timeZone = useSession()?.timeZone;
  // When an offer runs out, on the club's clock (the instant comes as UTC).
  const until = (iso: string | null) => (iso ? clockTimeIn(timeZone, new Date(iso)) : '');
  const [formOpen, setFormOpen] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const queue = entriesOfSlot(entries, slot).filter((e) => e.status === 'waiting' || e.status === 'offered');
  const waitingCount = queue.filter((e) => e.status === 'waiting').length;
  // Offline with no answer, an empty queue would read as true ("Nobody is waiting").
  const needsConnection = useNeedsConnection(loaded, onChanged);

  const act = async (entryId: number, action: () => Promise<unknown>) => {
    setBusy(entryId);
    try {
      await action();
    } finally {
      setBusy(null);
      onChanged();
      void resyncCalendar();
    }
  };
  const bookOffer = (entry: WaitlistEntry) =>
    act(entry.entryId, async () => {
      const outcome = await waitlistApi.convert(entry.entryId);
      if (!outcome.ok) return;
      await loadCart();
      navigate('/checkout', { state: { from: `${location.pathname}${location.search}`, customer: outcome.data.customerDetails } });
    });

  return (
    <Stack gap={6} data-testid="waitlist-section">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {waitingCount > 0 ? t('calendar:waitlist.titleWaiting', { n: waitingCount }) : t('calendar:waitlist.title')}
        </Text>
        <WriteButton feature={Feature.bookingCalendar} size="xs" variant="light" onClick={() => setFormOpen(true)}>
          {t('calendar:waitlist.add')}
        </WriteButton>
      </Group>
      {needsConnection && <NeedsConnection what={t('calendar:waitlist.what')} />}
      {!needsConnection && queue.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('calendar:waitlist.nobody')}
        </Text>
      )}
      {queue.map((entry) => (
        <Stack key={entry.entryId} gap={2} data-testid="waitlist-entry">
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={500} truncate>
              {entry.position}. {entry.customerName}
            </Text>
            <Badge size="xs" color={STATUS_COLOR[entry.status]}>
              {entry.status === 'offered' ? t('calendar:waitlist.status.offered') : t('calendar:waitlist.status.waiting')}
            </Badge>
            <Text size="xs" c="dimmed">
              {entry.courtId === null ? t('calendar:waitlist.anyCourtLower') : entry.courtName}
            </Text>
          </Group>
          {entry.status === 'offered' && (
            <Text size="xs">
              {t('calendar:waitlist.offeredUntil', { court: entry.offeredCourtName, time: until(entry.offerExpiresAt) })}
            </Text>
          )}
          <Group gap="xs">
            {entry.status === 'offered' && entry.offeredCourtId === slot.courtId && (
              <WriteButton
                feature={Feature.bookingCalendar}
                size="xs"
                loading={busy === entry.entryId}
                onClick={() => void bookOffer(entry)}
              >
                {t('calendar:waitlist.bookOffer')}
              </WriteButton>
            )}
            <WriteButton
              feature={Feature.bookingCalendar}
              size="xs"
              color="red"
              variant="subtle"
              loading={busy === entry.entryId}
              onClick={() => void act(entry.entryId, () => waitlistApi.remove(entry.entryId))}
            >
              {t('calendar:waitlist.remove')}
            </WriteButton>
          </Group>
        </Stack>
      ))}
      {formOpen && (
        <Suspense fallback={null}>
          <WaitlistForm slot={slot} opened onClose={() => setFormOpen(false)} onAdded={onChanged} />
        </Suspense>
      )}
    </Stack>
  );
}
