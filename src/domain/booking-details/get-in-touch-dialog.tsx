import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('booking-details');
  const [venueMobile, setVenueMobile] = useState('');
  return (
    <ActionDialog
      title={t('booking-details:getInTouch.title')}
      opened={opened}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() => bookingWrite(endpoints.bookings.getInTouch, { bookingId, venueMobile })}
      submitLabel={t('booking-details:getInTouch.submit')}
      feature={Feature.rescheduleCheckin}
    >
      <TextInput
        label={t('booking-details:getInTouch.venueMobile')}
        value={venueMobile}
        onChange={(e) => setVenueMobile(e.currentTarget.value)}
        inputMode="tel"
      />
    </ActionDialog>
  );
}
