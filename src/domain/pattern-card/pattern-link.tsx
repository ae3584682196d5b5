import { Button, Group, Modal, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { PatternCard } from './pattern-card';
import { useTranslation } from 'react-i18next';

/**
 * In an occurrence's Booking Details: which bulk booking it belongs to, and its card (See All
 * Bookings, Pay Now, Cancel for one / from a date / all) one tap away — the pattern holds the money.
 */
export function PatternLink(props: { patternId: number; onChanged: () => void }) {
  // Booking Details shows it: its words load with it, not with the drawer.
  return (
    <Suspense fallback={null}>
      <LinkRow {...props} />
    </Suspense>
  );
}

function LinkRow({ patternId, onChanged }: { patternId: number; onChanged: () => void }) {
  const { t } = useTranslation('pattern-card');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t('pattern-card:link.partOf', { id: patternId })}</Text>
        <Button size="compact-sm" variant="light" onClick={() => setOpen(true)}>
          {t('pattern-card:link.open')}
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('pattern-card:link.title', { id: patternId })} size={620}>
        {open && <PatternCard patternId={patternId} onChanged={onChanged} />}
      </Modal>
    </>
  );
}
