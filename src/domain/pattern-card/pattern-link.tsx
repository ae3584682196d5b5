import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { PatternCard } from './pattern-card';

/**
 * In an occurrence's Booking Details: which bulk booking it belongs to, and its card (See All
 * Bookings, Pay Now, Cancel for one / from a date / all) one tap away — the pattern holds the money.
 */
export function PatternLink({ patternId, onChanged }: { patternId: number; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">Part of Bulk Booking #{patternId}</Text>
        <Button size="compact-sm" variant="light" onClick={() => setOpen(true)}>
          Open Bulk Booking
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Bulk Booking #${patternId}`} size={620}>
        {open && <PatternCard patternId={patternId} onChanged={onChanged} />}
      </Modal>
    </>
  );
}
