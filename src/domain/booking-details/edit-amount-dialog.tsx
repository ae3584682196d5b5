import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Feature } from '../../../contract/features';
import { endpoints } from '../../../contract/endpoint-table';
import { useOpenCount } from '../../lib/use-open-count';
import { AmountInput } from '../../components/typed-input/amount-input';
import { isRefused } from '../../components/typed-input/typed-text-input';
import { ActionDialog } from './action-dialog';
import { bookingWrite, type FullBookingDetails } from './booking-api';
import { newIdempotencyKey } from '../../../contract/idempotency-key';

/** Edit Amount (Court Price): the booking's new court price ('Updated Booking Amount'). */
export function EditAmountDialog(props: EditAmountProps) {
  // Each opening starts from the booking's current price, with a new key (issue 24).
  const opening = useOpenCount(props.opened);
  return <EditAmountForm key={opening} {...props} />;
}

interface EditAmountProps {
  details: FullBookingDetails;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}

function EditAmountForm({ details, opened, onClose, onDone }: EditAmountProps) {
  const { t } = useTranslation('booking-details');
  const [amount, setAmount] = useState<string | number>(details.courtSummary.gross);
  const [key] = useState(newIdempotencyKey);
  return (
    <ActionDialog
      title={t('booking-details:editAmount.title')}
      opened={opened}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() =>
        isRefused(amount)
          ? null
          : bookingWrite(
              endpoints.bookings.updateAmount,
              { bookingId: details.bookingId, amount: amount === '' ? '' : Number(amount) },
              `${key}-${amount}`,
            )
      }
      submitLabel={t('booking-details:editAmount.update')}
      feature={Feature.bookingPayments}
    >
      <AmountInput label={t('booking-details:editAmount.courtPrice')} value={amount} onChange={setAmount} />
    </ActionDialog>
  );
}
