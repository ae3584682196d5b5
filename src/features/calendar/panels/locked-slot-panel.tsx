import { Loader, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { AvailabilityMessages, type Slot } from '../../../../contract/availability';
import { useOnline } from '../../../lib/online/online-store';
import { fetchLockedStatus } from '../api/calendar-api';
import { useRemote } from '../hooks/use-remote';
import { SlotHeading } from './slot-heading';

/** A Locked slot explains itself and asks the server which brother court holds it (spec 1 §4). */
export function LockedSlotPanel({ slot }: { slot: Slot }) {
  const online = useOnline();
  const load = useCallback((signal: AbortSignal) => fetchLockedStatus(slot, signal), [slot]);
  const key = online ? `${slot.courtId}|${slot.slotDate}|${slot.slotTime}` : null;
  const status = useRemote(key, load);
  return (
    <Stack gap="xs">
      <SlotHeading slot={slot} />
      <Text size="sm">{AvailabilityMessages.slotLocked}: a court that shares its space is in use.</Text>
      {status?.state === 'loading' && <Loader size="xs" />}
      {status?.state === 'ready' && status.data.lockedBy && status.data.lockedBy.length > 0 && (
        <Text size="sm" c="dimmed">
          Held through: {status.data.lockedBy.map((court) => `${court.courtName} (${court.status})`).join(', ')}
        </Text>
      )}
    </Stack>
  );
}
