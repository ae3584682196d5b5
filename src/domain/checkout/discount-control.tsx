import { Group } from '@mantine/core';
import { useState } from 'react';
import { Feature } from '../../../contract/features';
import { WriteButton } from '../../components/write-button';
import { formatMoney } from '../../lib/money';
import type { AmountInput } from '../../lib/payment-mode';
import { AmountInput as AmountField } from '../../components/typed-input/amount-input';
import { AppliedBanner } from './applied-banner';
import { useTranslation } from 'react-i18next';

interface DiscountControlProps {
  /** The discount applied now (0: none, the field is shown). */
  applied: number;
  symbol: string;
  /** The checkout's discount rule (discount-rule.ts with its own ceiling). */
  check: (amount: AmountInput) => string | undefined;
  onApply: (amount: number) => Promise<boolean>;
  onReset: () => Promise<void>;
  feature?: number;
}

/** Club discount of both checkouts: apply (above 0, within the net price) or remove (spec 1 §4–§5). */
export function DiscountControl({ applied, symbol, check, onApply, onReset, feature = Feature.bookingCalendar }: DiscountControlProps) {
  const { t } = useTranslation('payment');
  const [amount, setAmount] = useState<AmountInput>('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (applied > 0) {
    const remove = async () => {
      setBusy(true);
      await onReset();
      setBusy(false);
    };
    return (
      <AppliedBanner
        feature={feature}
        text={t('payment:discount.applied', { amount: formatMoney(applied, symbol) })}
        busy={busy}
        onRemove={remove}
      />
    );
  }
  const apply = async () => {
    const problem = check(amount);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const ok = await onApply(Number(amount));
    setBusy(false);
    if (ok) setAmount('');
  };
  return (
    <Group align="flex-start" gap="xs">
      <AmountField
        label={t('payment:discount.label')}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setError(undefined);
        }}
        leftSection={symbol}
        leftSectionWidth={symbol.length > 1 ? 44 : 28}
        error={error}
        w={200}
      />
      <WriteButton feature={feature} variant="light" mt={25} loading={busy} onClick={apply}>
        {t('payment:discount.apply')}
      </WriteButton>
    </Group>
  );
}
