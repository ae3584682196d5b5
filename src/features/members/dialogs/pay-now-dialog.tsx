import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Feature } from '../../../../contract/features';
import { PackageMessages } from '../../../../contract/packages';
import { PaymentModeField } from '../../../components/payment-mode-field';
import { WriteButton } from '../../../components/write-button';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { amountOf, initialPaid, type PaidState } from '../../../lib/payment-mode';
import { payBalance } from '../api/members-api';

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

/** Pay Now on a package balance: a type 3 payment linked to the subscription. */
export function PayNowDialog({ target, onClose, onDone }: Props) {
  const symbol = useCurrencySymbol();
  const [paid, setPaid] = useState<PaidState>(initialPaid);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [key, setKey] = useState('');
  useEffect(() => {
    setPaid(initialPaid);
    setError(null);
    setKey(crypto.randomUUID());
  }, [target]);

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
        <Text size="sm">{target?.packageName} — balance {formatMoney(target?.balance ?? 0, symbol)}</Text>
        <PaymentModeField label="Amount" value={paid} onChange={(next) => { setPaid(next); setError(null); }} error={error} required />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <WriteButton feature={Feature.membershipPackages} loading={saving} onClick={() => void save()}>Pay</WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
