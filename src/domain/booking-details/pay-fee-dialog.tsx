import { Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Feature } from '../../../contract/features';
import { endpoints } from '../../../contract/endpoint-table';
import { settingsFromStored } from '../../../contract/club-settings';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { useOpenCount } from '../../lib/use-open-count';
import { useSession } from '../../lib/session/session-store';
import { AmountInput } from '../../components/typed-input/amount-input';
import { isRefused } from '../../components/typed-input/typed-text-input';
import { ActionDialog } from './action-dialog';
import { ModePicker } from './mode-picker';
import { bookingWrite, type FullBookingDetails } from './booking-api';
import { newIdempotencyKey } from '../../../contract/idempotency-key';

interface PayFeeProps {
  details: FullBookingDetails;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Pay Fee (ADR 0079): pays a booking's late-cancel or no-show fee in money, or from the member's
 * credits when the club allows it. The amount starts at what the fees owe; the server refuses
 * more than that, a non-member paying from credits and credits the member does not have.
 */
export function PayFeeDialog(props: PayFeeProps) {
  const opening = useOpenCount(props.opened);
  return <PayFeeForm key={opening} {...props} />;
}

function PayFeeForm({ details, opened, onClose, onDone }: PayFeeProps) {
  const { t } = useTranslation('booking-details');
  const symbol = useCurrencySymbol();
  const session = useSession();
  const allowCredits = settingsFromStored(session?.config).cancelFees.feeFromCredits;
  const owed = details.feeSummary?.balance ?? 0;
  const [amount, setAmount] = useState<string | number>(owed);
  const [mode, setMode] = useState(1);
  const [fromCredits, setFromCredits] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const submit = () =>
    isRefused(amount)
      ? null
      : bookingWrite(
          endpoints.bookings.payFee,
          { bookingId: details.bookingId, amount: amount === '' ? '' : Number(amount), mode: fromCredits ? null : mode, fromCredits },
          key,
        );
  return (
    <ActionDialog
      title={t('booking-details:payFee.title')}
      opened={opened}
      onClose={onClose}
      onDone={onDone}
      onSubmit={submit}
      submitLabel={t('booking-details:payNow.pay')}
      feature={Feature.bookingPayments}
    >
      <Text size="sm">{t('booking-details:payFee.owed', { amount: formatMoney(owed, symbol) })}</Text>
      <AmountInput label={t('booking-details:payFee.amount')} value={amount} onChange={setAmount} />
      {allowCredits && (
        <Switch
          label={t('booking-details:payFee.fromCredits')}
          checked={fromCredits}
          onChange={(e) => setFromCredits(e.currentTarget.checked)}
        />
      )}
      {!fromCredits && <ModePicker value={mode} onChange={setMode} />}
    </ActionDialog>
  );
}
