import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { Feature } from '../../../contract/features';
import { endpoints } from '../../../contract/endpoint-table';
import { ActionDialog } from './action-dialog';
import { bookingWrite } from './booking-api';

/** Get in Touch: a call-back request connecting the venue's mobile with a marketplace customer. */
export function GetInTouchDialog({
  bookingId,
  opened,
  onClose,
  onDone,
}: {
  bookingId: number;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [venueMobile, setVenueMobile] = useState('');
  return (
    <ActionDialog
      title="Get in Touch"
      opened={opened}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() => bookingWrite(endpoints.bookings.getInTouch, { bookingId, venueMobile })}
      submitLabel="Request a call"
      feature={Feature.rescheduleCheckin}
    >
      <TextInput label="Venue mobile" value={venueMobile} onChange={(e) => setVenueMobile(e.currentTarget.value)} inputMode="tel" />
    </ActionDialog>
  );
}
