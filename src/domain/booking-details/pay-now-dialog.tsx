import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Feature } from '../../../contract/features';
import { endpoints } from '../../../contract/endpoint-table';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { useOpenCount } from '../../lib/use-open-count';
import { AmountInput } from '../../components/typed-input/amount-input';
import { isRefused } from '../../components/typed-input/typed-text-input';
import { ActionDialog } from './action-dialog';
import { ModePicker } from './mode-picker';
import { bookingWrite, type FullBookingDetails } from './booking-api';
import { newIdempotencyKey } from '../../../contract/idempotency-key';
import { useUpiPayment } from '../checkout/use-upi-payment';
import { UpiPayment } from '../checkout/upi-payment';

interface PayNowProps {
  details: FullBookingDetails;
  /** 'court': Pay Now (Court Price) with a discount above 0; 'extras': Pay Now (Addons). */
  target: 'court' | 'extras';
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}

const wire = (v: string | number) => (v === '' ? '' : Number(v));

/** Pay Now: amount, optional discount and mode; the server checks the spec's rules and messages. */
export function PayNowDialog(props: PayNowProps) {
  // Each opening is a new form: amount, discount, add-on line, mode and key start over (issue 24).
  const opening = useOpenCount(props.opened);
  return <PayNowForm key={opening} {...props} />;
}

function PayNowForm({ details, target, opened, onClose, onDone }: PayNowProps) {
  const { t } = useTranslation('booking-details');
  const symbol = useCurrencySymbol();
  const [amount, setAmount] = useState<string | number>('');
  const [discount, setDiscount] = useState<string | number>('');
  const [mode, setMode] = useState(1);
  const [line, setLine] = useState<string | null>(null);
  // One key per opened dialog: a double click or a retry after a lost reply pays once.
  const [key] = useState(newIdempotencyKey);
  const summary = target === 'court' ? details.courtSummary : details.extrasSummary;
  // UPI (ADR 0082 addendum): the QR of this amount, the desk's confirmation and the optional UTR.
  const upi = useUpiPayment({
    amount: typeof amount === 'number' && amount > 0 ? amount : 0,
    mode,
    // The payer's app shows this note: it stays the same in every language of the console.
    note: `Booking ${details.bookingId} ${details.customerDetails.customerName}`,
  });
  const submit = () =>
    isRefused(amount) || isRefused(discount) || !upi.ready()
      ? null
      : target === 'court'
        ? bookingWrite(
            endpoints.bookings.payNow,
            {
              bookingId: details.bookingId,
              amount: wire(amount),
              discount: wire(discount),
              transactionData: { mode, type: 3 },
              ...(upi.utr === undefined ? {} : { utr: upi.utr }),
            },
            key,
          )
        : bookingWrite(
            endpoints.bookings.payExtras,
            {
              bookingId: details.bookingId,
              ebookingId: line ? Number(line) : null,
              amount: wire(amount),
              discount: wire(discount),
              transactionData: { mode, type: 3 },
              ...(upi.utr === undefined ? {} : { utr: upi.utr }),
            },
            key,
          );
  return (
    <ActionDialog
      title={target === 'court' ? t('booking-details:payNow.courtTitle') : t('booking-details:payNow.addonsTitle')}
      opened={opened}
      onClose={onClose}
      onDone={onDone}
      onSubmit={submit}
      submitLabel={t('booking-details:payNow.pay')}
      feature={Feature.bookingPayments}
      size={upi.panel ? 'lg' : 'md'}
    >
      <Text size="sm">{t('booking-details:payNow.balance', { amount: formatMoney(summary.balance, symbol) })}</Text>
      {target === 'extras' && (
        <Select
          label={t('booking-details:payNow.addon')}
          placeholder={t('booking-details:payNow.allAddons')}
          clearable
          data={details.extras.map((e) => ({ value: String(e.id), label: `${e.items} × ${e.quantity}` }))}
          value={line}
          onChange={setLine}
        />
      )}
      <AmountInput label={t('booking-details:payNow.amount')} value={amount} onChange={setAmount} />
      <AmountInput label={t('booking-details:payNow.discount')} value={discount} onChange={setDiscount} />
      <ModePicker value={mode} onChange={setMode} upi={upi.availability} />
      {upi.panel && <UpiPayment {...upi.panel} />}
    </ActionDialog>
  );
}
