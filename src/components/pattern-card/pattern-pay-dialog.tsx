import { NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { Feature } from '../../../contract/features';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { ActionDialog } from '../booking-details/action-dialog';
import { ModePicker } from '../booking-details/mode-picker';
import { bookingWrite, newKey } from '../booking-details/booking-api';
import { patternAmountError } from './pattern-rules';

interface Props {
  patternId: number;
  balance: number;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** Bulk Pay Now: amount and mode, no discount; never above the balance (the server refuses it). */
export function PatternPayDialog({ patternId, balance, opened, onClose, onDone }: Props) {
  const symbol = useCurrencySymbol();
  const [amount, setAmount] = useState<string | number>('');
  const [mode, setMode] = useState(1);
  // One key per opened dialog: a double click or a retry after a lost reply pays once.
  const [key, setKey] = useState(newKey);
  return (
    <ActionDialog
      title="Pay Now"
      opened={opened}
      onClose={onClose}
      onDone={() => {
        setAmount('');
        setKey(newKey());
        onDone();
      }}
      localError={patternAmountError(amount)}
      onSubmit={() => bookingWrite('/booking/pattern/payment/update', { patternBookingId: patternId, amount: Number(amount), transactionData: { mode, type: 3 } }, key)}
      submitLabel="Pay"
      feature={Feature.bookingPayments}
    >
      <Text size="sm">Balance: {formatMoney(balance, symbol)}</Text>
      <NumberInput label="Amount" value={amount} onChange={setAmount} min={0} decimalScale={2} hideControls data-autofocus />
      <ModePicker value={mode} onChange={setMode} />
    </ActionDialog>
  );
}
