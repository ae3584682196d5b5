import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
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
export function payBalance(subscriptionId: number, paid: PaidState, idempotencyKey: string) {
  const body = { subscriptionId, amount: paid.amount === '' ? null : Number(paid.amount), transactionData: { type: 3, mode: paid.mode } };
  return api.call(endpoints.packages.subscriptionPaymentUpdate, body, { present: { success: true, failure: 'error' }, idempotencyKey });
}

/** Pay Now on a package balance (Members page, drawer, Package Details): a type 3 payment linked to the subscription. */
export function PayNowDialog(props: Props) {
  // Each opening is a new form (amount, mode, key): keyed on openings, not on the target object,
  // so a parent re-render never wipes what is being typed (issue 24).
  const opening = useOpenCount(props.target !== null);
  return <PayNowForm key={opening} {...props} />;
}

function PayNowForm({ target, onClose, onDone }: Props) {
  const symbol = useCurrencySymbol();
  const [paid, setPaid] = useState<PaidState>(initialPaid);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [key] = useState(newIdempotencyKey);

  const save = async () => {
    if (!target) return;
    const found = payNowError(paid.amount, target.balance);
    setError(found);
    if (found) return;
    setSaving(true);
    const outcome = await payBalance(target.subscriptionId, paid, key);
    setSaving(false);
    if (outcome.ok) onDone();
  };

  return (
    <Modal opened={target !== null} onClose={onClose} title="Pay Now">
      <Stack gap="sm">
        <Text size="sm">
          {target?.packageName} — balance {formatMoney(target?.balance ?? 0, symbol)}
        </Text>
        <PaymentModeField
          label="Amount"
          value={paid}
          onChange={(next) => {
            setPaid(next);
            setError(null);
          }}
          error={error}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <WriteButton feature={Feature.membershipPackages} loading={saving} onClick={() => void save()}>
            Pay
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
