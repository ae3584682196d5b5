import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { Feature } from '../../../contract/features';
import { PackageMessages } from '../../../contract/packages';
import { PaymentModeField } from '../../components/payment-mode-field';
import { WriteButton } from '../../components/write-button';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { amountOf, initialPaid, type PaidState } from '../../lib/payment-mode';
import { endpoints } from '../../../contract/endpoint-table';
import { api } from '../../lib/api/client';
import { useOpenCount } from '../../lib/use-open-count';
import { newIdempotencyKey } from '../../../contract/idempotency-key';
import { useUpiPayment } from '../checkout/use-upi-payment';
import { UpiPayment } from '../checkout/upi-payment';
import { useTranslation } from 'react-i18next';

interface Props {
  target: { subscriptionId: number; packageName: string; balance: number } | null;
  onClose: () => void;
  onDone: () => void;
}

/** The Pay Now rules of spec 2 §5: required, above 0, not above the balance. */
export function payNowError(amount: number | string, balance: number): string | null {
  const value = amountOf(amount);
  if (value === null) return PackageMessages.amountRequired;
  if (value <= 0) return PackageMessages.amountPositive;
  if (value > balance) return PackageMessages.amountAboveBalance;
  return null;
}

/** POST /api/membership/subscription/payment/update: a type 3 payment on a subscription's balance. */
export function payBalance(subscriptionId: number, paid: PaidState, idempotencyKey: string, utr?: string) {
  const body = {
    subscriptionId,
    amount: paid.amount === '' ? null : Number(paid.amount),
    transactionData: { type: 3, mode: paid.mode },
    ...(utr === undefined ? {} : { utr }),
  };
  return api.call(endpoints.packages.subscriptionPaymentUpdate, body, { present: { success: true, failure: 'error' }, idempotencyKey });
}

/** Pay Now on a package balance (Members page, drawer, Package Details): a type 3 payment linked to the subscription. */
export function PayNowDialog(props: Props) {
  // Each opening is a new form (amount, mode, key): keyed on openings, not on the target object,
  // so a parent re-render never wipes what is being typed (issue 24).
  const opening = useOpenCount(props.target !== null);
  // Its words load with the dialog, in its own Suspense: the page holding it (Members, All Members
  // List) does not wait for them.
  return (
    <Suspense fallback={null}>
      <PayNowForm key={opening} {...props} />
    </Suspense>
  );
}

function PayNowForm({ target, onClose, onDone }: Props) {
  const { t } = useTranslation('package-pay-now');
  const symbol = useCurrencySymbol();
  const [paid, setPaid] = useState<PaidState>(initialPaid);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [key] = useState(newIdempotencyKey);
  // UPI (ADR 0082 addendum): the QR of this amount, the desk's confirmation and the optional UTR.
  const upi = useUpiPayment({
    amount: amountOf(paid.amount) ?? 0,
    mode: paid.mode,
    note: `Package ${target?.subscriptionId ?? ''} ${target?.packageName ?? ''}`.trim(),
  });

  const save = async () => {
    if (!target) return;
    const found = payNowError(paid.amount, target.balance);
    setError(found);
    if (found || !upi.ready()) return;
    setSaving(true);
    const outcome = await payBalance(target.subscriptionId, paid, key, upi.utr);
    setSaving(false);
    if (outcome.ok) onDone();
  };

  return (
    <Modal opened={target !== null} onClose={onClose} title={t('package-pay-now:title')} size={upi.panel ? 'lg' : 'md'}>
      <Stack gap="sm">
        <Text size="sm">
          {t('package-pay-now:balance', { name: target?.packageName ?? '', amount: formatMoney(target?.balance ?? 0, symbol) })}
        </Text>
        <PaymentModeField
          label={t('package-pay-now:amount')}
          value={paid}
          onChange={(next) => {
            setPaid(next);
            setError(null);
          }}
          error={error}
          required
          upi={upi.availability}
        />
        {upi.panel && <UpiPayment {...upi.panel} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('package-pay-now:cancel')}
          </Button>
          <WriteButton feature={Feature.membershipPackages} loading={saving} onClick={() => void save()}>
            {t('package-pay-now:pay')}
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
