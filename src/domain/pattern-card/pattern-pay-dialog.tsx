import { PasswordInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Feature } from '../../../contract/features';
import { endpoints } from '../../../contract/endpoint-table';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { useOpenCount } from '../../lib/use-open-count';
import { creditsOffered, creditsPaymentError } from '../../lib/payment-mode';
import { ActionDialog } from '../booking-details/action-dialog';
import { AmountInput } from '../../components/typed-input/amount-input';
import { isRefused, type TypedValue } from '../../components/typed-input/typed-text-input';
import { ModePicker } from '../booking-details/mode-picker';
import { bookingWrite } from '../booking-details/booking-api';
import { patternAmountError } from './pattern-rules';
import { newIdempotencyKey } from '../../../contract/idempotency-key';
import { useTranslation } from 'react-i18next';

interface Props {
  patternId: number;
  balance: number;
  /** The pattern's member and the credits they can spend today (null: not a member's pattern). */
  member: { credits: number | null; hasPin: boolean } | null;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}

type PayWith = 'money' | 'credits';

/**
 * Bulk Pay Now: amount and mode, no discount; never above the balance (the server refuses it).
 * A member's pattern may be paid with the member's credits and PIN instead (ADR 0037).
 */
export function PatternPayDialog(props: Props) {
  // Each opening is a new form: amount, mode, credits choice, PIN and key start over (issue 24).
  const opening = useOpenCount(props.opened);
  return <PatternPayForm key={opening} {...props} />;
}

function PatternPayForm({ patternId, balance, member, opened, onClose, onDone }: Props) {
  const { t } = useTranslation('pattern-card');
  const symbol = useCurrencySymbol();
  const [amount, setAmount] = useState<TypedValue>('');
  const [mode, setMode] = useState(1);
  const [payWith, setPayWith] = useState<PayWith>('money');
  const [pin, setPin] = useState('');
  // One key per opened dialog: a double click or a retry after a lost reply pays once.
  const [key] = useState(newIdempotencyKey);
  const credits = member?.credits ?? 0;
  const withCredits = payWith === 'credits' && creditsOffered({ isMember: member !== null, credits });
  return (
    <ActionDialog
      title={t('pattern-card:pay.title')}
      opened={opened}
      onClose={() => {
        // The PIN never waits in a closed dialog.
        setPin('');
        onClose();
      }}
      onDone={onDone}
      // A refused amount already shows its own message in the field: no second, wrong one ("required").
      localError={isRefused(amount) ? null : withCredits ? creditsPaymentError(amount, credits, pin) : patternAmountError(amount)}
      onSubmit={() =>
        isRefused(amount)
          ? null
          : withCredits
            ? bookingWrite(
                endpoints.bulk.payNow,
                { patternBookingId: patternId, amount: Number(amount), useCredits: true, memberPin: pin },
                key,
              )
            : bookingWrite(
                endpoints.bulk.payNow,
                { patternBookingId: patternId, amount: Number(amount), transactionData: { mode, type: 3 } },
                key,
              )
      }
      submitLabel={t('pattern-card:pay.submit')}
      feature={Feature.bookingPayments}
    >
      <Text size="sm">{t('pattern-card:pay.balance', { amount: formatMoney(balance, symbol) })}</Text>
      {member && creditsOffered({ isMember: true, credits }) && (
        <SegmentedControl
          aria-label={t('pattern-card:pay.payWith')}
          data={[
            { value: 'money', label: t('pattern-card:pay.money') },
            { value: 'credits', label: t('pattern-card:pay.memberCredits') },
          ]}
          value={payWith}
          onChange={(v) => setPayWith(v as PayWith)}
        />
      )}
      <AmountInput label={t('pattern-card:pay.amount')} value={amount} onChange={setAmount} data-autofocus />
      {withCredits ? (
        <Stack gap={4}>
          <Text size="sm" data-testid="member-credits">
            {t('pattern-card:pay.creditsAvailable', { amount: formatMoney(credits, symbol) })}
          </Text>
          {member?.hasPin === false && (
            <Text size="sm" c="red">
              {t('pattern-card:pay.noPin')}
            </Text>
          )}
          <PasswordInput
            label={t('pattern-card:pay.pin')}
            value={pin}
            onChange={(e) => setPin(e.currentTarget.value)}
            autoComplete="off"
            inputMode="numeric"
          />
        </Stack>
      ) : (
        <ModePicker value={mode} onChange={setMode} />
      )}
    </ActionDialog>
  );
}
