import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../lib/money';
import type { AmountInput } from '../../../lib/payment-mode';
import { AmountInput as AmountField } from '../../../components/typed-input/amount-input';
import { discountError } from './checkout-rules';
import { useTranslation } from 'react-i18next';

interface Props {
  applied: number;
  gross: number;
  advance: AmountInput;
  symbol: string;
  disabled: boolean;
  onApply: (amount: number) => void;
}

/** Discount: the input and Apply, or 'Discount applied - {amount}' with a remove button (spec 2 §4). */
export function PackageDiscount({ applied, gross, advance, symbol, disabled, onApply }: Props) {
  const { t } = useTranslation('packages');
  const [value, setValue] = useState<AmountInput>('');
  const [error, setError] = useState<string | null>(null);
  if (applied > 0) {
    return (
      <Group gap="xs">
        <Text size="sm" c="teal">
          {t('packages:checkout.discountApplied', { amount: formatMoney(applied, symbol) })}
        </Text>
        <Button size="compact-xs" variant="subtle" color="red" onClick={() => onApply(0)}>
          {t('packages:checkout.remove')}
        </Button>
      </Group>
    );
  }
  const apply = () => {
    const problem = discountError(value, gross, advance);
    setError(problem);
    if (!problem) {
      onApply(Number(value));
      setValue('');
    }
  };
  return (
    <Group align="flex-start" gap="xs">
      <AmountField
        label={t('packages:checkout.discount')}
        value={value}
        error={error}
        disabled={disabled}
        w={180}
        onChange={(v) => {
          setValue(v);
          setError(null);
        }}
      />
      <Button mt={25} variant="light" disabled={disabled} onClick={apply}>
        {t('packages:checkout.apply')}
      </Button>
    </Group>
  );
}
