import { Alert, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { parseCheckinCode } from '../../../contract/courtside';
import { DataAge } from '../../components/data-age';
import { NEEDS_CONNECTION } from '../../components/write-guard';
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

/**
 * Courtside check-in (issue 8, ADR 0030): a tablet screen of today's bookings, now and next
 * first, searchable, one tap to check in; a typed or scanned check-in code opens the booking
 * ready to check in. Offline it lists the mirrored day with its age, check-in disabled.
 */
export function CourtsidePage() {
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
    if (!outcome.ok) showToast({ color: 'red', message: outcome.message });
    setVersion((v) => v + 1);
    reload();
  };

  const openCode = async (code: string) => {
    if (!online) {
      // Offline the code still finds the row on this screen; checking in waits for the connection.
      const parsed = parseCheckinCode(code);
      codes.settle(parsed ? null : 'Check-in code not found');
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
    if (!outcome.ok) showToast({ color: 'red', message: outcome.message });
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
          <Title order={2}>Courtside Check-in</Title>
          <Text c="dimmed">Today, {displayDate(todayIn(session?.timeZone))}</Text>
        </div>
        {source === 'mirror' && <DataAge fetchedAt={mirroredAt} size="sm" />}
      </Group>
      {!online && (
        <Alert color="yellow" title={NEEDS_CONNECTION}>
          Showing the day saved on this device. Check In needs a connection; group bookings and check-ins made elsewhere show once it is
          back.
        </Alert>
      )}
      <CodeEntry onCode={(c) => void openCode(c)} busy={codes.looking} error={codes.error} />
      <TextInput
        ref={searchField}
        size="lg"
        label="Search"
        placeholder="Name, phone or booking id"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        type="search"
      />
      {rows === undefined ? (
        <Loader />
      ) : visible.length === 0 ? (
        <Text c="dimmed" size="lg">
          {query ? 'No booking of today matches.' : 'No bookings today.'}
        </Text>
      ) : (
        <>
          {list('Now', sections.now)}
          {list('Next', sections.next)}
          {list('Earlier today', sections.earlier)}
        </>
      )}
      <CheckinModal bookingId={open} onClose={() => setOpen(null)} onChanged={reload} onCheckedIn={offerUndo} version={version} />
      <UndoBar offer={undo.offer} busy={undoing} onUndo={(o) => void takeBack(o)} />
    </Stack>
  );
}
