import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import type { Slot } from '../../../../contract/availability';
import { useOnline } from '../../../lib/online/online-store';
import { fetchLockedStatus } from '../api/calendar-api';
import { useRemote } from '../hooks/use-remote';
import { SlotHeading } from './slot-heading';

/** A Locked slot explains itself and asks the server which brother court holds it (spec 1 §4). */
export function LockedSlotPanel({ slot }: { slot: Slot }) {
  const { t } = useTranslation('calendar');
  const online = useOnline();
  const load = useCallback((signal: AbortSignal) => fetchLockedStatus(slot, signal), [slot]);
  const key = online ? `${slot.courtId}|${slot.slotDate}|${slot.slotTime}` : null;
  const status = useRemote(key, load);
  return (
    <Stack gap="xs">
      <SlotHeading slot={slot} />
      <Text size="sm">{t('calendar:panel.locked')}</Text>
      {status?.state === 'loading' && <Loader size="xs" />}
      {status?.state === 'ready' && status.data.lockedBy && status.data.lockedBy.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('calendar:panel.heldThrough', {
            courts: status.data.lockedBy.map((court) => `${court.courtName} (${court.status})`).join(', '),
          })}
        </Text>
      )}
    </Stack>
  );
}
