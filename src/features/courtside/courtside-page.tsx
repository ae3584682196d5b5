import { Alert, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CourtsideMessages } from '../../../contract/courtside';
import { parseCheckinCode } from '../../../contract/courtside';
import { DataAge } from '../../components/data-age';
import { showToast } from '../../lib/api/present-outcome';
import { useOnline } from '../../lib/online/online-store';
import { useSession } from '../../lib/session/session-store';
import { useShortcutFocus } from '../../lib/shortcuts/use-shortcut';
import { displayDate, nowTimeIn, todayIn } from '../../lib/time/club-date';
import { checkInBooking, undoCheckins } from './api/courtside-api';
import { BookingCard } from './components/booking-card';
import { CheckinModal } from './components/checkin-panel';
import { UndoBar } from './components/undo-bar';
import { useUndoOffer, type UndoOffer } from './hooks/use-undo';
import { CodeEntry } from './components/code-entry';
import { matches, sectionsAt, type CourtsideRow } from './courtside-model';
import { useCodeLookup } from './hooks/use-code-lookup';
import { useCourtsideDay } from './hooks/use-courtside-day';
import { courtsideWords } from './courtside-words';

/**
 * Courtside check-in (issue 8, ADR 0030): a tablet screen of today's bookings, now and next
 * first, searchable, one tap to check in; a typed or scanned check-in code opens the booking
 * ready to check in. Offline it lists the mirrored day with its age, check-in disabled.
 */
export function CourtsidePage() {
  const { t } = useTranslation('courtside');
  const session = useSession();
  const online = useOnline();
  const { rows, source, mirroredAt, reload } = useCourtsideDay();
  const [query, setQuery] = useState('');
  const searchField = useShortcutFocus<HTMLInputElement>('checkIn');
  const [open, setOpen] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const codes = useCodeLookup();
  const undo = useUndoOffer();
  const [undoing, setUndoing] = useState(false);
  // Bumped by an Undo so an open group booking reads its check-ins again.
  const [version, setVersion] = useState(0);
  const offerUndo = (bookingId: number, attendeeIds: number[], label: string) => {
    if (attendeeIds.length > 0) undo.offerUndo({ bookingId, attendeeIds, label });
  };
  const takeBack = async (offer: UndoOffer) => {
    setUndoing(true);
    const outcome = await undoCheckins(offer.bookingId, offer.attendeeIds);
    setUndoing(false);
    undo.clear();
    if (!outcome.ok) showToast({ color: 'red', message: courtsideWords(outcome.message) });
    setVersion((v) => v + 1);
    reload();
  };

  const openCode = async (code: string) => {
    if (!online) {
      // Offline the code still finds the row on this screen; checking in waits for the connection.
      const parsed = parseCheckinCode(code);
      codes.settle(parsed ? null : courtsideWords(CourtsideMessages.codeNotFound));
      if (parsed) setQuery(String(parsed.bookingId));
      return;
    }
    const bookingId = await codes.look(code);
    if (bookingId) setOpen(bookingId);
  };
  const checkIn = async (row: CourtsideRow) => {
    setBusy(row.bookingId);
    const outcome = await checkInBooking(row.bookingId, null);
    setBusy(null);
    if (!outcome.ok) showToast({ color: 'red', message: courtsideWords(outcome.message) });
    else offerUndo(row.bookingId, [outcome.data.attendeeId ?? 1], row.customerName);
    reload();
  };

  const visible = (rows ?? []).filter((r) => matches(r, query));
  const sections = sectionsAt(visible, nowTimeIn(session?.timeZone));
  const list = (title: string, items: CourtsideRow[]) =>
    items.length > 0 && (
      <Stack gap="xs" key={title}>
        <Title order={3}>{title}</Title>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
          {items.map((row) => (
            <BookingCard
              key={row.bookingId}
              row={row}
              busy={busy === row.bookingId}
              onCheckIn={(r) => void checkIn(r)}
              onOpen={(r) => setOpen(r.bookingId)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    );

  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{t('courtside:page.title')}</Title>
          <Text c="dimmed">{t('courtside:page.today', { date: displayDate(todayIn(session?.timeZone)) })}</Text>
        </div>
        {source === 'mirror' && <DataAge fetchedAt={mirroredAt} size="sm" />}
      </Group>
      {!online && (
        <Alert color="yellow" title={t('common:write.needsConnection')}>
          {t('courtside:page.offline')}
        </Alert>
      )}
      <CodeEntry onCode={(c) => void openCode(c)} busy={codes.looking} error={codes.error} />
      <TextInput
        ref={searchField}
        size="lg"
        label={t('courtside:page.search')}
        placeholder={t('courtside:page.searchPlaceholder')}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        type="search"
      />
      {rows === undefined ? (
        <Loader />
      ) : visible.length === 0 ? (
        <Text c="dimmed" size="lg">
          {query ? t('courtside:page.noMatch') : t('courtside:page.none')}
        </Text>
      ) : (
        <>
          {list(t('courtside:page.now'), sections.now)}
          {list(t('courtside:page.next'), sections.next)}
          {list(t('courtside:page.earlier'), sections.earlier)}
        </>
      )}
      <CheckinModal bookingId={open} onClose={() => setOpen(null)} onChanged={reload} onCheckedIn={offerUndo} version={version} />
      <UndoBar offer={undo.offer} busy={undoing} onUndo={(o) => void takeBack(o)} />
    </Stack>
  );
}
