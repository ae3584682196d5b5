import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { Feature } from '../../../../contract/features';
import { MemberMessages } from '../../../../contract/members';
import { contractError } from '../../../lib/i18n/contract-words';
import { WriteButton } from '../../../components/write-button';
import { PaymentModeField } from '../../../components/payment-mode-field';
import { AmountInput } from '../../../components/typed-input/amount-input';
import { isRefused } from '../../../components/typed-input/typed-text-input';
import { initialPaid, type PaidState } from '../../../lib/payment-mode';
import { useOpenCount } from '../../../lib/use-open-count';
import { recharge, type PhoneRef } from '../api/members-api';
import { newIdempotencyKey } from '../../../../contract/idempotency-key';
import { useTranslation } from 'react-i18next';

interface Props {
  phone: PhoneRef | null;
  onClose: () => void;
  onDone: () => void;
}

/** Recharge (spec 2 §2): the amount paid and the credits granted, which may differ. */
export function RechargeDialog(props: Props) {
  // Each opening is a new form (amount, mode, credits, key). Keyed on openings, not on `phone`:
  // the page passes a new phone object on every render, and each one used to wipe the fields.
  const opening = useOpenCount(props.phone !== null);
  return <RechargeForm key={opening} {...props} />;
}

function RechargeForm({ phone, onClose, onDone }: Props) {
  const { t } = useTranslation('members');
  const [paid, setPaid] = useState<PaidState>(initialPaid);
  const [credits, setCredits] = useState<number | string>('');
  const [errors, setErrors] = useState<{ amount?: string; credits?: string }>({});
  const [saving, setSaving] = useState(false);
  const [key] = useState(newIdempotencyKey);

  const save = async () => {
    const found = {
      amount: paid.amount === '' ? MemberMessages.amountRequired : undefined,
      credits: credits === '' ? MemberMessages.creditsRequired : undefined,
    };
    setErrors(found);
    // A refused amount or credits shows its own message under the field and is never sent.
    if (!phone || found.amount || found.credits || isRefused(paid.amount) || isRefused(credits)) return;
    setSaving(true);
    const outcome = await recharge(phone, paid, Number(credits), key);
    setSaving(false);
    if (outcome.ok) onDone();
  };

  return (
    <Modal opened={phone !== null} onClose={onClose} title={t('members:rechargeTitle')}>
      <Stack gap="sm">
        <PaymentModeField
          label={t('members:amount')}
          value={paid}
          onChange={(next) => {
            setPaid(next);
            setErrors((e) => ({ ...e, amount: undefined }));
          }}
          error={contractError(errors.amount)}
          required
        />
        <AmountInput
          label={t('members:field.credits')}
          value={credits}
          onChange={(v) => {
            setCredits(v);
            setErrors((e) => ({ ...e, credits: undefined }));
          }}
          error={contractError(errors.credits)}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('members:cancel')}
          </Button>
          <WriteButton feature={Feature.memberCredits} loading={saving} onClick={() => void save()}>
            {t('members:recharge')}
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
