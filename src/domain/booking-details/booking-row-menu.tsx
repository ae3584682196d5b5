import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Suspense, useState } from 'react';
import { useWriteGuard } from '../../components/write-guard';
import { Feature } from '../../../contract/features';
import { fetchFullDetails, type FullBookingDetails } from './booking-api';
import { endpoints } from '../../../contract/endpoint-table';
import { openDownload } from '../../lib/download-link';
import { TransactionsDialog } from './transactions-dialog';
import { CancelDialog } from './cancel-dialog';
import { RescheduleDialog } from './reschedule-dialog';

interface Props {
  bookingId: number;
  /** Reschedule and Cancel are not offered for cancelled or marketplace bookings (spec 1 §2). */
  changeable: boolean;
  onChanged: () => void;
}

/**
 * The actions menu of a Find Bookings row (Transactions, Statements, Reschedule, Cancel), opening
 * the Booking Details dialogs. Clicks stay inside: the row itself opens the side drawer.
 */
export function BookingRowMenu(props: Props) {
  // Other screens show this: it waits for Booking Details' words in its own Suspense, so the screen behind never
  // gives way to its loader the first time (ADR 0085).
  return (
    <Suspense fallback={null}>
      <RowMenu {...props} />
    </Suspense>
  );
}

function RowMenu({ bookingId, changeable, onChanged }: Props) {
  const { t } = useTranslation('booking-details');
  const [dialog, setDialog] = useState<'transactions' | 'cancel' | 'reschedule' | null>(null);
  const [details, setDetails] = useState<FullBookingDetails | null>(null);
  const reschedule = useWriteGuard(Feature.rescheduleCheckin);
  const pay = useWriteGuard(Feature.bookingPayments);
  const close = () => setDialog(null);
  const openReschedule = async () => {
    const o = await fetchFullDetails(bookingId);
    if (!o.ok || !o.data.bookingDetails) return;
    setDetails(o.data.bookingDetails);
    setDialog('reschedule');
  };
  return (
    <div onClick={(e) => e.stopPropagation()}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('booking-details:rowMenu.label', { id: bookingId })}>
            ⋮
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setDialog('transactions')}>{t('booking-details:rowMenu.transactions')}</Menu.Item>
          <Menu.Item onClick={() => void openDownload(endpoints.documents.statement, { bookingId }, `statement-${bookingId}.pdf`)}>
            {t('booking-details:rowMenu.statements')}
          </Menu.Item>
          {changeable && (
            <Menu.Item disabled={reschedule.disabled} onClick={() => void openReschedule()}>
              {t('booking-details:rowMenu.reschedule')}
            </Menu.Item>
          )}
          {changeable && (
            <Menu.Item color="red" disabled={pay.disabled} onClick={() => setDialog('cancel')}>
              {t('booking-details:rowMenu.cancel')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <TransactionsDialog bookingId={bookingId} opened={dialog === 'transactions'} onClose={close} />
      {dialog === 'cancel' && <CancelDialog bookingId={bookingId} opened onClose={close} onDone={onChanged} />}
      {dialog === 'reschedule' && details && <RescheduleDialog details={details} opened onClose={close} onDone={onChanged} />}
    </div>
  );
}
