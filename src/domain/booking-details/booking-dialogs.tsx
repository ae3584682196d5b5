import type { FullBookingDetails } from './booking-api';
import type { DialogName } from './booking-actions';
import { PayNowDialog } from './pay-now-dialog';
import { PayFeeDialog } from './pay-fee-dialog';
import { AddAddonsDialog } from './add-addons-dialog';
import { EditAmountDialog } from './edit-amount-dialog';
import { TransactionsDialog } from './transactions-dialog';
import { CancelDialog } from './cancel-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { GetInTouchDialog } from './get-in-touch-dialog';

/** The dialogs of Booking Details; one open at a time. */
export function BookingDialogs({
  details,
  dialog,
  close,
  changed,
}: {
  details: FullBookingDetails;
  dialog: DialogName | null;
  close: () => void;
  changed: () => void;
}) {
  const common = { onClose: close, onDone: changed };
  const id = details.bookingId;
  return (
    <>
      <PayNowDialog details={details} target="court" opened={dialog === 'payCourt'} {...common} />
      <PayNowDialog details={details} target="extras" opened={dialog === 'payExtras'} {...common} />
      <PayFeeDialog details={details} opened={dialog === 'payFee'} {...common} />
      <AddAddonsDialog activityId={details.activityId} target={{ bookingId: id }} opened={dialog === 'addAddons'} {...common} />
      {dialog === 'editAmount' && <EditAmountDialog details={details} opened {...common} />}
      <TransactionsDialog bookingId={id} opened={dialog === 'transactions'} onClose={close} />
      {dialog === 'cancel' && <CancelDialog bookingId={id} opened {...common} />}
      {dialog === 'reschedule' && <RescheduleDialog details={details} opened {...common} />}
      <GetInTouchDialog bookingId={id} opened={dialog === 'getInTouch'} {...common} />
    </>
  );
}
