import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UndoOffer } from '../hooks/use-undo';

interface Props {
  offer: UndoOffer | null;
  busy: boolean;
  onUndo: (offer: UndoOffer) => void;
}

/**
 * The bar under the screen after a check-in: who was checked in and a large Undo with the
 * seconds left. Above any dialog (a group's attendees are checked in inside one), and a plain
 * button for a finger: nothing depends on hover.
 */
export function UndoBar({ offer, busy, onUndo }: Props) {
  const { t } = useTranslation('courtside');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!offer) return;
    const tick = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(tick);
  }, [offer]);
  if (!offer) return null;
  const left = Math.max(0, Math.ceil((offer.until - now) / 1000));
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={400}>
      <Paper shadow="lg" radius="md" p="sm" bg="dark.6" maw={760} mx="auto" data-testid="undo-bar" role="status">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Text c="white" size="lg" truncate>
            {t('courtside:undo.checkedIn', { label: offer.label })}
          </Text>
          <Button size="lg" h={52} miw={170} color="yellow" variant="filled" loading={busy} onClick={() => onUndo(offer)}>
            {t('courtside:undo.undo', { left })}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
